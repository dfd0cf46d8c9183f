'use server';

import { revalidatePath } from 'next/cache';
import { getCurrentSession } from '@/lib/auth/current-doctor';
import { createAppointment, isHospitalApiError, type AppointmentRow } from '@/lib/hospital-api';
import { appointmentFormSchema } from '@/lib/validations/appointment';
import { fail, invalid, ok, type ActionResult } from './result';
import { sessionEnded } from './session-guard';

/** The "Add new Appointment" form: validated here, then posted to /api/v1/appointments through the client. */
export async function addAppointment(input: unknown): Promise<ActionResult<AppointmentRow>> {
  if (!(await getCurrentSession())) return sessionEnded();
  const parsed = appointmentFormSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  try {
    const row = await createAppointment(parsed.data);
    revalidatePath('/doctor/appointments');
    revalidatePath('/doctor/dashboard');
    return ok(row);
  } catch (error) {
    if (!isHospitalApiError(error)) throw error;
    const fieldErrors = Object.fromEntries(error.issues.map((issue) => [issue.path.join('.'), issue.message]));
    return fail(`The appointment was not saved: ${error.status} ${error.statusText}. ${error.message}`, error.issues.length ? fieldErrors : undefined);
  }
}
