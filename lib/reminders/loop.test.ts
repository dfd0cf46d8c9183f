import { parseEnv } from '@/lib/env';
import { startReminderLoop, stopReminderLoop } from './loop';

const SMS = { SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms', SMS_WEBHOOK_TOKEN: 'token' };

describe('startReminderLoop', () => {
  // The timers are fake: no pass runs, so no database is opened.
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    stopReminderLoop();
    jest.useRealTimers();
  });

  it('does not start when nothing is configured to send, or REMINDER_POLL_SECONDS is 0', () => {
    expect(startReminderLoop(parseEnv({}))).toBe(false);
    expect(startReminderLoop(parseEnv({ ...SMS, REMINDER_POLL_SECONDS: '0' }))).toBe(false);
    expect(startReminderLoop(parseEnv({ SMTP_URL: 'smtp://mail.clinic.ng', REMINDER_POLL_SECONDS: '0' }))).toBe(false);
  });

  it('starts once when a channel is configured, and a second start in the same process is refused', () => {
    expect(startReminderLoop(parseEnv(SMS))).toBe(true);
    expect(startReminderLoop(parseEnv(SMS))).toBe(false);
    stopReminderLoop();
    expect(startReminderLoop(parseEnv({ REMINDER_EMAIL_OUTBOX: 'true' }))).toBe(true);
  });
});
