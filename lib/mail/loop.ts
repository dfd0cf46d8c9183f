import 'server-only';
import { startLoop, stopLoop } from '@/lib/background-loop';
import { getDb } from '@/lib/db/client';
import type { Db } from '@/lib/db/types';
import { logger } from '@/lib/log/logger';
import { deliverQueuedMails, type MailPassResult } from './delivery';

const LOOP = 'mail';

/** How often a long-running server looks for queued mails: retries, and mails a stopped server left behind. */
export const MAIL_POLL_MS = 60_000;

const log = logger.child({ component: 'mail' });

/** One pass, logged: a pass that did nothing is only worth a line when debugging. */
export async function runMailPass(db: Db): Promise<MailPassResult> {
  const result = await deliverQueuedMails(db);
  log[result.sent || result.retrying || result.failed || result.requeued ? 'info' : 'debug'](result, 'mail pass');
  return result;
}

/**
 * Started by instrumentation.ts on every server, whatever its database: a mail queued by a request is sent at
 * once after the response (lib/mail/deliver-soon.ts); this loop sends what that left (a failed try, a mail of a
 * server that stopped first). Several servers may each run it: the claim keeps them from sending one mail twice.
 */
export function startMailLoop(): boolean {
  return startLoop(LOOP, {
    everyMs: MAIL_POLL_MS,
    pass: async () => void (await runMailPass(await getDb())),
    onError: (error) => log.error({ err: error }, 'the mail pass failed'),
  });
}

export const stopMailLoop = (): void => stopLoop(LOOP);
