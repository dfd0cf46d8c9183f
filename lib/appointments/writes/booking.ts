import 'server-only';
import { endOfVisit, isPast, todayIso } from '@/lib/clinic-time';
import type { Db } from '@/lib/db/types';
import { appointments } from '@/lib/db/schema';
import { formatDate, formatTime } from '@/lib/format';
import type { BookingValues } from '@/lib/appointments/schema/appointment';
import { weekdayOf, withinHours, type FreeSlot, type WorkingHours } from '@/lib/appointments/rules/booking';
import type { AppointmentRecord } from '@/lib/appointments/queries/appointments';
import { resolveBookingPatient, type BookingPatientRefusal } from './booking-patient';
import { isExclusionViolation } from '@/lib/db/pg-errors';
import { type Bookable, bookableDoctors, nextFreeSlotsOf } from '@/lib/appointments/queries/free-slots';

export type BookingRefusal =
  | BookingPatientRefusal
  | { reason: 'past'; message: string }
  | { reason: 'unknown-doctor'; message: string }
  | { reason: 'out-of-hours' | 'taken'; message: string; nextFreeSlots: FreeSlot[] };

export type BookingResult = { ok: true; appointment: AppointmentRecord } | ({ ok: false } & BookingRefusal);

/** "Wednesday, 25 Nov 2026 at 09:30". */
export const slotWords = (date: string, time: string) => `${weekdayOf(date)}, ${formatDate(date)} at ${formatTime(time)}`;

/** Thrown inside the booking's transaction to undo it (and the patient it may have created) when no doctor can take it. */
class NoDoctorFree extends Error {}

/** Thrown inside the booking's transaction when its patient cannot be booked as given. */
class PatientRefused extends Error {
  constructor(readonly refusal: BookingPatientRefusal) {
    super(refusal.message);
  }
}

/**
 * Books an appointment (status pending) for its patient (resolveBookingPatient: the one chosen by id, the one
 * with that email, or a new one unless registered patients may be that person). The appointment stores the
 * patient only; the booking answers it with the patient's own name, email, phone, age and sex from their
 * record, never the typed ones. It goes to `doctorId`, or to the first active doctor free then, and lasts that doctor's
 * per-patient time. Refused when the time has passed, when it is outside the doctor's hours for that
 * weekday, or when it overlaps one of their bookings; the last is decided by the database's exclusion
 * constraint, so two bookings of one slot at once cannot both win. A refusal offers the next free times.
 */
export async function bookAppointment(
  db: Db,
  values: BookingValues,
  { now = new Date(), onBooked }: { now?: Date; onBooked?: (tx: Db, booked: { appointment: AppointmentRecord; patientCreated: boolean }) => Promise<void> } = {},
): Promise<BookingResult> {
  if (isPast(values.date, values.time, now)) {
    return { ok: false, reason: 'past', message: `${slotWords(values.date, values.time)} has passed: choose a time from now on.` };
  }
  const candidates = await bookableDoctors(db, values.doctorId);
  if (values.doctorId !== undefined && candidates.length === 0) {
    return { ok: false, reason: 'unknown-doctor', message: 'There is no active doctor with this id.' };
  }
  const inHours = candidates.filter((doctor) => withinHours(doctor.hours, values.date, values.time));

  let appointment: AppointmentRecord | undefined;
  if (inHours.length > 0) {
    try {
      appointment = await db.transaction(async (tx) => {
        const resolved = await resolveBookingPatient(tx, values, todayIso(now));
        if (!resolved.ok) throw new PatientRefused(resolved);
        const { patient } = resolved;
        const patientId = patient.id;
        for (const doctor of inHours) {
          let booked: AppointmentRecord;
          try {
            // A savepoint per doctor: a clash undoes only this insert, and the next doctor is tried.
            booked = await tx.transaction(async (savepoint) => {
              const [row] = await savepoint
                .insert(appointments)
                .values({
                  patientId,
                  doctorId: doctor.id,
                  date: values.date,
                  time: values.time,
                  endsAt: endOfVisit(values.date, values.time, doctor.hours.perPatientTime),
                  type: values.type,
                  status: 'pending',
                })
                .returning();
              // The record as every read shows it: the patient's facts, with their age on the booking's day.
              return {
                ...row,
                fullName: patient.fullName,
                email: patient.email ?? '',
                phone: patient.phone,
                age: patient.age,
                gender: patient.gender,
                doctorName: doctor.name,
                arrivedAt: null,
              };
            });
          } catch (error) {
            if (!isExclusionViolation(error)) throw error;
            continue;
          }
          // In the booking's transaction: the audit line is committed with the booking or not at all.
          await onBooked?.(tx, { appointment: booked, patientCreated: resolved.created });
          return booked;
        }
        throw new NoDoctorFree();
      });
    } catch (error) {
      if (error instanceof PatientRefused) return { ok: false, ...error.refusal };
      if (!(error instanceof NoDoctorFree)) throw error;
    }
  }
  if (appointment) return { ok: true, appointment };

  const nextFreeSlots = await nextFreeSlotsOf(db, candidates, { date: values.date, time: values.time }, now);
  const at = slotWords(values.date, values.time);
  if (values.doctorId !== undefined) {
    const [doctor] = candidates;
    return inHours.length === 0
      ? { ok: false, reason: 'out-of-hours', message: outOfHoursMessage(doctor, values), nextFreeSlots }
      : { ok: false, reason: 'taken', message: takenMessage(doctor, values), nextFreeSlots };
  }
  return inHours.length === 0
    ? { ok: false, reason: 'out-of-hours', message: `No doctor sees patients at ${at}.`, nextFreeSlots }
    : { ok: false, reason: 'taken', message: `Every doctor who works at ${at} is already booked then.`, nextFreeSlots };
}

/** A time outside the doctor's hours, in the refusal's words. */
export const outOfHoursMessage = (doctor: Bookable, { date, time }: { date: string; time: string }) =>
  `${slotWords(date, time)} is outside ${doctor.name}'s hours${hoursText(doctor.hours, date)}.`;

/** A time over one of the doctor's bookings, in the refusal's words. */
export const takenMessage = (doctor: Bookable, { date, time }: { date: string; time: string }) => `${doctor.name} already has an appointment at ${slotWords(date, time)}.`;

/** " (Wednesday 09:00–16:00, 00:45:00 a patient)", or " (no hours on Monday)". */
export function hoursText(hours: WorkingHours, date: string): string {
  const day = weekdayOf(date);
  const slot = hours.days.find((candidate) => candidate.day === day);
  return slot ? ` (${day} ${slot.from}–${slot.to}, ${hours.perPatientTime} a patient)` : ` (no hours on ${day})`;
}
