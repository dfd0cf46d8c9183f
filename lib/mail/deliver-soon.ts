import 'server-only';
import { after } from 'next/server';
import { getDb } from '@/lib/db/client';
import { logger } from '@/lib/log/logger';
import { runMailPass } from './loop';

/**
 * Sends the queue's due mails once the response has gone (Next's `after`), so that no answer waits for the mail
 * server, and one for a known account answers as soon as one for an unknown. Called by requests that may have
 * queued a mail, whether or not they did: the pass itself is what they have in common. Outside a request (a
 * script, a unit test) there is nothing to answer first, and the mail loop sends it.
 */
export function deliverSoon(): void {
  const pass = async () => {
    try {
      await runMailPass(await getDb());
    } catch (error) {
      logger.child({ component: 'mail' }).error({ err: error }, 'the mail pass failed');
    }
  };
  try {
    after(pass);
  } catch {
    // `after` throws outside a request scope: the loop (lib/mail/loop.ts) sends the mail.
  }
}
