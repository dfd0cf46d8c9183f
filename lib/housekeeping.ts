import 'server-only';
import { deleteSpentResetLinks } from '@/lib/auth/password-reset';
import { deleteDeadSessions } from '@/lib/auth/session';
import { startLoop, stopLoop } from '@/lib/background-loop';
import { getDb } from '@/lib/db/client';
import type { Db } from '@/lib/db/types';
import { logger } from '@/lib/log/logger';
import { deleteFinishedMails } from '@/lib/mail/queue';

/** How often a server deletes the rows nothing can use any more. */
export const HOUSEKEEPING_EVERY_MS = 60 * 60_000;

const LOOP = 'housekeeping';

export interface Swept {
  sessions: number;
  resetLinks: number;
  mails: number;
}

/**
 * One sweep: sessions past their lifetime or idle timeout (a request that presents one deletes it too, but most are
 * never presented again, and the table would keep every abandoned sign-in), reset links expired or used, and the
 * records of mails finished a week ago.
 */
export async function sweepExpiredRows(db: Db, { idleMinutes, now = new Date() }: { idleMinutes: number; now?: Date }): Promise<Swept> {
  return {
    sessions: await deleteDeadSessions(db, idleMinutes, now),
    resetLinks: await deleteSpentResetLinks(db, now),
    mails: await deleteFinishedMails(db, { now }),
  };
}

/**
 * Started by instrumentation.ts on every server, on PostgreSQL as on the embedded database: a sweep right after
 * start, then one every HOUSEKEEPING_EVERY_MS (lib/background-loop.ts). Several servers may each run it; a row
 * deleted twice is deleted once.
 */
export function startHousekeeping({ idleMinutes }: { idleMinutes: number }): boolean {
  const log = logger.child({ component: 'housekeeping' });
  return startLoop(LOOP, {
    everyMs: HOUSEKEEPING_EVERY_MS,
    pass: async () => {
      const swept = await sweepExpiredRows(await getDb(), { idleMinutes });
      log[swept.sessions || swept.resetLinks || swept.mails ? 'info' : 'debug'](swept, 'deleted expired rows');
    },
    onError: (error) => log.error({ err: error }, 'housekeeping failed'),
  });
}

export const stopHousekeeping = (): void => stopLoop(LOOP);
