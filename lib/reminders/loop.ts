import 'server-only';
import { getDb } from '@/lib/db/client';
import type { Env } from '@/lib/env';
import { logger } from '@/lib/log/logger';
import { runReminderPass } from './pass';
import { reminderPassOptionsFrom, remindersConfigured } from './senders';

interface LoopGlobal {
  timer?: NodeJS.Timeout;
  running?: boolean;
}
// On globalThis, as the database handle: dev hot reload must not start a second loop.
const store = ((globalThis as { __reminderLoop?: LoopGlobal }).__reminderLoop ??= {});

const log = logger.child({ component: 'reminders' });

/**
 * A long-running server sends reminders itself: one pass every REMINDER_POLL_SECONDS, started by
 * instrumentation.ts. Not started when REMINDER_POLL_SECONDS is 0 or nothing is configured to send. Several
 * servers may each run it: the claim in the database keeps them from sending one reminder twice. A pass never
 * overlaps the previous one of this process (the next waits for it to end).
 */
export function startReminderLoop(env: Env): boolean {
  if (store.running || env.REMINDER_POLL_SECONDS === 0 || !remindersConfigured(env)) return false;
  const options = reminderPassOptionsFrom(env);
  const tick = async () => {
    try {
      const result = await runReminderPass(await getDb(), { ...options, now: new Date() });
      // A pass that sent or failed nothing is only worth a line when debugging.
      log[result.sent || result.failed || result.retrying ? 'info' : 'debug'](result, 'reminder pass');
    } catch (error) {
      log.error({ err: error }, 'the reminder pass failed');
    } finally {
      if (store.running) {
        store.timer = setTimeout(tick, env.REMINDER_POLL_SECONDS * 1000);
        // The loop alone never keeps the process alive.
        store.timer.unref();
      }
    }
  };
  store.running = true;
  store.timer = setTimeout(tick, 0);
  store.timer.unref();
  return true;
}

export function stopReminderLoop(): void {
  store.running = false;
  clearTimeout(store.timer);
  store.timer = undefined;
}
