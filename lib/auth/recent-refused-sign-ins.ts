import 'server-only';
import { and, count, desc, eq, gt, max, min } from 'drizzle-orm';
import { loginAttempts, type SignInFactor } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { LOGIN_ATTEMPT_RETENTION_MS } from './rate-limit';

/** How far back the Security page looks: as long as attempts are kept. */
export const RECENT_REFUSED_DAYS = Math.round(LOGIN_ATTEMPT_RETENTION_MS / (24 * 60 * 60 * 1000));
/** Rows shown: a guesser with a thousand addresses must not make the page a thousand rows long. */
export const RECENT_REFUSED_ROWS = 10;

/** Wrong passwords or wrong codes from one address (plain data: it goes to the browser). */
export interface RefusedSignInRow {
  what: SignInFactor;
  address: string;
  times: number;
  /** ISO instants. */
  firstAt: string;
  lastAt: string;
}

export interface RecentRefusedSignIns {
  wrongPasswords: number;
  wrongCodes: number;
  /** The most recent first, one per address and kind. */
  rows: RefusedSignInRow[];
  /** Whether older rows were left out. */
  more: boolean;
}

/**
 * What the account's owner sees of the wrong passwords and wrong authentication codes typed for their account:
 * read from the attempts the limits count (lib/auth/rate-limit.ts, lib/auth/code-limit.ts), so there is one
 * record of each. A refusal that checked nothing (a limit already reached) is no guess and is not listed.
 */
export async function recentRefusedSignIns(db: Db, email: string, now = new Date()): Promise<RecentRefusedSignIns> {
  const failed = and(
    eq(loginAttempts.email, email.toLowerCase()),
    eq(loginAttempts.succeeded, false),
    gt(loginAttempts.attemptedAt, new Date(now.getTime() - LOGIN_ATTEMPT_RETENTION_MS)),
  );
  const totals = await db.select({ what: loginAttempts.factor, times: count() }).from(loginAttempts).where(failed).groupBy(loginAttempts.factor);
  const groups = await db
    .select({ what: loginAttempts.factor, address: loginAttempts.ip, times: count(), firstAt: min(loginAttempts.attemptedAt), lastAt: max(loginAttempts.attemptedAt) })
    .from(loginAttempts)
    .where(failed)
    .groupBy(loginAttempts.factor, loginAttempts.ip)
    .orderBy(desc(max(loginAttempts.attemptedAt)), loginAttempts.ip)
    .limit(RECENT_REFUSED_ROWS + 1);
  const timesOf = (what: SignInFactor) => totals.find((total) => total.what === what)?.times ?? 0;
  return {
    wrongPasswords: timesOf('password'),
    wrongCodes: timesOf('code'),
    rows: groups.slice(0, RECENT_REFUSED_ROWS).map((group) => ({
      what: group.what,
      address: group.address,
      times: group.times,
      firstAt: (group.firstAt ?? now).toISOString(),
      lastAt: (group.lastAt ?? now).toISOString(),
    })),
    more: groups.length > RECENT_REFUSED_ROWS,
  };
}
