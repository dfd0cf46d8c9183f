import 'server-only';
import type { Db } from '@/lib/db/types';
import { formatLabOrderNumber } from '@/lib/lab/rules/states';
import { logger } from '@/lib/log/logger';
import { formatPatientNumber } from '@/lib/patients/rules/number';
import { NOT_CONFIGURED } from '@/lib/reminders/contact';
import type { ReminderSenders } from '@/lib/reminders/pass';
import { doctorAddress } from './address';
import { patientChartHref } from '@/lib/patients/rules/chart-tabs';
import { claimDueNotices, failInterruptedNotices, recordNoticeFailure, recordNoticeSent, recordNoticeSkipped, type ClaimedNotice } from './queue';
import { criticalNoticeEmail, criticalNoticeSms } from './text';

export interface CriticalNoticePassOptions {
  now?: Date;
  /** The reminders' channels (lib/reminders/senders.ts): a channel left out is not configured. */
  senders: ReminderSenders;
  clinicName: string;
  /** APP_URL: the notice's link to the patient's results. */
  appUrl: string;
  batchSize?: number;
}

export interface CriticalNoticePassResult {
  sent: number;
  skipped: number;
  /** Tries that failed and will be tried again later. */
  retrying: number;
  /** Failed for good: tries used up, or interrupted sends past their lease. */
  failed: number;
}

export const NOTICE_BATCH_SIZE = 50;

export const NO_LONGER_CRITICAL = 'Not sent: the result was amended and is no longer critical';

/**
 * One pass over the queued critical notices, run with the reminders' pass (same loop, same job), safe on several
 * servers at once and after any restart: notices left 'sending' past their lease fail, due ones are claimed and
 * committed as 'sending', then each is sent and recorded as sent, skipped (the result was amended away from
 * critical, the channel is no longer configured, the doctor's number is gone) or failed (tried again with backoff).
 */
export async function runCriticalNoticePass(db: Db, options: CriticalNoticePassOptions): Promise<CriticalNoticePassResult> {
  const now = options.now ?? new Date();
  const result: CriticalNoticePassResult = { sent: 0, skipped: 0, retrying: 0, failed: 0 };
  result.failed += await failInterruptedNotices(db, { now });
  for (const notice of await claimDueNotices(db, { now, limit: options.batchSize ?? NOTICE_BATCH_SIZE })) {
    result[await sendOne(db, notice, options, now)] += 1;
  }
  return result;
}

async function sendOne(db: Db, notice: ClaimedNotice, options: CriticalNoticePassOptions, now: Date): Promise<keyof CriticalNoticePassResult> {
  const skip = async (reason: string) => {
    await recordNoticeSkipped(db, { id: notice.id, reason });
    return 'skipped' as const;
  };
  if (!notice.stillCritical) return skip(NO_LONGER_CRITICAL);
  const address = doctorAddress(notice.channel, notice.doctor);
  if (!address.ok) return skip(address.reason);
  const facts = {
    clinicName: options.clinicName,
    patientNumber: formatPatientNumber(notice.patientNumber),
    orderNumber: formatLabOrderNumber(notice.orderNumber),
    resultsUrl: `${options.appUrl}${patientChartHref(notice.patientId, 'results')}`,
    doctorName: `Dr. ${notice.doctor.firstName} ${notice.doctor.lastName}`,
  };
  try {
    if (notice.channel === 'sms') {
      if (!options.senders.sms) return skip(NOT_CONFIGURED.sms);
      await options.senders.sms.send({ to: address.to, text: criticalNoticeSms(facts) });
    } else {
      if (!options.senders.email) return skip(NOT_CONFIGURED.email);
      await options.senders.email({ to: address.to, ...criticalNoticeEmail(facts) });
    }
  } catch (error) {
    const outcome = await recordNoticeFailure(db, { id: notice.id, attempts: notice.attempts, reason: failureReason(error), now });
    // Which notice and what kind of failure, never the gateway's words: they may quote the recipient.
    logger.warn(
      { component: 'lab-notices', noticeId: notice.id, channel: notice.channel, attempt: notice.attempts, outcome },
      outcome === 'retrying' ? 'a critical result notice was not sent; it will be tried again' : 'a critical result notice was not sent, for good',
    );
    return outcome;
  }
  await recordNoticeSent(db, { id: notice.id, to: address.to, now });
  return 'sent';
}

/** The gateway's own words (an SmsError never holds credentials); an SMTP error's first line. */
function failureReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message.split('\n')[0] || 'The message was not accepted').slice(0, 200);
}
