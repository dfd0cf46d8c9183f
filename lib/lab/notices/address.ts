import type { ReminderChannel } from '@/lib/db/schema/reminders';
import { toInternationalPhone } from '@/lib/patients/rules/phone';

/** Where a channel's notice goes for the ordering doctor, or why it cannot go. */
export type NoticeAddress = { ok: true; to: string } | { ok: false; reason: string };

/** The doctor's own phone (international form) or e-mail address, from their profile, read when queued and again when sent. */
export function doctorAddress(channel: ReminderChannel, doctor: { phone: string; email: string; status: string }): NoticeAddress {
  if (doctor.status !== 'active') return { ok: false, reason: 'The ordering doctor’s account is not active' };
  if (channel === 'sms') {
    const phone = doctor.phone.trim();
    if (!phone) return { ok: false, reason: 'No phone number on the doctor’s profile' };
    const to = toInternationalPhone(phone);
    return to ? { ok: true, to } : { ok: false, reason: 'The phone number on the doctor’s profile is not a valid number' };
  }
  const email = doctor.email.trim();
  return email ? { ok: true, to: email } : { ok: false, reason: 'No e-mail address on the doctor’s profile' };
}
