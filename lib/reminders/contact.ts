import type { ReminderChannel } from '@/lib/db/schema/reminders';
import { toInternationalPhone } from '@/lib/patients/rules/phone';

/** Where a channel's reminder goes for a patient's record, or why it cannot go at all. */
export type ReminderAddress = { ok: true; to: string } | { ok: false; reason: string };

export const CHANNEL_LABELS: Readonly<Record<ReminderChannel, string>> = { email: 'Email', sms: 'SMS' };

/** The patient's own number (international form) or address, read from their record when the reminder is queued and again when it is sent. */
export function reminderAddress(channel: ReminderChannel, patient: { phone: string | null; email: string | null }): ReminderAddress {
  if (channel === 'sms') {
    const phone = patient.phone?.trim() ?? '';
    if (!phone) return { ok: false, reason: "No phone number on the patient's record" };
    const to = toInternationalPhone(phone);
    return to ? { ok: true, to } : { ok: false, reason: "The phone number on the patient's record is not a valid number" };
  }
  const email = patient.email?.trim() ?? '';
  return email ? { ok: true, to: email } : { ok: false, reason: "No email address on the patient's record" };
}

/** Why a channel is skipped when nothing is configured to send it (lib/reminders/senders.ts). */
export const NOT_CONFIGURED: Readonly<Record<ReminderChannel, string>> = {
  email: 'Email not configured',
  sms: 'SMS not configured',
};
