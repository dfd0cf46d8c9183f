'use server';

import { revalidatePath } from 'next/cache';
import { bookingsOutsideHours } from '@/lib/appointments/queries/free-slots';
import { saveSchedule as saveScheduleRows } from '@/lib/schedule/writes';
import { scheduleSchema } from '@/lib/schedule/schema';
import { doctorAction } from '@/lib/server-actions/doctor-action';
import { ok } from '@/lib/server-actions/result';

/**
 * Saves the signed-in doctor's week; answers with what was stored (normalised times, weekday order) and how
 * many of their coming bookings the new hours no longer cover. Bookings are never changed by it: the schedule
 * page lists those for the doctor to move or cancel.
 */
export const saveSchedule = doctorAction(scheduleSchema, async (input, { db, doctor }) => {
  await saveScheduleRows(db, doctor.id, input);
  const { total } = await bookingsOutsideHours(db, doctor.id, { limit: 1 });
  revalidatePath('/doctor/schedule');
  return ok({ schedule: input, outsideHours: total });
}, { audit: { entity: 'schedule', action: 'update' } });
