import 'server-only';
import { and, desc, eq, gt } from 'drizzle-orm';
import { loginAttempts } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { forgetOldAttempts, freedAt, minutesUntil } from './rate-limit';

const MINUTE = 60 * 1000;

/**
 * Wrong authentication codes an account takes, whatever the address and however many pending sign-ins (each new
 * password sign-in makes one): a few in a quarter hour, for a clinician who mistypes; and a day's cap, because a
 * six-digit code with one step either side accepted is 3 in a million a guess. At 30 a day that is under 4 % a
 * year, for someone who already has the password, while every guess shows on the owner's Security page. A known
 * browser (lib/auth/known-browser.ts) has the same limits of its own instead, so that whoever holds the
 * password cannot shut the owner out with wrong codes.
 */
export const CODE_LIMITS = [
  { limit: 10, windowMs: 15 * MINUTE },
  { limit: 30, windowMs: 24 * 60 * MINUTE },
] as const;

export interface CodeTry {
  /** The account's email, as stored. */
  email: string;
  ip: string;
  /** This browser's id when it is a known browser of the account. */
  knownBrowser: string | null;
}

export type CodeAttempt = { allowed: true; id: number } | { allowed: false; retryAfterMinutes: number };

/**
 * Takes one code try: recorded as a wrong code first and counted with it, so that requests in parallel cannot
 * all pass under the limit; `codeAccepted` turns it into a success when the code was right. A try over a limit is
 * removed again, so that waiting always frees the account.
 */
export async function takeCodeAttempt(db: Db, who: CodeTry, now = new Date()): Promise<CodeAttempt> {
  const [{ id }] = await db
    .insert(loginAttempts)
    .values({ email: who.email.toLowerCase(), ip: who.ip, succeeded: false, attemptedAt: now, factor: 'code', knownBrowser: who.knownBrowser })
    .returning({ id: loginAttempts.id });
  const over = await limitsFreedAt(db, who, now, 1);
  if (over <= now.getTime()) {
    await forgetOldAttempts(db, now);
    return { allowed: true, id };
  }
  await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
  return { allowed: false, retryAfterMinutes: minutesUntil(await limitsFreedAt(db, who, now, 0), now) };
}

/** The code of this try was right: it is no wrong code. */
export async function codeAccepted(db: Db, id: number) {
  await db.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, id));
}

/**
 * When every limit lets a try through again: each limit counts the newest wrong codes of its window, and with
 * `extra` (a try just recorded) it may hold one more than its limit.
 */
async function limitsFreedAt(db: Db, who: CodeTry, now: Date, extra: number): Promise<number> {
  const whose = who.knownBrowser ? eq(loginAttempts.knownBrowser, who.knownBrowser) : eq(loginAttempts.email, who.email.toLowerCase());
  let freeAt = 0;
  for (const { limit, windowMs } of CODE_LIMITS) {
    const rows = await db
      .select({ at: loginAttempts.attemptedAt })
      .from(loginAttempts)
      .where(and(whose, eq(loginAttempts.factor, 'code'), eq(loginAttempts.succeeded, false), gt(loginAttempts.attemptedAt, new Date(now.getTime() - windowMs))))
      .orderBy(desc(loginAttempts.attemptedAt))
      .limit(limit + extra);
    freeAt = Math.max(freeAt, freedAt(rows.map((row) => row.at).reverse(), limit + extra, windowMs));
  }
  return freeAt;
}
