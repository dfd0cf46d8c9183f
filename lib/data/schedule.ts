import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { DEFAULT_PER_PATIENT_TIME, DEFAULT_SCHEDULE } from '@/lib/constants';
import { scheduleDays, schedules } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { toHm, toHms, type ScheduleValues } from '@/lib/validations/schedule';

/** A doctor's week as the form shows it: per-patient time HH:MM:SS, slots HH:MM in weekday order. */
export type Schedule = ScheduleValues & { saved: boolean };

/** The spec's defaults (SPEC.md section 9), for a doctor who never saved a schedule. */
export const defaultSchedule = (): Schedule => ({
  perPatientTime: DEFAULT_PER_PATIENT_TIME,
  days: DEFAULT_SCHEDULE.map((slot) => ({ ...slot })),
  saved: false,
});

export async function getSchedule(db: Db, doctorId: number): Promise<Schedule> {
  const [schedule] = await db.select().from(schedules).where(eq(schedules.doctorId, doctorId)).limit(1);
  if (!schedule) return defaultSchedule();
  const days = await db
    .select({ day: scheduleDays.day, from: scheduleDays.from, to: scheduleDays.to })
    .from(scheduleDays)
    .where(eq(scheduleDays.scheduleId, schedule.id))
    .orderBy(asc(scheduleDays.position));
  return {
    perPatientTime: toHms(schedule.perPatientTime),
    days: days.map((slot) => ({ day: slot.day, from: toHm(slot.from), to: toHm(slot.to) })),
    saved: true,
  };
}

/** Replaces the doctor's schedule with `input` (already validated): one row per doctor, its days rewritten. */
export async function saveSchedule(db: Db, doctorId: number, input: ScheduleValues): Promise<void> {
  await db.transaction(async (tx) => {
    const [schedule] = await tx
      .insert(schedules)
      .values({ doctorId, perPatientTime: input.perPatientTime })
      .onConflictDoUpdate({ target: schedules.doctorId, set: { perPatientTime: input.perPatientTime, updatedAt: new Date() } })
      .returning({ id: schedules.id });
    await tx.delete(scheduleDays).where(eq(scheduleDays.scheduleId, schedule.id));
    if (input.days.length > 0) {
      await tx.insert(scheduleDays).values(input.days.map((slot, position) => ({ scheduleId: schedule.id, ...slot, position })));
    }
  });
}
