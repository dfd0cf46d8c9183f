import 'server-only';
import { startLoop, stopLoop } from '@/lib/background-loop';
import { getDb } from '@/lib/db/client';
import type { Env } from '@/lib/env';
import { runCriticalNoticePass } from '@/lib/lab/notices/pass';
import { logger } from '@/lib/log/logger';
import { runReminderPass } from './pass';
import { reminderPassOptionsFrom, remindersConfigured } from './senders';

const LOOP = 'reminders';

const log = logger.child({ component: 'reminders' });

/**
 * A long-running server sends reminders itself: one pass every REMINDER_POLL_SECONDS, started by
 * instrumentation.ts (lib/background-loop.ts). Not started when REMINDER_POLL_SECONDS is 0 or nothing is
 * configured to send. Several servers may each run it: the claim in the database keeps them from sending one
 * reminder twice. The same pass sends the critical lab result notices, through the same channels.
 */
export function startReminderLoop(env: Env): boolean {
  if (env.REMINDER_POLL_SECONDS === 0 || !remindersConfigured(env)) return false;
  const options = reminderPassOptionsFrom(env);
  return startLoop(LOOP, {
    everyMs: env.REMINDER_POLL_SECONDS * 1000,
    pass: async () => {
      const db = await getDb();
      const result = await runReminderPass(db, { ...options, now: new Date() });
      // A pass that sent or failed nothing is only worth a line when debugging.
      log[result.sent || result.failed || result.retrying ? 'info' : 'debug'](result, 'reminder pass');
      const notices = await runCriticalNoticePass(db, { ...options, appUrl: env.APP_URL, now: new Date() });
      log[notices.sent || notices.failed || notices.retrying ? 'info' : 'debug'](notices, 'critical lab result notice pass');
    },
    onError: (error) => log.error({ err: error }, 'the reminder pass failed'),
  });
}

export const stopReminderLoop = (): void => stopLoop(LOOP);
