'use server';

import { revalidatePath } from 'next/cache';
import { clinicClock } from '@/lib/clinic-time';
import { changeAppointmentStatus } from '@/lib/appointments/writes/status';
import { upcomingPosition } from '@/lib/appointments/queries/appointments';
import { expireAggregatesOf } from '@/lib/db/cache/aggregate-cache';
import { APPOINTMENTS_PAGE_SIZE } from '@/lib/constants';
import { mayBookForColleagues } from '@/lib/auth/roles';
import { getEnv } from '@/lib/env';
import { bookAppointment, type BookingResult } from '@/lib/appointments/writes/booking';
import { rescheduleAppointment } from '@/lib/appointments/writes/reschedule';
import { appointmentRescheduleSchema } from '@/lib/appointments/schema/reschedule';
import { notReschedulableMessage, rescheduleDetail, RESCHEDULE_NOT_YOURS, startWords } from '@/lib/appointments/rules/reschedule';
import { BOOKING_FOR_COLLEAGUES_REFUSED, bookingRequestSchema, LIKELY_DUPLICATES_IN_FORM } from '@/lib/appointments/schema/appointment';
import { appointmentStatusChangeSchema } from '@/lib/appointments/schema/status';
import { APPOINTMENT_GONE, APPOINTMENT_NOT_YOURS, earlyCompletionMessage, noShowBeforeStartMessage, refusedMoveMessage } from '@/lib/appointments/rules/status';
import { patientOf, recordAudit, requestAddress } from '@/lib/audit';
import { doctorAction } from '@/lib/server-actions/doctor-action';
import { fail, ok, type ActionResult } from '@/lib/server-actions/result';

/**
 * The "Add new Appointment" form, booked over the data layer (the hospital API's POST serves outside callers
 * through the same bookAppointment): the booking, the patient it may register and their audit lines are one
 * transaction. It is booked with the signed-in doctor, or with the colleague the form chose when the doctor may
 * book for colleagues (an administrator, or anyone with BOOKING_FOR_COLLEAGUES=everyone): judged here from the
 * session's role, never from the form. Answers the booking and the page of the Upcoming list it lands on, among
 * all doctors' and (when it is theirs) the signed-in doctor's own. A time in the past is an error on the date;
 * one outside the doctor's hours or already booked answers with that doctor's next free times; registered
 * patients who may be a new email's person are listed (book one, or confirm a new patient).
 */
export const addAppointment = doctorAction(
  bookingRequestSchema,
  async (input, { db, doctor }) => {
    const doctorId = input.doctorId ?? doctor.id;
    if (doctorId !== doctor.id && !mayBookForColleagues(doctor, getEnv().BOOKING_FOR_COLLEAGUES)) {
      return fail(BOOKING_FOR_COLLEAGUES_REFUSED);
    }
    const address = await requestAddress();
    const result = await bookAppointment(db, { ...input, doctorId }, {
      onBooked: async (tx, { appointment, patientCreated }) => {
        if (!patientCreated) return;
        const patientId = appointment.patientId;
        await recordAudit(tx, { actorId: doctor.id, actorEmail: doctor.email, action: 'create', entity: 'patient', entityId: patientId, patientId, address, detail: 'registered by booking' });
      },
    });
    if (!result.ok) return bookingRefusal(result);
    const { appointment } = result;
    expireAggregatesOf('patients', 'appointments');
    revalidatePath('/doctor/appointments');
    revalidatePath('/doctor/dashboard');
    // The pages are a nicety: the booking is made, so a failure here opens the first page rather than saying it failed.
    const clock = clinicClock();
    const pageOf = async (filter: { doctorId?: number }) => {
      const before = await upcomingPosition(db, appointment, clock, filter).catch(() => 0);
      return Math.floor(before / APPOINTMENTS_PAGE_SIZE) + 1;
    };
    const page = await pageOf({});
    const pageMine = appointment.doctorId === doctor.id ? await pageOf({ doctorId: doctor.id }) : null;
    return ok({ id: appointment.id, patientId: appointment.patientId, name: appointment.fullName, date: appointment.date, doctorId: appointment.doctorId, page, pageMine });
  },
  { audit: { entity: 'appointment', action: 'create', entityId: (_, data) => data?.id, patientIdOfResult: (data) => data.patientId } },
);

/** A refused booking in the form's words: under its field, with the free times, or with the likely duplicates. */
function bookingRefusal(refusal: Extract<BookingResult, { ok: false }>): ActionResult<never> {
  switch (refusal.reason) {
    case 'past':
      return fail(refusal.message, { date: refusal.message });
    case 'out-of-hours':
    case 'taken':
      return { ok: false, message: refusal.message, nextFreeSlots: refusal.nextFreeSlots };
    case 'likely-duplicates':
      return { ok: false, message: LIKELY_DUPLICATES_IN_FORM, duplicates: refusal.duplicates };
    case 'email-taken':
      return fail(refusal.message, { email: refusal.message });
    default:
      return fail(refusal.message);
  }
}

/**
 * Confirm, check in, complete, cancel or mark a no-show, from the list's row menu or the appointment's page: written
 * here rather than through the hospital API, so that the change records which doctor made it. Completing a
 * visit before its start time needs `early: true`, sent once the doctor has confirmed it. Only the appointment's
 * doctor or an administrator may move it (the hospital API's token keeps its own authority); a refusal is audited.
 */
export const changeStatus = doctorAction(appointmentStatusChangeSchema, async ({ id, status, early }, { db, doctor }) => {
  const result = await changeAppointmentStatus(db, { id, status, changedById: doctor.id, earlyCompletion: early ? 'allowed' : 'refused' });
  if (!result.ok) {
    if (result.reason === 'not-found') return fail(APPOINTMENT_GONE);
    if (result.reason === 'early') return fail(earlyCompletionMessage(result.start));
    if (result.reason === 'not-started') return fail(noShowBeforeStartMessage(result.start));
    return fail(refusedMoveMessage(result.from, status));
  }
  expireAggregatesOf('appointments');
  revalidatePath('/doctor/appointments');
  revalidatePath(`/doctor/appointment/${id}`);
  revalidatePath('/doctor/dashboard');
  return ok(result.appointment);
}, {
  record: { kind: 'appointment', id: (input) => input.id, notFound: APPOINTMENT_GONE, forbidden: APPOINTMENT_NOT_YOURS },
  audit: {
    entity: 'appointment',
    action: 'update',
    entityId: (input) => input.id,
    patientId: (input, db) => patientOf(db, 'appointment', input.id),
    detail: (input) => `status: ${input.status}`,
  },
});

/**
 * Moves a pending or confirmed appointment to another date and time, from the list's row menu or the visit's page,
 * by the booking's rules (the doctor's hours, no overlap as the database's exclusion constraint decides, nothing in
 * the past); a clash or a time outside the hours answers the doctor's next free times. As for a status change, only
 * the appointment's doctor or an administrator may move it, and the move is audited ("rescheduled from … to …"), a
 * refusal too. The status history records it, and its reminders follow the new time (lib/appointments/writes/reschedule.ts).
 */
export const reschedule = doctorAction(
  appointmentRescheduleSchema,
  async ({ id, date, time }, { db, doctor }) => {
    const result = await rescheduleAppointment(db, { id, date, time, changedById: doctor.id });
    if (!result.ok) {
      switch (result.reason) {
        case 'not-found':
          return fail(APPOINTMENT_GONE);
        case 'not-allowed':
          return fail(notReschedulableMessage(result.status));
        case 'past':
          return fail(result.message, { date: result.message });
        case 'out-of-hours':
        case 'taken':
          return { ok: false, message: result.message, nextFreeSlots: result.nextFreeSlots };
        default:
          return fail(result.message);
      }
    }
    expireAggregatesOf('appointments');
    revalidatePath('/doctor/appointments');
    revalidatePath(`/doctor/appointment/${id}`);
    revalidatePath('/doctor/dashboard');
    const { appointment, from } = result;
    return ok({ id, date: appointment.date, time: appointment.time, from });
  },
  {
    record: { kind: 'appointment', id: (input) => input.id, notFound: APPOINTMENT_GONE, forbidden: RESCHEDULE_NOT_YOURS },
    audit: {
      entity: 'appointment',
      action: 'update',
      entityId: (input) => input.id,
      patientId: (input, db) => patientOf(db, 'appointment', input.id),
      detail: (input, data) => (data ? rescheduleDetail(data.from, data) : `reschedule to ${startWords(input)}`),
    },
  },
);
