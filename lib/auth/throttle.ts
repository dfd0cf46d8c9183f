import 'server-only';
import { and, asc, count, eq, gt, lt } from 'drizzle-orm';
import { throttleEvents } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

/** How many requests a key may make per window before it is held back, and the window's length. */
export interface ThrottleRule {
  name: string;
  limit: number;
  windowMs: number;
}

const MINUTE = 60 * 1000;

/** Reset mails: a few per account, so nobody floods a doctor's inbox; more per address, as a clinic's staff may share one. */
export const RESET_PER_EMAIL: ThrottleRule = { name: 'reset-email', limit: 3, windowMs: 15 * MINUTE };
export const RESET_PER_ADDRESS: ThrottleRule = { name: 'reset-address', limit: 20, windowMs: 15 * MINUTE };
/** Signups from one address in an hour: a clinic's staff behind one intranet address may all sign up on day one. */
export const SIGNUP_PER_ADDRESS: ThrottleRule = { name: 'signup-address', limit: 20, windowMs: 60 * MINUTE };
/**
 * Tries of the set-up screen from one address. It succeeds once in a database's life; the limit only holds
 * back whoever would keep the server hashing passwords before that.
 */
export const SETUP_PER_ADDRESS: ThrottleRule = { name: 'setup-address', limit: 10, windowMs: 15 * MINUTE };

/** Completed password resets (a link's new password) from one address. */
export const RESET_COMPLETE_PER_ADDRESS: ThrottleRule = { name: 'reset-complete-address', limit: 20, windowMs: 15 * MINUTE };
/**
 * "Authentication code" tries from one address, over every pending sign-in and every account: each pending
 * sign-in also takes only a few (lib/auth/pending-sign-in.ts), and each account a few wrong ones whatever the
 * address (lib/auth/code-limit.ts). A known browser of the account is not held by it (lib/auth/known-browser.ts):
 * someone else behind the clinic's one address could fill it.
 */
export const SIGN_IN_CODE_PER_ADDRESS: ThrottleRule = { name: 'sign-in-code-address', limit: 30, windowMs: 15 * MINUTE };

export type Throttle = { allowed: true } | { allowed: false; retryAfterMinutes: number };

/**
 * Counts one request for `value` under `rule` and says whether it may go ahead: the first `limit` requests
 * in any window pass, further ones are held until the oldest leaves the window. A refused request is not
 * counted, so waiting always frees the key.
 */
export async function takeThrottle(db: Db, rule: ThrottleRule, value: string, now = new Date()): Promise<Throttle> {
  const key = `${rule.name}:${value.toLowerCase()}`;
  const windowStart = new Date(now.getTime() - rule.windowMs);
  const recent = and(eq(throttleEvents.key, key), gt(throttleEvents.at, windowStart));
  const [{ value: used }] = await db.select({ value: count() }).from(throttleEvents).where(recent);
  if (used >= rule.limit) {
    const [oldest] = await db.select({ at: throttleEvents.at }).from(throttleEvents).where(recent).orderBy(asc(throttleEvents.at)).limit(1);
    const freeAt = oldest.at.getTime() + rule.windowMs;
    return { allowed: false, retryAfterMinutes: Math.max(1, Math.ceil((freeAt - now.getTime()) / MINUTE)) };
  }
  await db.insert(throttleEvents).values({ key, at: now });
  // Events older than a day count for nothing.
  await db.delete(throttleEvents).where(lt(throttleEvents.at, new Date(now.getTime() - 24 * 60 * MINUTE)));
  return { allowed: true };
}
