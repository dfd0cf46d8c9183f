import { clinicInstant, formatInstant } from '@/lib/clinic-time';
import type { AppointmentStatus } from '@/lib/db/schema/enums';
import type { AppointmentReminder } from '@/lib/reminders/queries';
import type { ReminderChannel } from '@/lib/db/schema/reminders';
import { formatPhone } from '@/lib/patients/rules/phone';
import { CHANNEL_LABELS, reminderAddress } from './contact';

/** A reminder's row as the visit page reads it (lib/reminders/writes.ts listAppointmentReminders). */
export type ReminderRecord = AppointmentReminder;

export type ReminderTone = 'success' | 'warning' | 'destructive' | 'secondary';

/** One channel's line on the visit page: a short state and what happened, when and why. */
export interface ReminderLine {
  channel: ReminderChannel;
  label: string;
  state: string;
  tone: ReminderTone;
  detail: string;
}

/** "25 Nov 2026, 15:00": the app's one style of an instant, on the clinic's clock. */
export const formatReminderTime = (instant: Date): string => formatInstant(instant);

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** Why a visit past its booking gets no reminder, in plain words. */
const NO_REMINDER_AFTER: Record<Exclude<AppointmentStatus, 'pending' | 'confirmed'>, string> = {
  arrived: 'No reminder: the patient has checked in.',
  completed: 'No reminder: the visit is over.',
  cancelled: 'No reminder: the appointment was cancelled.',
  'no-show': 'No reminder: the patient did not come.',
};

/**
 * A reminder that went out for a time the visit was moved from (its row superseded by the reschedule), as the visit
 * page lists it under the current ones: the patient was told of the old time, and the new time gets its own
 * reminder. Only those sent are listed: the others told the patient nothing.
 */
export function describeEarlierReminder(record: ReminderRecord): ReminderLine | null {
  if (record.supersededAt === null || record.state !== 'sent') return null;
  const to = record.recipient ? ` to ${record.channel === 'sms' ? formatPhone(record.recipient) : record.recipient}` : '';
  return {
    channel: record.channel,
    label: CHANNEL_LABELS[record.channel],
    state: 'Sent',
    tone: 'secondary',
    detail: `${formatReminderTime(record.sentAt ?? record.dueAt)}${to}, for the time before the visit was moved on ${formatReminderTime(record.supersededAt)}`,
  };
}

/** What the visit page says when the server has no way to send by a channel: nothing will be sent by it. */
const NOT_CONFIGURED: Record<ReminderChannel, string> = {
  sms: 'No SMS gateway is configured: no SMS will be sent.',
  email: 'No mail server is configured: no email reminder will be sent.',
};

/**
 * What the visit page says about one channel: its queue row's state (sent when, failed why, queued due when,
 * skipped why), or, before the row exists, whether a reminder will go at all (the server can send by it, the
 * patient has the number or address, the visit is still ahead) and when.
 */
export function describeReminder(
  channel: ReminderChannel,
  record: ReminderRecord | undefined,
  context: {
    patient: { phone: string | null; email: string | null };
    appointment: { status: AppointmentStatus; date: string; time: string };
    leadHours: number;
    now: Date;
    /** Whether this server can send by the channel (an SMS gateway, a mail server): only then is one promised. */
    configured: boolean;
  },
): ReminderLine {
  const label = CHANNEL_LABELS[channel];
  const line = (state: string, tone: ReminderTone, detail: string): ReminderLine => ({ channel, label, state, tone, detail });
  if (record) {
    switch (record.state) {
      case 'sent': {
        const to = record.recipient ? ` to ${channel === 'sms' ? formatPhone(record.recipient) : record.recipient}` : '';
        return line('Sent', 'success', `${formatReminderTime(record.sentAt ?? record.dueAt)}${to}`);
      }
      case 'failed':
        return line('Failed', 'destructive', record.lastError ?? 'The message was not accepted');
      case 'skipped':
        return line('Not sent', 'secondary', record.lastError ?? 'Skipped');
      case 'sending':
        return line('Sending', 'warning', 'Being sent now');
      case 'queued':
        return record.attempts > 0
          ? line('Queued', 'warning', `Try ${record.attempts} failed (${record.lastError ?? 'not accepted'}); next try ${formatReminderTime(record.nextAttemptAt)}`)
          : line('Queued', 'warning', `Due ${formatReminderTime(record.dueAt)}`);
    }
  }
  if (!context.configured) return line('None', 'secondary', NOT_CONFIGURED[channel]);
  const address = reminderAddress(channel, context.patient);
  if (!address.ok) return line('None', 'secondary', `No reminder will be sent by ${channel === 'sms' ? 'SMS' : 'email'}: ${lowerFirst(address.reason)}.`);
  const { status, date, time } = context.appointment;
  if (status !== 'pending' && status !== 'confirmed') {
    return line('None', 'secondary', NO_REMINDER_AFTER[status]);
  }
  const start = clinicInstant(date, time);
  if (start.getTime() <= context.now.getTime()) return line('None', 'secondary', 'No reminder was queued before the visit.');
  const due = new Date(start.getTime() - context.leadHours * 3_600_000);
  return line('Not queued yet', 'secondary', `Due ${formatReminderTime(due)}, ${context.leadHours} hours before the visit`);
}
