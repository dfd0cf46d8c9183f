import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import { DEFAULT_PER_PATIENT_TIME, DEFAULT_SCHEDULE } from '@/lib/constants';
import { scheduleDays, schedules } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { type ScheduleValues } from '@/lib/schedule/schema';
import { toHm, toHms } from '@/lib/clinic-time/time-of-day';

/** A doctor's week as the form shows it: per-patient time HH:MM:SS, slots HH:MM in weekday order. */
export type Schedule = ScheduleValues & { saved: boolean };

/** The product's default week (DEFAULT_SCHEDULE, 45 minutes a patient), for a doctor who never saved a schedule. */
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

/** Several doctors' weeks in one query, by doctor id; a doctor who never saved one works the default week. */
export async function getSchedules(db: Db, doctorIds: readonly number[]): Promise<Map<number, Schedule>> {
  const weeks = new Map<number, Schedule>(doctorIds.map((id) => [id, defaultSchedule()]));
  if (doctorIds.length === 0) return weeks;
  const rows = await db
    .select({ doctorId: schedules.doctorId, perPatientTime: schedules.perPatientTime, day: scheduleDays.day, from: scheduleDays.from, to: scheduleDays.to })
    .from(schedules)
    .leftJoin(scheduleDays, eq(scheduleDays.scheduleId, schedules.id))
    .where(inArray(schedules.doctorId, [...doctorIds]))
    .orderBy(asc(schedules.doctorId), asc(scheduleDays.position));
  for (const row of rows) {
    let week = weeks.get(row.doctorId);
    if (!week?.saved) {
      week = { perPatientTime: toHms(row.perPatientTime), days: [], saved: true };
      weeks.set(row.doctorId, week);
    }
    if (row.day && row.from && row.to) week.days.push({ day: row.day, from: toHm(row.from), to: toHm(row.to) });
  }
  return weeks;
}
