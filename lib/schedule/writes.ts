import 'server-only';
import { eq } from 'drizzle-orm';
import { scheduleDays, schedules } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { type ScheduleValues } from '@/lib/schedule/schema';

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
