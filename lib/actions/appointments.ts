'use server';

import { revalidatePath } from 'next/cache';
import { changeAppointmentStatus } from '@/lib/data/appointment-status';
import { expireAggregatesOf } from '@/lib/data/cache-tags';
import { createAppointment, isHospitalApiError } from '@/lib/hospital-api';
import { appointmentFormSchema } from '@/lib/validations/appointment';
import { appointmentStatusChangeSchema, refusedMoveMessage } from '@/lib/validations/appointment-status';
import { doctorAction } from './doctor-action';
import { fail, ok } from './result';

/** The "Add new Appointment" form: validated here, then posted to /api/v1/appointments through the client. */
export const addAppointment = doctorAction(appointmentFormSchema, async (input) => {
  try {
    const row = await createAppointment(input);
    // Also when HOSPITAL_API_URL is another server, whose own invalidation does not reach this cache.
    expireAggregatesOf('patients', 'appointments');
    revalidatePath('/doctor/appointments');
    revalidatePath('/doctor/dashboard');
    return ok(row);
  } catch (error) {
    if (!isHospitalApiError(error)) throw error;
    const fieldErrors = Object.fromEntries(error.issues.map((issue) => [issue.path.join('.'), issue.message]));
    return fail(`The appointment was not saved: ${error.status} ${error.statusText}. ${error.message}`, error.issues.length ? fieldErrors : undefined);
  }
});

/**
 * Confirm, complete, cancel or mark a no-show, from the list's row menu or the appointment's page: written
 * here rather than through the hospital API, so that the change records which doctor made it.
 */
export const changeStatus = doctorAction(appointmentStatusChangeSchema, async ({ id, status }, { db, doctor }) => {
  const result = await changeAppointmentStatus(db, { id, status, changedById: doctor.id });
  if (!result.ok) return fail(result.reason === 'not-found' ? 'This appointment no longer exists.' : refusedMoveMessage(result.from, status));
  expireAggregatesOf('appointments');
  revalidatePath('/doctor/appointments');
  revalidatePath(`/doctor/appointment/${id}`);
  revalidatePath('/doctor/dashboard');
  return ok(result.appointment);
});
