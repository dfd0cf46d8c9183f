import { describeReminder, type ReminderRecord } from './describe';

const now = new Date('2026-11-25T08:00:00Z');
const context = {
  patient: { phone: '+2348035551234', email: 'ngozi@example.com' },
  appointment: { status: 'confirmed' as const, date: '2026-11-26', time: '15:00:00' },
  leadHours: 24,
  now,
  configured: true,
};
const record = (overrides: Partial<ReminderRecord>): ReminderRecord => ({
  channel: 'sms',
  state: 'queued',
  dueAt: new Date('2026-11-25T14:00:00Z'),
  nextAttemptAt: new Date('2026-11-25T14:00:00Z'),
  attempts: 0,
  sentAt: null,
  lastError: null,
  recipient: '+2348035551234',
  supersededAt: null,
  ...overrides,
});

describe('describeReminder', () => {
  it('says when a reminder was sent and to whom, in the 24-hour clinic clock', () => {
    expect(describeReminder('sms', record({ state: 'sent', sentAt: new Date('2026-11-25T14:00:05Z'), attempts: 1 }), context)).toMatchObject({
      label: 'SMS',
      state: 'Sent',
      detail: '25 Nov 2026, 15:00 to +234 803 555 1234',
    });
  });

  it('says why one failed or was skipped, when a queued one is due and when a failed try is tried again', () => {
    expect(describeReminder('sms', record({ state: 'failed', lastError: 'The SMS webhook answered 500 (3 tries)' }), context)).toMatchObject({
      state: 'Failed',
      detail: 'The SMS webhook answered 500 (3 tries)',
    });
    expect(describeReminder('email', record({ channel: 'email', state: 'skipped', lastError: 'Email not configured' }), context)).toMatchObject({
      state: 'Not sent',
      detail: 'Email not configured',
    });
    expect(describeReminder('sms', record({}), context)).toMatchObject({ state: 'Queued', detail: 'Due 25 Nov 2026, 15:00' });
    expect(
      describeReminder('sms', record({ attempts: 1, lastError: 'Could not reach the SMS webhook', nextAttemptAt: new Date('2026-11-25T14:05:00Z') }), context),
    ).toMatchObject({ state: 'Queued', detail: 'Try 1 failed (Could not reach the SMS webhook); next try 25 Nov 2026, 15:05' });
  });

  it('says that no reminder will go by a channel the patient has no contact for, and when one not queued yet is due', () => {
    const noContact = { ...context, patient: { phone: '', email: null } };
    expect(describeReminder('sms', undefined, noContact).detail).toBe("No reminder will be sent by SMS: no phone number on the patient's record.");
    expect(describeReminder('email', undefined, noContact).detail).toBe("No reminder will be sent by email: no email address on the patient's record.");
    expect(describeReminder('sms', undefined, context)).toMatchObject({
      state: 'Not queued yet',
      detail: 'Due 25 Nov 2026, 15:00, 24 hours before the visit',
    });
    const after = (status: 'arrived' | 'completed' | 'cancelled' | 'no-show') => describeReminder('sms', undefined, { ...context, appointment: { ...context.appointment, status } }).detail;
    expect(after('arrived')).toBe('No reminder: the patient has checked in.');
    expect(after('completed')).toBe('No reminder: the visit is over.');
    expect(after('cancelled')).toBe('No reminder: the appointment was cancelled.');
    expect(after('no-show')).toBe('No reminder: the patient did not come.');
  });

  it('promises nothing by a channel this server cannot send by, in plain words', () => {
    const unconfigured = { ...context, configured: false };
    expect(describeReminder('sms', undefined, unconfigured)).toMatchObject({ state: 'None', detail: 'No SMS gateway is configured: no SMS will be sent.' });
    expect(describeReminder('email', undefined, unconfigured)).toMatchObject({ state: 'None', detail: 'No mail server is configured: no email reminder will be sent.' });
    // What was already queued or sent is still said as it is.
    expect(describeReminder('sms', record({}), unconfigured)).toMatchObject({ state: 'Queued' });
  });
});
