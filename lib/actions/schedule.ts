'use server';

import { revalidatePath } from 'next/cache';
import { saveSchedule as saveScheduleRows } from '@/lib/data/schedule';
import { scheduleSchema } from '@/lib/validations/schedule';
import { doctorAction } from './doctor-action';
import { ok } from './result';

/** Saves the signed-in doctor's week; answers with what was stored (normalised times, weekday order). */
export const saveSchedule = doctorAction(scheduleSchema, async (input, { db, doctor }) => {
  await saveScheduleRows(db, doctor.id, input);
  revalidatePath('/doctor/schedule');
  return ok(input);
});
