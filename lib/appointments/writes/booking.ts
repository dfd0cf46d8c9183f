import 'server-only';
import { and, asc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { clinicClock, endOfVisit, isPast, todayIso } from '@/lib/clinic-time';
import type { Db } from '@/lib/db/types';
import { appointments, doctors, patients, scheduleDays, schedules } from '@/lib/db/schema';
import { addDaysIso, formatDate, formatTime } from '@/lib/format';
import type { BookingValues } from '@/lib/appointments/schema/appointment';
import {
  earliestSlots,
  FREE_SLOT_HORIZON_DAYS,
  freeSlotsOf,
  LAST_BOOKABLE_DATE,
  NEXT_FREE_SLOTS,
  weekdayOf,
  withinHours,
  type BookedTime,
  type FreeSlot,
  type WorkingHours,
} from '@/lib/appointments/rules/booking';
import type { AppointmentRecord } from '@/lib/appointments/queries/appointments';
import { resolveBookingPatient, type BookingPatientRefusal } from './booking-patient';
import { doctorDisplayName } from '@/lib/staff/queries/doctor-name';
import { isExclusionViolation } from '@/lib/db/pg-errors';
import { getSchedules } from '@/lib/schedule/writes';

export type BookingRefusal =
  | BookingPatientRefusal
  | { reason: 'past'; message: string }
  | { reason: 'unknown-doctor'; message: string }
  | { reason: 'out-of-hours' | 'taken'; message: string; nextFreeSlots: FreeSlot[] };

export type BookingResult = { ok: true; appointment: AppointmentRecord } | ({ ok: false } & BookingRefusal);

export interface Bookable {
  id: number;
  name: string;
  hours: WorkingHours;
}

/** "Wednesday, 25 Nov 2026 at 09:30". */
export const slotWords = (date: string, time: string) => `${weekdayOf(date)}, ${formatDate(date)} at ${formatTime(time)}`;

/** The doctors who may take a booking: the one asked for, or every active doctor in id order. */
export async function bookableDoctors(db: Db, doctorId: number | undefined): Promise<Bookable[]> {
  const rows = await db
    .select({ id: doctors.id, name: doctorDisplayName() })
    .from(doctors)
    .where(doctorId === undefined ? eq(doctors.status, 'active') : and(eq(doctors.id, doctorId), eq(doctors.status, 'active')))
    .orderBy(asc(doctors.id));
  const weeks = await getSchedules(db, rows.map((row) => row.id));
  return rows.map((row) => ({ ...row, hours: weeks.get(row.id)! }));
}

/**
 * The bookings that hold a slot (pending, confirmed, completed) of these doctors between two dates, inclusive;
 * `except` leaves one appointment out (the one being rescheduled: its own slot is free to it).
 */
async function bookedTimes(db: Db, doctorIds: number[], from: string, to: string, except?: number): Promise<Map<number, BookedTime[]>> {
  const byDoctor = new Map<number, BookedTime[]>(doctorIds.map((id) => [id, []]));
  if (doctorIds.length === 0) return byDoctor;
  const rows = await db
    .select({ doctorId: appointments.doctorId, start: sql<string>`to_char(${appointments.date} + ${appointments.time}, 'YYYY-MM-DD HH24:MI:SS')`, end: sql<string>`to_char(${appointments.endsAt}, 'YYYY-MM-DD HH24:MI:SS')` })
    .from(appointments)
    .where(
      and(
        inArray(appointments.doctorId, doctorIds),
        // Indexed by (doctor_id, date, time); a visit that starts the day before may still run into `from`.
        gte(appointments.date, addDaysIso(from, -1)),
        lte(appointments.date, to),
        inArray(appointments.status, ['pending', 'confirmed', 'arrived', 'completed']),
        except === undefined ? undefined : ne(appointments.id, except),
      ),
    );
  for (const row of rows) byDoctor.get(row.doctorId)?.push({ start: row.start, end: row.end });
  return byDoctor;
}

/**
 * The next free times of these doctors from a date and time on (never before now), up to NEXT_FREE_SLOTS,
 * earliest first. Reads each doctor's schedule and their bookings in the next FREE_SLOT_HORIZON_DAYS only.
 */
export async function findNextFreeSlots(
  db: Db,
  { doctorIds, after, now = new Date() }: { doctorIds?: number[]; after?: { date: string; time: string }; now?: Date },
): Promise<FreeSlot[]> {
  const candidates = await bookableDoctors(db, undefined);
  const chosen = doctorIds ? candidates.filter((doctor) => doctorIds.includes(doctor.id)) : candidates;
  return nextFreeSlotsOf(db, chosen, after, now);
}

/** The next free times of these doctors from `after` on (never before now); `except` as for bookedTimes. */
export async function nextFreeSlotsOf(
  db: Db,
  chosen: Bookable[],
  after: { date: string; time: string } | undefined,
  now: Date,
  { except }: { except?: number } = {},
): Promise<FreeSlot[]> {
  const clock = clinicClock(now);
  const start = after && !isPast(after.date, after.time, now) ? after : clock;
  const horizon = start.date >= addDaysIso(LAST_BOOKABLE_DATE, -FREE_SLOT_HORIZON_DAYS) ? LAST_BOOKABLE_DATE : addDaysIso(start.date, FREE_SLOT_HORIZON_DAYS);
  const booked = await bookedTimes(db, chosen.map((doctor) => doctor.id), start.date, horizon, except);
  return earliestSlots(chosen.map((doctor) => freeSlotsOf(doctor.id, doctor.hours, booked.get(doctor.id) ?? [], start)), NEXT_FREE_SLOTS);
}

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

/** An appointment still to come that its doctor's hours no longer cover. */
export interface BookingOutsideHours {
  id: number;
  /** The patient's name, from their record. */
  fullName: string;
  date: string;
  time: string;
  status: AppointmentRecord['status'];
}

/** At most this many are listed; the total says how many there are. */
export const OUTSIDE_HOURS_LIMIT = 20;

/**
 * The doctor's pending and confirmed appointments from now on that no longer lie inside their hours (after
 * a schedule change), earliest first: the doctor moves or cancels them. Read in SQL against the saved
 * schedule; nothing is changed.
 */
export async function bookingsOutsideHours(
  db: Db,
  doctorId: number,
  { now = new Date(), limit = OUTSIDE_HOURS_LIMIT }: { now?: Date; limit?: number } = {},
): Promise<{ rows: BookingOutsideHours[]; total: number }> {
  const clock = clinicClock(now);
  const covered = sql`exists (
    select 1 from ${scheduleDays} join ${schedules} on ${schedules.id} = ${scheduleDays.scheduleId}
    where ${schedules.doctorId} = ${appointments.doctorId}
      and ${scheduleDays.day}::text = to_char(${appointments.date}, 'FMDay')
      and ${appointments.time} >= ${scheduleDays.from}
      and ${appointments.endsAt} <= ${appointments.date} + ${scheduleDays.to})`;
  const where = and(
    eq(appointments.doctorId, doctorId),
    inArray(appointments.status, ['pending', 'confirmed']),
    sql`(${appointments.date}, ${appointments.time}) >= (${clock.date}::date, ${clock.time}::time)`,
    // A doctor who never saved a schedule works the default week; only a saved one can leave bookings outside.
    sql`exists (select 1 from ${schedules} where ${schedules.doctorId} = ${appointments.doctorId})`,
    sql`not ${covered}`,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: appointments.id, fullName: patients.fullName, date: appointments.date, time: appointments.time, status: appointments.status })
      .from(appointments)
      .innerJoin(patients, eq(patients.id, appointments.patientId))
      .where(where)
      .orderBy(asc(appointments.date), asc(appointments.time), asc(appointments.id))
      .limit(limit),
    db.select({ total: sql<number>`count(*)::int` }).from(appointments).where(where),
  ]);
  return { rows, total };
}
