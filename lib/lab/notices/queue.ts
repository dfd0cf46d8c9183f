import 'server-only';
import { and, asc, eq, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { doctors, labCriticalNotices, labOrders, labResults, patients, REMINDER_CHANNELS } from '@/lib/db/schema';
import type { ReminderChannel, ReminderState } from '@/lib/db/schema/reminders';
import type { Db } from '@/lib/db/types';
import { NOT_CONFIGURED } from '@/lib/reminders/contact';
import { isCritical, RESULT_FLAGS } from '@/lib/lab/rules/states';
import { doctorAddress } from './address';

/** Tries per notice before it fails for good. */
export const NOTICE_MAX_ATTEMPTS = 3;

/** The wait before try n+1 after n failed tries: 1 minute, then 3. A critical result does not wait long. */
export const noticeRetryDelayMs = (failedAttempts: number): number => 60_000 * 3 ** (failedAttempts - 1);

/** How long a claimed notice may stay 'sending': far longer than a send (10 s timeout) times a batch. */
export const NOTICE_LEASE_MS = 15 * 60_000;

export const INTERRUPTED_NOTICE = 'Interrupted while sending (the server stopped); not tried again, so that it is never sent twice';
export const REPLACED_NOTICE = 'Not sent: an amendment of the order queued a new notice';

const CRITICAL_FLAGS = RESULT_FLAGS.filter(isCritical);

/** The order has a current (not amended away) result flagged Critical. */
export const hasCriticalResult = (orderId: typeof labOrders.id): SQL =>
  sql`exists (select 1 from ${labResults} where ${labResults.orderId} = ${orderId} and ${labResults.supersededAt} is null and ${inArray(labResults.flag, CRITICAL_FLAGS)})`;

/**
 * Queues the critical notice of a released order, once: when a current result is Critical and the order's notice
 * has not been queued since its release or last amendment (`critical_notice_at` is null, which an amendment resets).
 * Setting `critical_notice_at` is the claim, in one statement, so two callers at once queue it once. One row per
 * channel: queued, or skipped with the reason when the channel is not configured (`channels`, as the reminders are)
 * or the doctor has no number. A notice of an earlier amendment still waiting is not sent: this one replaces it.
 * Answers how many were queued and skipped (none for an order ordered by another system: no doctor to tell).
 */
export async function queueCriticalNotice(
  db: Db,
  orderId: number,
  { now, channels }: { now: Date; channels: Readonly<Record<ReminderChannel, boolean>> },
): Promise<{ queued: number; skipped: number }> {
  const [claimed] = await db
    .update(labOrders)
    .set({ criticalNoticeAt: now })
    .where(
      and(
        eq(labOrders.id, orderId),
        eq(labOrders.status, 'released'),
        isNull(labOrders.criticalNoticeAt),
        sql`${labOrders.orderedById} is not null`,
        hasCriticalResult(labOrders.id),
      ),
    )
    .returning({ doctorId: labOrders.orderedById });
  if (!claimed?.doctorId) return { queued: 0, skipped: 0 };
  const [doctor] = await db.select({ phone: doctors.phone, email: doctors.email, status: doctors.status }).from(doctors).where(eq(doctors.id, claimed.doctorId));
  await db
    .update(labCriticalNotices)
    .set({ state: 'skipped', lastError: REPLACED_NOTICE })
    .where(and(eq(labCriticalNotices.orderId, orderId), eq(labCriticalNotices.state, 'queued')));
  const rows = REMINDER_CHANNELS.map((channel) => {
    const address = doctorAddress(channel, doctor);
    const reason = !address.ok ? address.reason : channels[channel] ? null : NOT_CONFIGURED[channel];
    return {
      orderId,
      doctorId: claimed.doctorId!,
      channel,
      state: (reason ? 'skipped' : 'queued') as ReminderState,
      nextAttemptAt: now,
      lastError: reason,
      recipient: address.ok ? address.to : null,
      createdAt: now,
    };
  });
  await db.insert(labCriticalNotices).values(rows);
  return { queued: rows.filter((row) => row.state === 'queued').length, skipped: rows.filter((row) => row.state === 'skipped').length };
}

/** What a pass needs to send one claimed notice, read at send time (a corrected phone number is used). */
export interface ClaimedNotice {
  id: number;
  channel: ReminderChannel;
  attempts: number;
  orderId: number;
  orderNumber: number;
  stillCritical: boolean;
  patientId: number;
  patientNumber: number;
  doctor: { firstName: string; lastName: string; phone: string; email: string; status: string };
}

/**
 * Claims up to `limit` queued notices whose time has come: in one transaction, `FOR UPDATE SKIP LOCKED` picks rows
 * no other pass holds, and they become 'sending' (one more try, claimed now) before it commits. Only then does the
 * caller send, so a second pass or server never sees them as queued: a notice is sent at most once.
 */
export async function claimDueNotices(db: Db, { now, limit }: { now: Date; limit: number }): Promise<ClaimedNotice[]> {
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: labCriticalNotices.id })
      .from(labCriticalNotices)
      .where(and(eq(labCriticalNotices.state, 'queued'), lte(labCriticalNotices.nextAttemptAt, now)))
      .orderBy(asc(labCriticalNotices.nextAttemptAt), asc(labCriticalNotices.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(labCriticalNotices)
      .set({ state: 'sending', claimedAt: now, attempts: sql`${labCriticalNotices.attempts} + 1` })
      .where(and(inArray(labCriticalNotices.id, due.map((row) => row.id)), eq(labCriticalNotices.state, 'queued')))
      .returning({ id: labCriticalNotices.id });
  });
  if (claimed.length === 0) return [];
  const rows = await db
    .select({
      id: labCriticalNotices.id,
      channel: labCriticalNotices.channel,
      attempts: labCriticalNotices.attempts,
      orderId: labOrders.id,
      orderNumber: labOrders.number,
      stillCritical: sql<boolean>`${hasCriticalResult(labOrders.id)}`,
      patientId: patients.id,
      patientNumber: patients.patientNumber,
      doctor: { firstName: doctors.firstName, lastName: doctors.lastName, phone: doctors.phone, email: doctors.email, status: doctors.status },
    })
    .from(labCriticalNotices)
    .innerJoin(labOrders, eq(labOrders.id, labCriticalNotices.orderId))
    .innerJoin(patients, eq(patients.id, labOrders.patientId))
    .innerJoin(doctors, eq(doctors.id, labCriticalNotices.doctorId))
    .where(inArray(labCriticalNotices.id, claimed.map((row) => row.id)))
    .orderBy(asc(labCriticalNotices.id));
  return rows;
}

/** Only a row still 'sending' is finished: one the lease already failed stays failed. */
const stillSending = (id: number) => and(eq(labCriticalNotices.id, id), eq(labCriticalNotices.state, 'sending'));

export async function recordNoticeSent(db: Db, { id, to, now }: { id: number; to: string; now: Date }): Promise<void> {
  await db.update(labCriticalNotices).set({ state: 'sent', sentAt: now, lastError: null, recipient: to }).where(stillSending(id));
}

export async function recordNoticeSkipped(db: Db, { id, reason }: { id: number; reason: string }): Promise<void> {
  await db.update(labCriticalNotices).set({ state: 'skipped', lastError: reason }).where(stillSending(id));
}

/** A try that failed: queued again after the backoff while tries are left, else failed for good. Returns which. */
export async function recordNoticeFailure(
  db: Db,
  { id, attempts, reason, now }: { id: number; attempts: number; reason: string; now: Date },
): Promise<'retrying' | 'failed'> {
  if (attempts >= NOTICE_MAX_ATTEMPTS) {
    await db.update(labCriticalNotices).set({ state: 'failed', lastError: `${reason} (${attempts} tries)` }).where(stillSending(id));
    return 'failed';
  }
  const nextAttemptAt = new Date(now.getTime() + noticeRetryDelayMs(attempts));
  await db.update(labCriticalNotices).set({ state: 'queued', nextAttemptAt, lastError: reason }).where(stillSending(id));
  return 'retrying';
}

/**
 * Fails, for good, notices left 'sending' past the lease: their server stopped between the claim and the record of
 * the outcome, so whether the gateway took the message is unknown. As with the reminders the choice is at most once.
 */
export async function failInterruptedNotices(db: Db, { now }: { now: Date }): Promise<number> {
  const failed = await db
    .update(labCriticalNotices)
    .set({ state: 'failed', lastError: INTERRUPTED_NOTICE })
    .where(and(eq(labCriticalNotices.state, 'sending'), lt(labCriticalNotices.claimedAt, new Date(now.getTime() - NOTICE_LEASE_MS))))
    .returning({ id: labCriticalNotices.id });
  return failed.length;
}
