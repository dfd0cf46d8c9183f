import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { passwordResetTokens } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { getEnv } from '@/lib/env';
import { cancelQueuedMails, queueMail } from '@/lib/mail/queue';

export const RESET_TOKEN_LIFETIME_MS = 30 * 60 * 1000;

/** Only a hash of the token is stored: a copy of the table opens no account. */
function hashToken(token: string) {
  return createHash('sha256').update(token).digest('hex');
}

export async function createResetToken(db: Db, doctorId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResetTokens).values({
    doctorId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS),
  });
  return token;
}

/** Marks the token used and gives its doctor, in one statement so it can be used once only; null if unusable. */
export async function consumeResetToken(db: Db, token: string, now = new Date()): Promise<number | null> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ doctorId: passwordResetTokens.doctorId });
  return row?.doctorId ?? null;
}

/** The link a reset mail carries. It starts with APP_URL: a request's Host or X-Forwarded-* never shapes it. */
export function resetLink(token: string, appUrl = getEnv().APP_URL): string {
  const url = new URL('/reset-password', `${appUrl}/`);
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * A reset asked for by an account's owner: a new link, and its mail queued in the same transaction (sent after the
 * response, lib/mail/deliver-soon.ts), so that the answer never waits for the mail server. The mail gives up when
 * the link would have expired.
 */
export async function queueResetMail(db: Db, doctor: { id: number; email: string }, now = new Date()): Promise<void> {
  const token = await createResetToken(db, doctor.id, now);
  await queueMail(db, {
    kind: 'password-reset',
    doctorId: doctor.id,
    mail: {
      to: doctor.email,
      subject: 'Reset your HMS password',
      text: `Open this link within 30 minutes to choose a new password:\n${resetLink(token)}\n\nIf you did not ask for it, ignore this mail.`,
    },
    giveUpAfterMs: RESET_TOKEN_LIFETIME_MS,
    now,
  });
}

/**
 * Ends every reset link of the account, used or not, and cancels its reset mails not sent yet (one being sent as
 * this runs carries a link that no longer opens anything). Whatever sets a password calls it (lib/staff/writes/doctors.ts's
 * updateDoctorPassword): a link asked for before the change, or a second link beside the one just used, must not
 * open the account afterwards.
 */
export async function endResetLinks(db: Db, doctorId: number): Promise<void> {
  await cancelQueuedMails(db, { doctorId, kind: 'password-reset' });
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.doctorId, doctorId));
}

/** Housekeeping: links past their lifetime or used open nothing; their rows go. */
export async function deleteSpentResetLinks(db: Db, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(passwordResetTokens)
    .where(or(lt(passwordResetTokens.expiresAt, now), lt(passwordResetTokens.usedAt, now)))
    .returning({ id: passwordResetTokens.id });
  return deleted.length;
}
