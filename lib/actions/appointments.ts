'use server';

import { revalidatePath } from 'next/cache';
import { changeAppointmentStatus } from '@/lib/data/appointment-status';
import { upcomingPosition } from '@/lib/data/appointments';
import { expireAggregatesOf } from '@/lib/data/cache-tags';
import { APPOINTMENTS_PAGE_SIZE } from '@/lib/constants';
import { todayIso } from '@/lib/format';
import { createAppointment, isHospitalApiError } from '@/lib/hospital-api';
import { appointmentFormSchema } from '@/lib/validations/appointment';
import { appointmentStatusChangeSchema, earlyCompletionMessage, refusedMoveMessage } from '@/lib/validations/appointment-status';
import { patientOf } from '@/lib/audit';
import { doctorAction } from './doctor-action';
import { fail, ok } from './result';

/**
 * The "Add new Appointment" form: validated here, then posted to /api/v1/appointments through the client,
 * booked with the signed-in doctor. Answers the row and the page of the Today list it lands on. A time in
 * the past is an error on the date; one outside the doctor's hours or already booked answers the API's words
 * and the next free times. Its audit lines (the appointment, and the patient when the booking creates one)
 * are written by the API's handler in the booking's own transaction; this action names the doctor to it. No
 * `audit` rule here: the in-process API opens the database itself, which a transaction held here would block.
 */
export const addAppointment = doctorAction(appointmentFormSchema, async (input, { db, doctor }) => {
  try {
    const row = await createAppointment({ ...input, doctorId: doctor.id }, { actingDoctorId: doctor.id });
    // Also when HOSPITAL_API_URL is another server, whose own invalidation does not reach this cache.
    expireAggregatesOf('patients', 'appointments');
    revalidatePath('/doctor/appointments');
    revalidatePath('/doctor/dashboard');
    // The page is a nicety: the booking is made, so a failure here opens the first page rather than saying it failed.
    const before = await upcomingPosition(db, row, todayIso()).catch(() => 0);
    return ok({ ...row, page: Math.floor(before / APPOINTMENTS_PAGE_SIZE) + 1 });
  } catch (error) {
    if (!isHospitalApiError(error)) throw error;
    if (error.status === 409) return { ok: false, message: error.message, nextFreeSlots: error.nextFreeSlots };
    const fieldErrors = Object.fromEntries(error.issues.map((issue) => [issue.path.join('.'), issue.message]));
    if (error.status === 400 && fieldErrors.date) return fail(error.message, { date: fieldErrors.date });
    return fail(`The appointment was not saved: ${error.status} ${error.statusText}. ${error.message}`, error.issues.length ? fieldErrors : undefined);
  }
});

/**
 * Confirm, complete, cancel or mark a no-show, from the list's row menu or the appointment's page: written
 * here rather than through the hospital API, so that the change records which doctor made it. Completing a
 * visit before its start time needs `early: true`, sent once the doctor has confirmed it.
 */
export const changeStatus = doctorAction(appointmentStatusChangeSchema, async ({ id, status, early }, { db, doctor }) => {
  const result = await changeAppointmentStatus(db, { id, status, changedById: doctor.id, earlyCompletion: early ? 'allowed' : 'refused' });
  if (!result.ok) {
    if (result.reason === 'not-found') return fail('This appointment no longer exists.');
    return fail(result.reason === 'early' ? earlyCompletionMessage(result.start) : refusedMoveMessage(result.from, status));
  }
  expireAggregatesOf('appointments');
  revalidatePath('/doctor/appointments');
  revalidatePath(`/doctor/appointment/${id}`);
  revalidatePath('/doctor/dashboard');
  return ok(result.appointment);
}, {
  audit: {
    entity: 'appointment',
    action: 'update',
    entityId: (input) => input.id,
    patientId: (input, db) => patientOf(db, 'appointment', input.id),
    detail: (input) => `status: ${input.status}`,
  },
});
