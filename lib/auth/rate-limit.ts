import 'server-only';
import { and, asc, eq, gt, max } from 'drizzle-orm';
import { loginAttempts } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

/** After this many failed sign-ins for one email from one address within the window, further tries are refused. */
export const MAX_FAILED_LOGINS = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export type LoginAllowance = { allowed: true } | { allowed: false; retryAfterMinutes: number };

export function tooManyAttemptsMessage(minutes: number) {
  return `Too many attempts. Try again in ${minutes} minutes.`;
}

/**
 * Counts the failures for (email, ip) inside the window since the last success. The rows live in the
 * database so that the limit holds across server instances.
 */
export async function checkLoginAllowed(db: Db, email: string, ip: string, now = new Date()): Promise<LoginAllowance> {
  const key = and(eq(loginAttempts.email, email.toLowerCase()), eq(loginAttempts.ip, ip));
  const windowStart = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const [lastSuccess] = await db
    .select({ at: max(loginAttempts.attemptedAt) })
    .from(loginAttempts)
    .where(and(key, eq(loginAttempts.succeeded, true), gt(loginAttempts.attemptedAt, windowStart)));
  const since = lastSuccess?.at && lastSuccess.at > windowStart ? lastSuccess.at : windowStart;
  const failures = await db
    .select({ at: loginAttempts.attemptedAt })
    .from(loginAttempts)
    .where(and(key, eq(loginAttempts.succeeded, false), gt(loginAttempts.attemptedAt, since)))
    .orderBy(asc(loginAttempts.attemptedAt));
  if (failures.length < MAX_FAILED_LOGINS) return { allowed: true };
  // Allowed again once enough failures have left the window to bring the count under the limit.
  const freeAt = failures[failures.length - MAX_FAILED_LOGINS].at.getTime() + LOGIN_WINDOW_MS;
  return { allowed: false, retryAfterMinutes: Math.max(1, Math.ceil((freeAt - now.getTime()) / 60000)) };
}

export async function recordLoginAttempt(db: Db, email: string, ip: string, succeeded: boolean, now = new Date()) {
  await db.insert(loginAttempts).values({ email: email.toLowerCase(), ip, succeeded, attemptedAt: now });
}
