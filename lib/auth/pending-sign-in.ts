import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { pendingSignIns } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

/** How long the second step waits for its code. */
export const PENDING_SIGN_IN_LIFETIME_MS = 5 * 60 * 1000;
/**
 * Codes one password sign-in may try; then the password is asked again. Each correct password makes a new pending
 * sign-in, so this alone limits nothing for whoever has the password: the account's limit on wrong codes
 * (lib/auth/code-limit.ts) spans all of them.
 */
export const PENDING_SIGN_IN_ATTEMPTS = 5;

export const PENDING_COOKIE_DEV = 'hms_pending_sign_in';
export const PENDING_COOKIE_SECURE = '__Host-hms_pending_sign_in';
export const pendingCookieName = (production = process.env.NODE_ENV === 'production') => (production ? PENDING_COOKIE_SECURE : PENDING_COOKIE_DEV);

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The state between a correct password and a correct code: a row bound to the account, named by a random
 * token the browser holds (only its hash is stored). No session exists until the code is right.
 */
export async function createPendingSignIn(db: Db, doctorId: number, next: string | null, now = new Date()) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + PENDING_SIGN_IN_LIFETIME_MS);
  // One pending sign-in per account: a new password sign-in replaces the one before; expired rows go.
  await db.delete(pendingSignIns).where(eq(pendingSignIns.doctorId, doctorId));
  await db.delete(pendingSignIns).where(lt(pendingSignIns.expiresAt, now));
  await db.insert(pendingSignIns).values({ tokenHash: hashToken(token), doctorId, next, createdAt: now, expiresAt });
  return { token, expiresAt };
}

export type PendingAttempt = { ok: true; id: number; doctorId: number; next: string | null } | { ok: false };

/**
 * Takes one attempt of the pending sign-in, counted before the code is checked (in one statement, so parallel
 * requests cannot share an attempt). Nothing when the token is unknown, expired or out of attempts.
 */
export async function takePendingAttempt(db: Db, token: string, now = new Date()): Promise<PendingAttempt> {
  const [row] = await db
    .update(pendingSignIns)
    .set({ attempts: sql`${pendingSignIns.attempts} + 1` })
    .where(and(eq(pendingSignIns.tokenHash, hashToken(token)), gt(pendingSignIns.expiresAt, now), lt(pendingSignIns.attempts, PENDING_SIGN_IN_ATTEMPTS)))
    .returning({ id: pendingSignIns.id, doctorId: pendingSignIns.doctorId, next: pendingSignIns.next });
  return row ? { ok: true, ...row } : { ok: false };
}

/** Ends the pending sign-in: it turned into a session, or it is spent. */
export async function deletePendingSignIn(db: Db, id: number) {
  await db.delete(pendingSignIns).where(eq(pendingSignIns.id, id));
}
