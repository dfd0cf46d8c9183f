import 'server-only';
import type { ReminderChannel } from '@/lib/db/schema/reminders';
import type { Db } from '@/lib/db/types';
import {
  claimDueReminders,
  enqueueDueReminders,
  failInterruptedReminders,
  recordReminderFailure,
  recordReminderSent,
  recordReminderSkipped,
  REMINDED_STATUSES,
  startsAfter,
  type ClaimedReminder,
} from '@/lib/reminders/writes';
import { APPOINTMENT_STATUS_LABELS } from '@/lib/appointments/rules/status';
import { logger } from '@/lib/log/logger';
import type { SmsGateway } from '@/lib/sms/gateway';
import { NOT_CONFIGURED, reminderAddress } from './contact';
import { reminderEmail, reminderSmsText } from './text';

/** What sends each channel; a channel left out is not configured, and its reminders are skipped. */
export interface ReminderSenders {
  email?: (mail: { to: string; subject: string; text: string }) => Promise<void>;
  sms?: Pick<SmsGateway, 'send'>;
}

export interface ReminderPassOptions {
  now?: Date;
  senders: ReminderSenders;
  leadHours: number;
  clinicName: string;
  clinicPhone: string;
  /** Appointments queued, and reminders sent, per pass at most: a pass stays short however long the backlog. */
  batchSize?: number;
}

export interface ReminderPassResult {
  /** Newly queued and newly skipped (no contact details, channel not configured) rows. */
  queued: number;
  skipped: number;
  sent: number;
  /** Tries that failed and will be tried again later. */
  retrying: number;
  /** Failed for good: tries used up, the appointment gone, or interrupted sends past their lease. */
  failed: number;
}

export const REMINDER_BATCH_SIZE = 50;

/**
 * One pass of the reminder job, safe to run on several servers at once and after any restart:
 * (1) reminders left 'sending' past their lease fail (at most once: see failInterruptedReminders);
 * (2) appointments entering the lead window are queued (enqueueDueReminders);
 * (3) due reminders are claimed and committed as 'sending' (claimDueReminders), then sent one by one, each
 *     recorded as sent, skipped (the visit was cancelled, no-show, checked in or completed, or has started;
 *     the contact was removed) or failed (tried again with backoff up to REMINDER_MAX_ATTEMPTS).
 */
export async function runReminderPass(db: Db, options: ReminderPassOptions): Promise<ReminderPassResult> {
  const now = options.now ?? new Date();
  const limit = options.batchSize ?? REMINDER_BATCH_SIZE;
  const result: ReminderPassResult = { queued: 0, skipped: 0, sent: 0, retrying: 0, failed: 0 };
  result.failed += await failInterruptedReminders(db, { now });
  const channels: Record<ReminderChannel, boolean> = { email: Boolean(options.senders.email), sms: Boolean(options.senders.sms) };
  Object.assign(result, await enqueueDueReminders(db, { now, leadHours: options.leadHours, limit, channels }));

  for (const reminder of await claimDueReminders(db, { now, limit })) {
    const outcome = await sendOne(db, reminder, options, now);
    result[outcome] += 1;
  }
  return result;
}

/** Why a claimed reminder is no longer sent, or null when it still should be. */
function reasonNotToSend(reminder: ClaimedReminder, now: Date): string | null {
  if (!(REMINDED_STATUSES as readonly string[]).includes(reminder.status)) {
    return `Not sent: the appointment is ${APPOINTMENT_STATUS_LABELS[reminder.status].status.toLowerCase()}`;
  }
  if (!startsAfter(reminder.date, reminder.time, now)) return 'Not sent: the appointment had already started';
  return null;
}

async function sendOne(db: Db, reminder: ClaimedReminder, options: ReminderPassOptions, now: Date): Promise<'sent' | 'skipped' | 'retrying' | 'failed'> {
  const skip = async (reason: string) => {
    await recordReminderSkipped(db, { id: reminder.id, reason });
    return 'skipped' as const;
  };
  const notToSend = reasonNotToSend(reminder, now);
  if (notToSend) return skip(notToSend);
  const address = reminderAddress(reminder.channel, reminder);
  if (!address.ok) return skip(address.reason);
  const facts = {
    clinicName: options.clinicName,
    clinicPhone: options.clinicPhone,
    doctorName: reminder.doctorName,
    firstName: reminder.firstName,
    date: reminder.date,
    time: reminder.time,
  };
  try {
    if (reminder.channel === 'sms') {
      if (!options.senders.sms) return skip(NOT_CONFIGURED.sms);
      await options.senders.sms.send({ to: address.to, text: reminderSmsText(facts) });
    } else {
      if (!options.senders.email) return skip(NOT_CONFIGURED.email);
      await options.senders.email({ to: address.to, ...reminderEmail(facts) });
    }
  } catch (error) {
    const outcome = await recordReminderFailure(db, { id: reminder.id, attempts: reminder.attempts, reason: failureReason(error), now });
    // Which reminder and what kind of failure, never the gateway's words: they may quote the recipient (the
    // reason is on the reminder's row, and the visit page shows it).
    logger.warn(
      { component: 'reminders', reminderId: reminder.id, channel: reminder.channel, attempt: reminder.attempts, outcome, errorCode: errorCodeOf(error) },
      outcome === 'retrying' ? 'a reminder was not sent; it will be tried again' : 'a reminder was not sent, for good',
    );
    return outcome;
  }
  await recordReminderSent(db, { id: reminder.id, to: address.to, now });
  return 'sent';
}

/** An error's code (nodemailer's EENVELOPE, a socket's ECONNREFUSED, an SMS gateway's status) or its type. */
function errorCodeOf(error: unknown): string {
  const { code, status } = (typeof error === 'object' && error !== null ? error : {}) as { code?: unknown; status?: unknown };
  if (typeof code === 'string' || typeof code === 'number') return String(code);
  if (typeof status === 'number') return `status ${status}`;
  return error instanceof Error ? error.constructor.name : typeof error;
}

/** The gateway's own words (SmsError never holds credentials); an SMTP error's first line, without the server's dialogue. */
function failureReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message.split('\n')[0] || 'The message was not accepted').slice(0, 200);
}
