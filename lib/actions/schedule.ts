'use server';

import { revalidatePath } from 'next/cache';
import { getCurrentSession } from '@/lib/auth/current-doctor';
import { saveSchedule as saveScheduleRows } from '@/lib/data/schedule';
import { getDb } from '@/lib/db/client';
import { scheduleSchema, type ScheduleValues } from '@/lib/validations/schedule';
import { SESSION_ENDED } from './form-data';
import { fail, invalid, ok, type ActionResult } from './result';

/** Saves the signed-in doctor's week; answers with what was stored (normalised times, weekday order). */
export async function saveSchedule(input: unknown): Promise<ActionResult<ScheduleValues>> {
  const session = await getCurrentSession();
  if (!session) return fail(SESSION_ENDED);
  const parsed = scheduleSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  await saveScheduleRows(await getDb(), session.doctor.id, parsed.data);
  revalidatePath('/doctor/schedule');
  return ok(parsed.data);
}
