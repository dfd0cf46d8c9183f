import 'server-only';
import type { ReminderChannel } from '@/lib/db/schema/reminders';
import type { Env } from '@/lib/env';
import { sendMail } from '@/lib/mail/outbox';
import { smsGatewayFrom } from '@/lib/sms/from-env';
import type { ReminderPassOptions, ReminderSenders } from './pass';

/**
 * What the environment configures. Email: through SMTP_URL (as password resets), or into DATA_DIR/outbox when
 * REMINDER_EMAIL_OUTBOX is set (a demo); with neither, no reminder mail is written, so development and tests
 * never fill the outbox. SMS: the gateway SMS_PROVIDER (or its variables) name; none, none sent.
 */
export function reminderSendersFrom(env: Env): ReminderSenders {
  return {
    email: env.SMTP_URL || env.REMINDER_EMAIL_OUTBOX ? sendMail : undefined,
    sms: smsGatewayFrom(env.SMS),
  };
}

/** Which channels this server can send reminders by: the visit page promises a reminder only by those. */
export function reminderChannelsConfigured(env: Env): Record<ReminderChannel, boolean> {
  const senders = reminderSendersFrom(env);
  return { sms: senders.sms !== undefined, email: senders.email !== undefined };
}

/** Whether any channel is configured: the in-process loop starts only then. */
export const remindersConfigured = (env: Env): boolean => {
  const senders = reminderSendersFrom(env);
  return Boolean(senders.email || senders.sms);
};

export function reminderPassOptionsFrom(env: Env): ReminderPassOptions {
  return {
    senders: reminderSendersFrom(env),
    leadHours: env.REMINDER_LEAD_HOURS,
    clinicName: env.CLINIC_NAME,
    clinicPhone: env.SITE_PHONE,
  };
}
