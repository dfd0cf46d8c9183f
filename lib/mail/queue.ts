import 'server-only';
import { and, asc, eq, gt, inArray, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import { queuedMails, type MailKind } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { getEnv } from '@/lib/env';
import type { Mail } from './outbox';
import { sealMail } from './sealed-mail';

/** Tries per mail before it fails for good (its give-up time may come first). */
export const MAIL_MAX_ATTEMPTS = 5;

/** The wait before try n+1 after n failed tries: 1 minute, then 2, 4, 8. A person is waiting for the mail. */
export const mailRetryDelayMs = (failedAttempts: number): number => 60_000 * 2 ** (failedAttempts - 1);

/** How long a claimed mail may stay 'sending': far longer than one SMTP exchange times a batch. */
export const MAIL_LEASE_MS = 5 * 60_000;

/** Mails sent per pass at most: a pass stays short however long the backlog. */
export const MAIL_BATCH_SIZE = 20;

/**
 * Queues a mail in the caller's transaction: it exists exactly when what it tells was committed (a reset link and
 * its token, say). Nothing is sent here; lib/mail/delivery.ts sends it.
 */
export async function queueMail(
  db: Db,
  input: { kind: MailKind; doctorId: number | null; mail: Mail; giveUpAfterMs: number; now?: Date; sessionSecret?: string },
): Promise<number> {
  const now = input.now ?? new Date();
  const [row] = await db
    .insert(queuedMails)
    .values({
      kind: input.kind,
      doctorId: input.doctorId,
      sealed: sealMail(input.mail, input.sessionSecret ?? getEnv().SESSION_SECRET),
      nextAttemptAt: now,
      giveUpAt: new Date(now.getTime() + input.giveUpAfterMs),
      createdAt: now,
    })
    .returning({ id: queuedMails.id });
  return row!.id;
}

/** A claimed mail: still sealed; the pass opens it just before sending. */
export interface ClaimedMail {
  id: number;
  kind: MailKind;
  sealed: string | null;
  attempts: number;
}

/**
 * Claims up to `limit` queued mails whose time has come: `FOR UPDATE SKIP LOCKED` picks rows no other pass holds,
 * and they become 'sending' (one more try, claimed now) before the transaction commits. Only then does the caller
 * send, so two servers never send one mail.
 */
export async function claimDueMails(db: Db, { now, limit }: { now: Date; limit: number }): Promise<ClaimedMail[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: queuedMails.id })
      .from(queuedMails)
      .where(and(eq(queuedMails.state, 'queued'), lte(queuedMails.nextAttemptAt, now)))
      .orderBy(asc(queuedMails.nextAttemptAt), asc(queuedMails.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const claimed = await tx
      .update(queuedMails)
      .set({ state: 'sending', claimedAt: now, attempts: sql`${queuedMails.attempts} + 1` })
      .where(and(inArray(queuedMails.id, due.map((row) => row.id)), eq(queuedMails.state, 'queued')))
      .returning({ id: queuedMails.id, kind: queuedMails.kind, sealed: queuedMails.sealed, attempts: queuedMails.attempts });
    return claimed.sort((a, b) => a.id - b.id);
  });
}

const stillSending = (id: number) => and(eq(queuedMails.id, id), eq(queuedMails.state, 'sending'));

/** Sent: the sealed text goes (a reset link has no business staying in the table once it is out). */
export async function recordMailSent(db: Db, { id, now }: { id: number; now: Date }): Promise<void> {
  await db.update(queuedMails).set({ state: 'sent', sentAt: now, sealed: null, lastError: null }).where(stillSending(id));
}

/** A try that failed: queued again after the backoff while tries and time are left, else failed for good. */
export async function recordMailFailure(
  db: Db,
  { id, attempts, reason, now }: { id: number; attempts: number; reason: string; now: Date },
): Promise<'retrying' | 'failed'> {
  const nextAttemptAt = new Date(now.getTime() + mailRetryDelayMs(attempts));
  const [retrying] =
    attempts < MAIL_MAX_ATTEMPTS
      ? await db
          .update(queuedMails)
          .set({ state: 'queued', nextAttemptAt, lastError: reason })
          .where(and(stillSending(id), gt(queuedMails.giveUpAt, nextAttemptAt)))
          .returning({ id: queuedMails.id })
      : [];
  if (retrying) return 'retrying';
  await db.update(queuedMails).set({ state: 'failed', sealed: null, lastError: `${reason} (${attempts} tries)` }).where(stillSending(id));
  return 'failed';
}

/** A mail that cannot be opened (SESSION_SECRET changed since it was queued) fails for good at once. */
export async function recordMailUnreadable(db: Db, { id }: { id: number }): Promise<void> {
  await db
    .update(queuedMails)
    .set({ state: 'failed', sealed: null, lastError: 'The queued mail could not be opened (SESSION_SECRET changed since it was queued)' })
    .where(stillSending(id));
}

export const NOT_SENT_IN_TIME = 'Not sent in time';
export const INTERRUPTED_MAIL = 'Interrupted while sending (the server stopped)';

/**
 * Before a pass claims: queued mails past their give-up time fail (a reset link in them has expired), and mails
 * left 'sending' past the lease, whose server stopped between the claim and the outcome, are queued again. Such a
 * mail may reach its reader twice; that is the choice here, since a lost reset mail leaves a doctor locked out and
 * a second copy of it costs nothing.
 */
export async function settleStaleMails(db: Db, { now }: { now: Date }): Promise<{ gaveUp: number; requeued: number }> {
  const interrupted = and(eq(queuedMails.state, 'sending'), lt(queuedMails.claimedAt, new Date(now.getTime() - MAIL_LEASE_MS)));
  const gaveUp = await db
    .update(queuedMails)
    .set({ state: 'failed', sealed: null, lastError: NOT_SENT_IN_TIME })
    .where(and(lte(queuedMails.giveUpAt, now), or(eq(queuedMails.state, 'queued'), interrupted)))
    .returning({ id: queuedMails.id });
  const requeued = await db
    .update(queuedMails)
    .set({ state: 'queued', nextAttemptAt: now, lastError: INTERRUPTED_MAIL })
    .where(interrupted)
    .returning({ id: queuedMails.id });
  return { gaveUp: gaveUp.length, requeued: requeued.length };
}

/** Cancels the account's mails of `kind` that have not gone yet (a password change ends its waiting reset mails). */
export async function cancelQueuedMails(db: Db, { doctorId, kind }: { doctorId: number; kind: MailKind }): Promise<number> {
  const cancelled = await db
    .update(queuedMails)
    .set({ state: 'cancelled', sealed: null })
    .where(and(eq(queuedMails.doctorId, doctorId), eq(queuedMails.kind, kind), eq(queuedMails.state, 'queued')))
    .returning({ id: queuedMails.id });
  return cancelled.length;
}

/** Cancels one mail if it has not gone yet (an invitation withdrawn before its mail went). */
export async function cancelQueuedMail(db: Db, id: number): Promise<boolean> {
  const cancelled = await db
    .update(queuedMails)
    .set({ state: 'cancelled', sealed: null })
    .where(and(eq(queuedMails.id, id), eq(queuedMails.state, 'queued')))
    .returning({ id: queuedMails.id });
  return cancelled.length > 0;
}

/** How long the record of a finished mail (sent, failed, cancelled) is kept, for whoever looks into a lost mail. */
export const FINISHED_MAIL_KEPT_MS = 7 * 24 * 60 * 60_000;

/** Housekeeping: deletes the records of mails finished long ago. A mail still queued or sending is kept. */
export async function deleteFinishedMails(db: Db, { now }: { now: Date }): Promise<number> {
  const deleted = await db
    .delete(queuedMails)
    .where(and(notInArray(queuedMails.state, ['queued', 'sending']), lt(queuedMails.createdAt, new Date(now.getTime() - FINISHED_MAIL_KEPT_MS))))
    .returning({ id: queuedMails.id });
  return deleted.length;
}
