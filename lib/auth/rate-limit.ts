import 'server-only';
import { and, desc, eq, gt, lt, max } from 'drizzle-orm';
import { loginAttempts } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

/** After this many failed sign-ins for one email from one address within the window, further tries are refused. */
export const MAX_FAILED_LOGINS = 5;
/** However many addresses an attacker rotates through, one account gets no more password checks than this. */
export const MAX_FAILED_LOGINS_PER_ACCOUNT = 10;
/**
 * Failed sign-ins from one address across every email: a clinic's staff behind one intranet address mistype
 * now and then, a guesser walking through emails soon stops.
 */
export const MAX_FAILED_LOGINS_PER_ADDRESS = 20;
/**
 * A known browser (lib/auth/known-browser.ts) is held back by its own failures only: as many as one email is
 * allowed from one address (5 per 15 minutes), wherever it connects from.
 */
export const MAX_FAILED_LOGINS_PER_KNOWN_BROWSER = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/**
 * Attempts are kept this long, then removed: the limits look back a day at most, and the Security page shows
 * an account's owner the failed ones of the last week.
 */
export const LOGIN_ATTEMPT_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/** The password checks only: wrong authentication codes have limits of their own (lib/auth/code-limit.ts). */
const PASSWORD = eq(loginAttempts.factor, 'password');

/** Which limit refused: the email's (from this address, any address or a known browser), or the address's across emails. */
export type LoginAllowance = { allowed: true } | { allowed: false; retryAfterMinutes: number; scope: 'email' | 'address' };

export function tooManyAttemptsMessage(minutes: number) {
  return `Too many attempts. Try again in ${minutes} minutes.`;
}

/**
 * Three limits, all kept in the database so that they hold across server instances: 5 failures for
 * (email, address) since that pair's last success (room for a doctor's typing slips, not for guessing); 10
 * failures for the email from any address, which a success does not reset, so that no rotation of addresses buys
 * more guesses; and 20 failures from the address across emails, so that no rotation of emails buys more password
 * checks.
 * A known browser of the account is held by none of them (anyone can fill them, and would lock the owner out
 * with them) but by its own 5 failures, which no stranger can add to.
 */
export async function checkLoginAllowed(db: Db, email: string, ip: string, now = new Date(), knownBrowser: string | null = null): Promise<LoginAllowance> {
  const windowStart = new Date(now.getTime() - LOGIN_WINDOW_MS);
  if (knownBrowser) {
    const failures = await failuresSince(db, and(eq(loginAttempts.knownBrowser, knownBrowser), gt(loginAttempts.attemptedAt, windowStart)), MAX_FAILED_LOGINS_PER_KNOWN_BROWSER);
    const freeAt = freedAt(failures, MAX_FAILED_LOGINS_PER_KNOWN_BROWSER);
    return freeAt <= now.getTime() ? { allowed: true } : { allowed: false, retryAfterMinutes: minutesUntil(freeAt, now), scope: 'email' };
  }
  const account = eq(loginAttempts.email, email.toLowerCase());
  const pair = and(account, eq(loginAttempts.ip, ip));
  const [lastSuccess] = await db
    .select({ at: max(loginAttempts.attemptedAt) })
    .from(loginAttempts)
    .where(and(pair, PASSWORD, eq(loginAttempts.succeeded, true), gt(loginAttempts.attemptedAt, windowStart)));
  const since = lastSuccess?.at && lastSuccess.at > windowStart ? lastSuccess.at : windowStart;
  const pairFailures = await failuresSince(db, and(pair, gt(loginAttempts.attemptedAt, since)), MAX_FAILED_LOGINS);
  const accountFailures = await failuresSince(db, and(account, gt(loginAttempts.attemptedAt, windowStart)), MAX_FAILED_LOGINS_PER_ACCOUNT);
  const addressFailures = await failuresSince(db, and(eq(loginAttempts.ip, ip), gt(loginAttempts.attemptedAt, windowStart)), MAX_FAILED_LOGINS_PER_ADDRESS);
  const emailFreeAt = Math.max(freedAt(pairFailures, MAX_FAILED_LOGINS), freedAt(accountFailures, MAX_FAILED_LOGINS_PER_ACCOUNT));
  const addressFreeAt = freedAt(addressFailures, MAX_FAILED_LOGINS_PER_ADDRESS);
  const freeAt = Math.max(emailFreeAt, addressFreeAt);
  if (freeAt <= now.getTime()) return { allowed: true };
  const scope = addressFreeAt > now.getTime() ? 'address' : 'email';
  return { allowed: false, retryAfterMinutes: minutesUntil(freeAt, now), scope };
}

/** The whole minutes until `freeAt`, at least one: what "Try again in N minutes." says. */
export const minutesUntil = (freeAt: number, now: Date) => Math.max(1, Math.ceil((freeAt - now.getTime()) / 60000));

/** The times of the newest `limit` failed password checks matching `where`, oldest first. */
async function failuresSince(db: Db, where: ReturnType<typeof and>, limit: number): Promise<Date[]> {
  const rows = await db
    .select({ at: loginAttempts.attemptedAt })
    .from(loginAttempts)
    .where(and(where, PASSWORD, eq(loginAttempts.succeeded, false)))
    .orderBy(desc(loginAttempts.attemptedAt))
    .limit(limit);
  return rows.map((row) => row.at).reverse();
}

/**
 * When the oldest of `limit` failures (the newest ones, oldest first) leaves a window of `windowMs`, bringing the
 * count under the limit; 0 while under it.
 */
export function freedAt(failures: Date[], limit: number, windowMs = LOGIN_WINDOW_MS): number {
  return failures.length < limit ? 0 : failures[0].getTime() + windowMs;
}

/** Records one password check, from a known browser or not, and removes attempts too old to keep. */
export async function recordLoginAttempt(db: Db, email: string, ip: string, succeeded: boolean, now = new Date(), knownBrowser: string | null = null) {
  await db.insert(loginAttempts).values({ email: email.toLowerCase(), ip, succeeded, attemptedAt: now, factor: 'password', knownBrowser });
  await forgetOldAttempts(db, now);
}

/** Removes attempts older than the retention, so that the table stays small. */
export async function forgetOldAttempts(db: Db, now = new Date()) {
  await db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, new Date(now.getTime() - LOGIN_ATTEMPT_RETENTION_MS)));
}
