import { eq } from 'drizzle-orm';
import { appointmentReminders, appointments, doctors, patients } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { runReminderPass, type ReminderPassOptions, type ReminderSenders } from '@/lib/reminders/pass';
import { createSeededTestDatabase } from '@/mocks/testing';
import { claimDueReminders, enqueueDueReminders, INTERRUPTED_REASON, REMINDER_MAX_ATTEMPTS } from './writes';
import { listAppointmentReminders } from './queries';

let handle: DbHandle;
let doctorId: number;
beforeAll(async () => {
  handle = await createSeededTestDatabase();
  [{ id: doctorId }] = await handle.db.select({ id: doctors.id }).from(doctors).limit(1);
});
afterAll(() => handle.close());

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** Each test works on a day of its own far after the demo data, so no other appointment is in its window. */
let day = 0;
function nextDay(): { now: Date; date: (offsetHours: number) => { date: string; time: string } } {
  day += 3;
  // 08:00 in Lagos (07:00 UTC) on a day of 2099.
  const now = new Date(Date.UTC(2099, 0, 1 + day, 7, 0, 0));
  const date = (offsetHours: number) => {
    const wall = new Date(now.getTime() + HOUR + offsetHours * HOUR); // Lagos is UTC+1
    return { date: wall.toISOString().slice(0, 10), time: wall.toISOString().slice(11, 19) };
  };
  return { now, date };
}

let patientCount = 0;
async function patient(contact: { phone: string; email: string | null }): Promise<number> {
  patientCount += 1;
  const [row] = await handle.db
    .insert(patients)
    .values({ firstName: 'Remi', lastName: `Tester${patientCount}`, gender: 'female', dateOfBirth: '1990-01-01', ...contact })
    .returning({ id: patients.id });
  return row.id;
}

/** An appointment of the test doctor's at a wall-clock start, for a new patient with these contact details. */
async function book(
  start: { date: string; time: string },
  { status = 'pending', phone = '08035550000', email = null }: { status?: 'pending' | 'confirmed' | 'cancelled'; phone?: string; email?: string | null } = {},
): Promise<number> {
  const patientId = await patient({ phone, email });
  const [{ id }] = await handle.db
    .insert(appointments)
    .values({ patientId, doctorId, date: start.date, time: start.time, endsAt: `${start.date} ${start.time.slice(0, 2)}:59:00`, type: 'checkup', status })
    .returning({ id: appointments.id });
  return id;
}

interface Outbox {
  sms: Array<{ to: string; text: string }>;
  email: Array<{ to: string; subject: string; text: string }>;
  senders: ReminderSenders;
}
function outbox({ smsFails = false } = {}): Outbox {
  const box: Outbox = {
    sms: [],
    email: [],
    senders: {
      sms: {
        send: async (sms) => {
          if (smsFails) throw new Error('The SMS webhook answered 503');
          box.sms.push(sms);
        },
      },
      email: async (mail) => {
        box.email.push(mail);
      },
    },
  };
  return box;
}

const options = (senders: ReminderSenders, now: Date): ReminderPassOptions => ({
  senders,
  now,
  leadHours: 24,
  clinicName: 'Hospital Management System',
  clinicPhone: '+234 803 123 4567',
});

const remindersOf = (appointmentId: number) => listAppointmentReminders(handle.db, appointmentId);

describe('runReminderPass', () => {
  it('queues only pending or confirmed visits starting within the lead window, and sends them', async () => {
    const { now, date } = nextDay();
    const soon = await book(date(3), { phone: '0803 555 1234', email: 'remi@example.com' });
    const confirmed = await book(date(23), { status: 'confirmed' });
    const later = await book(date(25));
    const past = await book(date(-2));
    const cancelled = await book(date(5), { status: 'cancelled' });
    const box = outbox();

    const result = await runReminderPass(handle.db, options(box.senders, now));

    expect(result).toEqual({ queued: 3, skipped: 1, sent: 3, retrying: 0, failed: 0 });
    expect(await remindersOf(later)).toEqual([]);
    expect(await remindersOf(past)).toEqual([]);
    expect(await remindersOf(cancelled)).toEqual([]);
    expect(box.sms.map((sms) => sms.to).sort()).toEqual(['+2348035550000', '+2348035551234']);
    const [doctor] = await handle.db.select().from(doctors).where(eq(doctors.id, doctorId));
    const soonSms = box.sms.find((sms) => sms.to === '+2348035551234')!;
    expect(soonSms.text).toContain('Hospital Management System');
    expect(soonSms.text).toContain(`Dr. ${doctor.firstName} ${doctor.lastName}`);
    expect(soonSms.text).toContain(`at ${date(3).time.slice(0, 5)}`);
    expect(soonSms.text).not.toMatch(/checkup|AM|PM/i);
    expect(box.email).toEqual([expect.objectContaining({ to: 'remi@example.com', subject: expect.stringContaining(date(3).time.slice(0, 5)) })]);

    const soonRows = await remindersOf(soon);
    expect(soonRows).toEqual([
      expect.objectContaining({ channel: 'email', state: 'sent', sentAt: now, attempts: 1 }),
      expect.objectContaining({ channel: 'sms', state: 'sent', sentAt: now, recipient: '+2348035551234', lastError: null }),
    ]);
    // Due 24 hours before the start.
    expect(soonRows[0].dueAt).toEqual(new Date(now.getTime() + 3 * HOUR - 24 * HOUR));
    expect(await remindersOf(confirmed)).toEqual([
      expect.objectContaining({ channel: 'email', state: 'skipped', lastError: "No email address on the patient's record" }),
      expect.objectContaining({ channel: 'sms', state: 'sent' }),
    ]);
  });

  it('sends a reminder once across passes, a restart and two passes at once', async () => {
    const { now, date } = nextDay();
    await book(date(2));
    const box = outbox();
    await runReminderPass(handle.db, options(box.senders, now));
    // The same server again, then "after a restart" (a new pass reads only the database), then two at once.
    await runReminderPass(handle.db, options(box.senders, new Date(now.getTime() + MINUTE)));
    await runReminderPass(handle.db, options(outbox().senders, new Date(now.getTime() + 2 * MINUTE)));
    expect(box.sms).toHaveLength(1);

    const { now: now2, date: date2 } = nextDay();
    const id = await book(date2(2));
    const [a, b] = [outbox(), outbox()];
    const results = await Promise.all([runReminderPass(handle.db, options(a.senders, now2)), runReminderPass(handle.db, options(b.senders, now2))]);
    expect(a.sms.length + b.sms.length).toBe(1);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(1);
    expect(await remindersOf(id)).toEqual([expect.objectContaining({ channel: 'email', state: 'skipped' }), expect.objectContaining({ state: 'sent' })]);
  });

  it('fails a reminder interrupted while sending after its lease, and never sends it again', async () => {
    const { now, date } = nextDay();
    const id = await book(date(4));
    await enqueueDueReminders(handle.db, { now, leadHours: 24, limit: 10, channels: { email: true, sms: true } });
    // A server claims it and stops before recording the outcome.
    expect(await claimDueReminders(handle.db, { now, limit: 10 })).toEqual([expect.objectContaining({ appointmentId: id, channel: 'sms' })]);
    const box = outbox();
    await runReminderPass(handle.db, options(box.senders, new Date(now.getTime() + 5 * MINUTE)));
    expect(box.sms).toEqual([]);
    expect((await remindersOf(id))[1]).toMatchObject({ state: 'sending' });
    const result = await runReminderPass(handle.db, options(box.senders, new Date(now.getTime() + 16 * MINUTE)));
    expect(result.failed).toBe(1);
    expect(box.sms).toEqual([]);
    expect((await remindersOf(id))[1]).toMatchObject({ state: 'failed', lastError: INTERRUPTED_REASON });
  });

  it('retries a failed send with backoff, up to the limit, then fails it for good', async () => {
    const { now, date } = nextDay();
    const id = await book(date(6));
    const failing = outbox({ smsFails: true });
    let tries = 0;
    const counting: ReminderSenders = {
      sms: {
        send: async (sms) => {
          tries += 1;
          await failing.senders.sms!.send(sms);
        },
      },
    };
    const at = (minutes: number) => options(counting, new Date(now.getTime() + minutes * MINUTE));
    expect(await runReminderPass(handle.db, at(0))).toMatchObject({ retrying: 1, failed: 0 });
    expect((await remindersOf(id))[1]).toMatchObject({ state: 'queued', attempts: 1, lastError: 'The SMS webhook answered 503' });
    await runReminderPass(handle.db, at(4)); // before the 5-minute backoff: not tried
    expect(tries).toBe(1);
    expect(await runReminderPass(handle.db, at(5))).toMatchObject({ retrying: 1 });
    expect(await runReminderPass(handle.db, at(19))).toMatchObject({ retrying: 0, failed: 0 }); // 15 minutes after the second try
    expect(await runReminderPass(handle.db, at(20))).toMatchObject({ failed: 1 });
    expect(tries).toBe(REMINDER_MAX_ATTEMPTS);
    await runReminderPass(handle.db, at(200));
    expect(tries).toBe(REMINDER_MAX_ATTEMPTS);
    expect((await remindersOf(id))[1]).toMatchObject({ state: 'failed', attempts: 3, lastError: 'The SMS webhook answered 503 (3 tries)' });
  });

  it('skips a patient without a phone number or email, and says why', async () => {
    const { now, date } = nextDay();
    const id = await book(date(2), { phone: '', email: null });
    const invalid = await book(date(3), { phone: '12', email: null });
    const box = outbox();
    expect(await runReminderPass(handle.db, options(box.senders, now))).toMatchObject({ queued: 0, skipped: 4, sent: 0 });
    expect(box.sms).toEqual([]);
    expect(box.email).toEqual([]);
    expect(await remindersOf(id)).toEqual([
      expect.objectContaining({ channel: 'email', state: 'skipped', lastError: "No email address on the patient's record", attempts: 0 }),
      expect.objectContaining({ channel: 'sms', state: 'skipped', lastError: "No phone number on the patient's record" }),
    ]);
    expect((await remindersOf(invalid))[1]).toMatchObject({ lastError: "The phone number on the patient's record is not a valid number" });
  });

  it('skips a channel nothing is configured to send', async () => {
    const { now, date } = nextDay();
    const id = await book(date(2), { email: 'unconfigured@example.com' });
    expect(await runReminderPass(handle.db, options({}, now))).toMatchObject({ queued: 0, skipped: 2 });
    expect(await remindersOf(id)).toEqual([
      expect.objectContaining({ state: 'skipped', lastError: 'Email not configured' }),
      expect.objectContaining({ state: 'skipped', lastError: 'SMS not configured' }),
    ]);
  });

  it('does not send for an appointment cancelled after it was queued, nor for one that has started', async () => {
    const { now, date } = nextDay();
    const cancelled = await book(date(2));
    const started = await book(date(5));
    await enqueueDueReminders(handle.db, { now, leadHours: 24, limit: 10, channels: { email: true, sms: true } });
    await handle.db.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.id, cancelled));
    const box = outbox();
    await runReminderPass(handle.db, options(box.senders, new Date(now.getTime() + 6 * HOUR)));
    expect(box.sms).toEqual([]);
    expect((await remindersOf(cancelled))[1]).toMatchObject({ state: 'skipped', lastError: 'Not sent: the appointment is cancelled' });
    expect((await remindersOf(started))[1]).toMatchObject({ state: 'skipped', lastError: 'Not sent: the appointment had already started' });
  });

  it('queues at most a batch of appointments a pass, the earliest first, and the rest on the next', async () => {
    const { now, date } = nextDay();
    const ids = [await book(date(3)), await book(date(1)), await book(date(2))];
    const box = outbox();
    expect(await runReminderPass(handle.db, { ...options(box.senders, now), batchSize: 2 })).toMatchObject({ queued: 2, sent: 2 });
    expect(await remindersOf(ids[0])).toEqual([]);
    expect(await runReminderPass(handle.db, { ...options(box.senders, now), batchSize: 2 })).toMatchObject({ queued: 1, sent: 1 });
    expect(box.sms).toHaveLength(3);
    const rows = await handle.db.select().from(appointmentReminders).where(eq(appointmentReminders.appointmentId, ids[0]));
    expect(rows).toHaveLength(2);
  });
});
