import 'server-only';
import { and, asc, eq, inArray, isNull, lt, lte, notExists, sql } from 'drizzle-orm';
import { clinicInstant, clinicWallStamp } from '@/lib/clinic-time';
import { appointmentReminders, appointments, doctors, patients, REMINDER_CHANNELS } from '@/lib/db/schema';
import type { AppointmentStatus } from '@/lib/db/schema/enums';
import type { ReminderChannel, ReminderState } from '@/lib/db/schema/reminders';
import type { Db } from '@/lib/db/types';
import { NOT_CONFIGURED, reminderAddress } from '@/lib/reminders/contact';
import { doctorDisplayName } from '@/lib/staff/queries/doctor-name';

/** The states whose appointment still gets a reminder; any other (arrived, completed, cancelled, no-show) gets none. */
export const REMINDED_STATUSES = ['pending', 'confirmed'] as const satisfies readonly AppointmentStatus[];

/** A row for the visit's time as it stands (not superseded by a reschedule): the partial unique key's predicate. */
const current = isNull(appointmentReminders.supersededAt);

/** Tries per reminder before it fails for good. */
export const REMINDER_MAX_ATTEMPTS = 3;

/** The wait before try n+1 after n failed tries: 5 minutes, then 15 (× 3 each time). */
export const retryDelayMs = (failedAttempts: number): number => 5 * 60_000 * 3 ** (failedAttempts - 1);

/**
 * Queues the reminders of appointments that start within the lead window (after `now`, at most `leadHours`
 * later), pending or confirmed, not queued yet: one row per channel, `limit` appointments a call (the next pass
 * takes the rest). The window is a range of `appointments_date_time_id_idx`; "not queued yet" one probe of the
 * unique key per appointment. A channel the patient has no contact for, or that nothing is configured to send
 * (`channels`), is recorded as skipped with the reason, so it is never queued again and the visit page says
 * why. The unique (appointment, channel) key of the current rows makes a second server's insert of the same rows
 * a no-op. Rows superseded by a reschedule were for the visit's old time: they do not count as queued.
 */
export async function enqueueDueReminders(
  db: Db,
  { now, leadHours, limit, channels }: { now: Date; leadHours: number; limit: number; channels: Readonly<Record<ReminderChannel, boolean>> },
): Promise<{ queued: number; skipped: number }> {
  const from = clinicWallStamp(now);
  const to = clinicWallStamp(new Date(now.getTime() + leadHours * 3_600_000));
  const start = sql`(${appointments.date} + ${appointments.time})`;
  const candidates = await db
    .select({
      id: appointments.id,
      date: appointments.date,
      time: appointments.time,
      phone: patients.phone,
      email: patients.email,
    })
    .from(appointments)
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .where(
      and(
        // The date bounds let the index find the range; the wall-clock comparison is the exact window.
        sql`${appointments.date} between ${from.slice(0, 10)} and ${to.slice(0, 10)}`,
        sql`${start} > ${from}::timestamp and ${start} <= ${to}::timestamp`,
        inArray(appointments.status, REMINDED_STATUSES),
        notExists(db.select({ one: sql`1` }).from(appointmentReminders).where(and(eq(appointmentReminders.appointmentId, appointments.id), current))),
      ),
    )
    .orderBy(asc(appointments.date), asc(appointments.time), asc(appointments.id))
    .limit(limit);
  if (candidates.length === 0) return { queued: 0, skipped: 0 };

  const rows = candidates.flatMap((appointment) => {
    const dueAt = new Date(clinicInstant(appointment.date, appointment.time).getTime() - leadHours * 3_600_000);
    return REMINDER_CHANNELS.map((channel) => {
      const address = reminderAddress(channel, appointment);
      const reason = !address.ok ? address.reason : channels[channel] ? null : NOT_CONFIGURED[channel];
      return {
        appointmentId: appointment.id,
        channel,
        state: (reason ? 'skipped' : 'queued') as ReminderState,
        dueAt,
        nextAttemptAt: dueAt,
        lastError: reason,
        recipient: address.ok ? address.to : null,
      };
    });
  });
  const inserted = await db
    .insert(appointmentReminders)
    .values(rows)
    .onConflictDoNothing({ target: [appointmentReminders.appointmentId, appointmentReminders.channel], where: current })
    .returning({ state: appointmentReminders.state });
  return {
    queued: inserted.filter((row) => row.state === 'queued').length,
    skipped: inserted.filter((row) => row.state === 'skipped').length,
  };
}

/** What a pass needs to send one claimed reminder, read at send time (a corrected phone number is used). */
export interface ClaimedReminder {
  id: number;
  channel: ReminderChannel;
  attempts: number;
  appointmentId: number;
  status: AppointmentStatus;
  date: string;
  time: string;
  firstName: string;
  phone: string;
  email: string | null;
  doctorName: string;
}

/**
 * Claims up to `limit` queued reminders whose time has come: in one transaction, `FOR UPDATE SKIP LOCKED` picks
 * rows no other pass holds, and they become 'sending' (one more attempt, claimed now) before the transaction
 * commits. Only then does the caller send, so a second server (or this one after a restart) never sees them as
 * queued: a reminder is sent at most once.
 */
export async function claimDueReminders(db: Db, { now, limit }: { now: Date; limit: number }): Promise<ClaimedReminder[]> {
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: appointmentReminders.id })
      .from(appointmentReminders)
      .where(and(eq(appointmentReminders.state, 'queued'), lte(appointmentReminders.nextAttemptAt, now)))
      .orderBy(asc(appointmentReminders.nextAttemptAt), asc(appointmentReminders.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(appointmentReminders)
      .set({ state: 'sending', claimedAt: now, attempts: sql`${appointmentReminders.attempts} + 1` })
      .where(and(inArray(appointmentReminders.id, due.map((row) => row.id)), eq(appointmentReminders.state, 'queued')))
      .returning({ id: appointmentReminders.id });
  });
  if (claimed.length === 0) return [];
  return db
    .select({
      id: appointmentReminders.id,
      channel: appointmentReminders.channel,
      attempts: appointmentReminders.attempts,
      appointmentId: appointments.id,
      status: appointments.status,
      date: appointments.date,
      time: appointments.time,
      firstName: patients.firstName,
      phone: patients.phone,
      email: patients.email,
      doctorName: doctorDisplayName(),
    })
    .from(appointmentReminders)
    .innerJoin(appointments, eq(appointments.id, appointmentReminders.appointmentId))
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .where(inArray(appointmentReminders.id, claimed.map((row) => row.id)))
    .orderBy(asc(appointmentReminders.id));
}

/** Only a row still 'sending' is finished: one the lease already failed stays failed. */
const stillSending = (id: number) => and(eq(appointmentReminders.id, id), eq(appointmentReminders.state, 'sending'));

export async function recordReminderSent(db: Db, { id, to, now }: { id: number; to: string; now: Date }): Promise<void> {
  await db.update(appointmentReminders).set({ state: 'sent', sentAt: now, lastError: null, recipient: to }).where(stillSending(id));
}

export async function recordReminderSkipped(db: Db, { id, reason }: { id: number; reason: string }): Promise<void> {
  await db.update(appointmentReminders).set({ state: 'skipped', lastError: reason }).where(stillSending(id));
}

/**
 * A try that failed: queued again after the backoff while tries are left, else failed for good. Returns which.
 */
export async function recordReminderFailure(
  db: Db,
  { id, attempts, reason, now }: { id: number; attempts: number; reason: string; now: Date },
): Promise<'retrying' | 'failed'> {
  if (attempts >= REMINDER_MAX_ATTEMPTS) {
    await db.update(appointmentReminders).set({ state: 'failed', lastError: `${reason} (${attempts} tries)` }).where(stillSending(id));
    return 'failed';
  }
  const nextAttemptAt = new Date(now.getTime() + retryDelayMs(attempts));
  await db.update(appointmentReminders).set({ state: 'queued', nextAttemptAt, lastError: reason }).where(stillSending(id));
  return 'retrying';
}

/** How long a claimed reminder may stay 'sending': far longer than a send (10 s timeout) times a batch. */
export const REMINDER_LEASE_MS = 15 * 60_000;

export const INTERRUPTED_REASON = 'Interrupted while sending (the server stopped); not tried again, so that it is never sent twice';

/**
 * Fails, for good, reminders left 'sending' past the lease: their server stopped between the claim and the
 * record of the outcome, so whether the gateway took the message is unknown. Sending again could remind the
 * patient twice; the choice is at most once, and the visit page says it failed and why.
 */
export async function failInterruptedReminders(db: Db, { now }: { now: Date }): Promise<number> {
  const failed = await db
    .update(appointmentReminders)
    .set({ state: 'failed', lastError: INTERRUPTED_REASON })
    .where(and(eq(appointmentReminders.state, 'sending'), lt(appointmentReminders.claimedAt, new Date(now.getTime() - REMINDER_LEASE_MS))))
    .returning({ id: appointmentReminders.id });
  return failed.length;
}

/** True when the visit's start (clinic wall clock) is after `now`. */
export const startsAfter = (date: string, time: string, now: Date): boolean => clinicInstant(date, time).getTime() > now.getTime();

/**
 * The visit moved (a reschedule): its reminders so far were for the old time. Those still queued (waiting for their
 * time, or for another try) are never sent, with `reason` saying why; every current row becomes superseded, kept as
 * the record of what went out. The next pass queues new ones for the new time once it is within the lead, due the
 * lead before the new start: a patient reminded of the old time is reminded of the new one. In the reschedule's
 * transaction, so a visit is never left with rows for a time it no longer has.
 */
export async function supersedeReminders(db: Db, { appointmentId, now, reason }: { appointmentId: number; now: Date; reason: string }): Promise<void> {
  const ofThisVisit = and(eq(appointmentReminders.appointmentId, appointmentId), current);
  await db.update(appointmentReminders).set({ state: 'skipped', lastError: reason }).where(and(ofThisVisit, eq(appointmentReminders.state, 'queued')));
  await db.update(appointmentReminders).set({ supersededAt: now }).where(ofThisVisit);
}
