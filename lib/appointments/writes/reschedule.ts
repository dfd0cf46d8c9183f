import 'server-only';
import { eq } from 'drizzle-orm';
import { endOfVisit, isPast, todayIso } from '@/lib/clinic-time';
import { appointments, appointmentStatusChanges, patients } from '@/lib/db/schema';
import type { AppointmentStatus } from '@/lib/db/schema/enums';
import type { Db } from '@/lib/db/types';
import { mayReschedule, startWords } from '@/lib/appointments/rules/reschedule';
import { toHms } from '@/lib/clinic-time/time-of-day';
import { withinHours, type FreeSlot } from '@/lib/appointments/rules/booking';
import { appointmentRecordColumns, toAppointmentRecord, type AppointmentRecord } from '@/lib/appointments/queries/appointments';
import { outOfHoursMessage, slotWords, takenMessage } from './booking';
import { bookableDoctors, nextFreeSlotsOf, type Bookable } from '@/lib/appointments/queries/free-slots';
import { isExclusionViolation } from '@/lib/db/pg-errors';
import { supersedeReminders } from '@/lib/reminders/writes';

/** A visit's start, the clinic's wall clock: YYYY-MM-DD and HH:MM:SS. */
export interface VisitStart {
  date: string;
  time: string;
}

export type RescheduleResult =
  | { ok: true; appointment: AppointmentRecord; from: VisitStart }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'not-allowed'; status: AppointmentStatus }
  | { ok: false; reason: 'unchanged' | 'past' | 'doctor-inactive'; message: string }
  | { ok: false; reason: 'out-of-hours' | 'taken'; message: string; nextFreeSlots: FreeSlot[] };

/** Thrown inside the transaction to undo it when the new time clashes: the refusal then reads the free times. */
class Refused extends Error {
  constructor(readonly reason: 'out-of-hours' | 'taken') {
    super(reason);
  }
}

/**
 * Moves a pending or confirmed appointment to another start, with its own doctor, by the booking's rules: not in
 * the past, inside the doctor's hours for that weekday, and over none of their bookings (the database's exclusion
 * constraint decides, so two moves into one slot at once cannot both win). The visit then lasts the doctor's
 * per-patient time, as a new booking would. In one transaction, under the appointment's row lock: the move, its
 * line in the status history (the status stays; the old and new start are recorded) and its reminders superseded
 * (the job reminds the patient of the new time, lib/reminders/writes.ts), and the caller's audit line (`onMoved`).
 * A clash or a time outside the hours answers the doctor's next free times from the time asked, this appointment's
 * own slot counted free. `changedById` is the doctor who moved it, for the history.
 */
export async function rescheduleAppointment(
  db: Db,
  { id, date, time, changedById, now = new Date() }: { id: number; date: string; time: string; changedById: number | null; now?: Date },
  { onMoved }: { onMoved?: (tx: Db, moved: { appointment: AppointmentRecord; from: VisitStart }) => Promise<void> } = {},
): Promise<RescheduleResult> {
  const to = { date, time: toHms(time) };
  let doctor: Bookable | undefined;
  try {
    return await db.transaction(async (tx): Promise<RescheduleResult> => {
      const [row] = await tx
        .select(appointmentRecordColumns)
        .from(appointments)
        .innerJoin(patients, eq(patients.id, appointments.patientId))
        .where(eq(appointments.id, id))
        .for('update', { of: appointments });
      if (!row) return { ok: false, reason: 'not-found' };
      const current = toAppointmentRecord(row, todayIso(now));
      if (!mayReschedule(current.status)) return { ok: false, reason: 'not-allowed', status: current.status };
      const from = { date: current.date, time: current.time };
      if (from.date === to.date && toHms(from.time) === to.time) {
        return { ok: false, reason: 'unchanged', message: `Appointment ${id} is already on ${startWords(to)}: choose another time.` };
      }
      if (isPast(to.date, to.time, now)) return { ok: false, reason: 'past', message: `${slotWords(to.date, to.time)} has passed: choose a time from now on.` };
      [doctor] = await bookableDoctors(tx, current.doctorId);
      if (!doctor) {
        return {
          ok: false,
          reason: 'doctor-inactive',
          message: `${current.doctorName}'s account is not active: cancel this appointment and book the patient with another doctor.`,
        };
      }
      if (!withinHours(doctor.hours, to.date, to.time)) throw new Refused('out-of-hours');
      const endsAt = endOfVisit(to.date, to.time, doctor.hours.perPatientTime);
      try {
        // A savepoint: a clash undoes only the move, and the refusal below reads the free times in a sound transaction.
        await tx.transaction((savepoint) => savepoint.update(appointments).set({ date: to.date, time: to.time, endsAt }).where(eq(appointments.id, id)));
      } catch (error) {
        if (isExclusionViolation(error)) throw new Refused('taken');
        throw error;
      }
      await tx.insert(appointmentStatusChanges).values({
        appointmentId: id,
        fromStatus: current.status,
        toStatus: current.status,
        changedById,
        fromStart: `${from.date} ${toHms(from.time)}`,
        toStart: `${to.date} ${to.time}`,
      });
      await supersedeReminders(tx, { appointmentId: id, now, reason: `Not sent: the appointment was moved to ${startWords(to)}` });
      const appointment: AppointmentRecord = { ...current, ...to, endsAt };
      await onMoved?.(tx, { appointment, from });
      return { ok: true, appointment, from };
    });
  } catch (error) {
    if (!(error instanceof Refused) || !doctor) throw error;
    const nextFreeSlots = await nextFreeSlotsOf(db, [doctor], to, now, { except: id });
    const message = error.reason === 'out-of-hours' ? outOfHoursMessage(doctor, to) : takenMessage(doctor, to);
    return { ok: false, reason: error.reason, message, nextFreeSlots };
  }
}
