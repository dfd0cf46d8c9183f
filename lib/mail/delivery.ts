import 'server-only';
import type { Db } from '@/lib/db/types';
import { getEnv } from '@/lib/env';
import { logger } from '@/lib/log/logger';
import { sendMail, type Mail } from './outbox';
import { claimDueMails, MAIL_BATCH_SIZE, recordMailFailure, recordMailSent, recordMailUnreadable, settleStaleMails } from './queue';
import { openMail } from './sealed-mail';

export interface MailPassResult {
  sent: number;
  /** Tries that failed and will be tried again. */
  retrying: number;
  /** Failed for good: tries or time used up, or unreadable. */
  failed: number;
  /** Interrupted sends queued again. */
  requeued: number;
}

export interface MailPassOptions {
  now?: Date;
  /** What delivers one mail: SMTP, or the outbox folder (lib/mail/outbox.ts). */
  send?: (mail: Mail) => Promise<void>;
  sessionSecret?: string;
  batchSize?: number;
}

/**
 * One pass over the mail queue, safe on several servers at once and after any restart: stale rows are settled,
 * due mails claimed (committed as 'sending'), then each opened and sent, and recorded as sent or failed. The log
 * says which mail and how it went, never to whom or what it said.
 */
export async function deliverQueuedMails(db: Db, options: MailPassOptions = {}): Promise<MailPassResult> {
  const now = options.now ?? new Date();
  const send = options.send ?? sendMail;
  const sessionSecret = options.sessionSecret ?? getEnv().SESSION_SECRET;
  const settled = await settleStaleMails(db, { now });
  const result: MailPassResult = { sent: 0, retrying: 0, failed: settled.gaveUp, requeued: settled.requeued };
  for (const claimed of await claimDueMails(db, { now, limit: options.batchSize ?? MAIL_BATCH_SIZE })) {
    const mail = claimed.sealed === null ? null : openMail(claimed.sealed, sessionSecret);
    if (!mail) {
      await recordMailUnreadable(db, { id: claimed.id });
      result.failed += 1;
      continue;
    }
    try {
      await send(mail);
    } catch (error) {
      const outcome = await recordMailFailure(db, { id: claimed.id, attempts: claimed.attempts, reason: failureReason(error), now });
      logger.warn(
        { component: 'mail', mailId: claimed.id, kind: claimed.kind, attempt: claimed.attempts, outcome, errorCode: errorCodeOf(error) },
        outcome === 'retrying' ? 'a queued mail was not sent; it will be tried again' : 'a queued mail was not sent, for good',
      );
      result[outcome] += 1;
      continue;
    }
    await recordMailSent(db, { id: claimed.id, now });
    result.sent += 1;
  }
  return result;
}

/** An SMTP error's code (EENVELOPE, ECONNREFUSED…) or its type: its message may quote the recipient. */
function errorCodeOf(error: unknown): string {
  const { code } = (typeof error === 'object' && error !== null ? error : {}) as { code?: unknown };
  if (typeof code === 'string' || typeof code === 'number') return String(code);
  return error instanceof Error ? error.constructor.name : typeof error;
}

/** What the row keeps of a failure: the code alone, since the server's words may quote the recipient. */
function failureReason(error: unknown): string {
  return `The mail server did not take the mail (${errorCodeOf(error)})`;
}
