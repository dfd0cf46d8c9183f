import { and, eq, isNull } from 'drizzle-orm';
import { endOfVisit } from '@/lib/clinic-time';
import { appointmentReminders, appointments, appointmentStatusChanges, doctors, patients } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { runReminderPass, type ReminderSenders } from '@/lib/reminders/pass';
import { createSeededTestDatabase } from '@/mocks/testing';
import { getAppointment } from '@/lib/appointments/queries/appointments';
import { listStatusChanges } from '@/lib/appointments/queries/status-changes';
import { listAppointmentReminders } from '@/lib/reminders/queries';
import { rescheduleAppointment } from './reschedule';
import { saveSchedule } from '@/lib/schedule/writes';

// A doctor of its own who works every day 09:00–12:00, half an hour a patient, on days of 2099 that nothing else
// books: each test takes a day of its own.

const HOUR = 3_600_000;
let handle: DbHandle;
let doctorId: number;
let otherDoctorId: number;

beforeAll(async () => {
  handle = await createSeededTestDatabase();
  const [doctor, other] = await handle.db
    .insert(doctors)
    .values([
      { email: 'reschedule.doctor@clinic.test', firstName: 'Kemi', lastName: 'Moved', passwordHash: 'x' },
      { email: 'reschedule.other@clinic.test', firstName: 'Obi', lastName: 'Other', passwordHash: 'x' },
    ])
    .returning({ id: doctors.id });
  doctorId = doctor.id;
  otherDoctorId = other.id;
  const week = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
  await saveSchedule(handle.db, doctorId, { perPatientTime: '00:30:00', days: week.map((day) => ({ day, from: '09:00', to: '12:00' })) });
});
afterAll(() => handle.close());

let dayNumber = 0;
/** A new day of 2099, and 08:00 in Lagos (07:00 UTC) on it: the clock of the test. */
function nextDay() {
  dayNumber += 3;
  const date = new Date(Date.UTC(2099, 2, 1 + dayNumber)).toISOString().slice(0, 10);
  const plus = (days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 24 * HOUR).toISOString().slice(0, 10);
  return { date, plus, now: new Date(`${date}T07:00:00Z`) };
}

let patientCount = 0;
async function book(date: string, time: string, { status = 'pending', doctor = doctorId }: { status?: 'pending' | 'confirmed' | 'arrived' | 'completed' | 'cancelled' | 'no-show'; doctor?: number } = {}) {
  patientCount += 1;
  const [patient] = await handle.db
    .insert(patients)
    .values({ firstName: 'Tolu', lastName: `Moved${patientCount}`, gender: 'female', dateOfBirth: '1990-01-01', phone: `+23480355${String(patientCount).padStart(5, '0')}` })
    .returning({ id: patients.id });
  const [{ id }] = await handle.db
    .insert(appointments)
    .values({ patientId: patient.id, doctorId: doctor, date, time, endsAt: endOfVisit(date, time, '00:30:00'), type: 'checkup', status })
    .returning({ id: appointments.id });
  return id;
}

const move = (id: number, date: string, time: string, now: Date) => rescheduleAppointment(handle.db, { id, date, time, changedById: doctorId, now });

describe('rescheduleAppointment', () => {
  it('moves a pending visit to a free time of its doctor, for one per-patient time, and records the move in its history', async () => {
    const { date, plus, now } = nextDay();
    const id = await book(date, '09:00:00');
    const result = await move(id, plus(1), '10:30', now);
    expect(result).toMatchObject({ ok: true, from: { date, time: '09:00:00' }, appointment: { id, date: plus(1), time: '10:30:00', endsAt: `${plus(1)} 11:00:00`, status: 'pending' } });
    expect(await getAppointment(handle.db, id)).toMatchObject({ date: plus(1), time: '10:30:00', endsAt: `${plus(1)} 11:00:00`, status: 'pending' });
    const [change] = await listStatusChanges(handle.db, id);
    expect(change).toMatchObject({ fromStatus: 'pending', toStatus: 'pending', fromStart: `${date} 09:00:00`, toStart: `${plus(1)} 10:30:00`, changedBy: 'Dr. Kemi Moved' });
  });

  it('moves a visit over part of its own slot (only other bookings clash)', async () => {
    const { date, now } = nextDay();
    const id = await book(date, '10:00:00');
    expect(await move(id, date, '10:15', now)).toMatchObject({ ok: true, appointment: { time: '10:15:00', endsAt: `${date} 10:45:00` } });
  });

  it('refuses a time that has passed, the time it already has, and a visit that is not pending or confirmed', async () => {
    const { date, plus, now } = nextDay();
    const id = await book(date, '11:00:00', { status: 'confirmed' });
    expect(await move(id, date, '07:30', now)).toEqual({ ok: false, reason: 'past', message: expect.stringMatching(/ at 07:30 has passed: choose a time from now on\.$/) });
    expect(await move(id, date, '11:00', now)).toEqual({ ok: false, reason: 'unchanged', message: expect.stringContaining('is already on') });
    for (const status of ['arrived', 'completed', 'cancelled', 'no-show'] as const) {
      const other = await book(plus(1), '09:00:00', { status });
      expect(await move(other, plus(2), '09:00', now)).toEqual({ ok: false, reason: 'not-allowed', status });
      expect(await getAppointment(handle.db, other)).toMatchObject({ date: plus(1), time: '09:00:00' });
      await handle.db.delete(appointments).where(eq(appointments.id, other));
    }
    expect(await move(2_000_000_000, plus(2), '09:00', now)).toEqual({ ok: false, reason: 'not-found' });
    expect(await listStatusChanges(handle.db, id)).toEqual([]);
  });

  it("refuses a time outside the doctor's hours, or over another booking, offering the next free times; its own slot counts free", async () => {
    const { date, now } = nextDay();
    const id = await book(date, '10:30:00');
    await book(date, '10:00:00');

    const outside = await move(id, date, '13:00', now);
    expect(outside).toMatchObject({ ok: false, reason: 'out-of-hours', message: expect.stringContaining("is outside Dr. Kemi Moved's hours") });

    const taken = await move(id, date, '10:00', now);
    expect(taken).toMatchObject({ ok: false, reason: 'taken', message: expect.stringMatching(/^Dr\. Kemi Moved already has an appointment at .+ at 10:00\.$/) });
    // From 10:00 on: 10:30 is this visit's own (free to it), 10:00 is the other one's.
    expect(taken.ok ? [] : 'nextFreeSlots' in taken ? taken.nextFreeSlots.slice(0, 3) : []).toEqual([
      { date, time: '10:30', doctorId },
      { date, time: '11:00', doctorId },
      { date, time: '11:30', doctorId },
    ]);
    expect(await getAppointment(handle.db, id)).toMatchObject({ date, time: '10:30:00' });
    expect(await listStatusChanges(handle.db, id)).toEqual([]);
  });

  it('lets one of two moves into the same slot win: the database decides', async () => {
    const { date, now } = nextDay();
    const first = await book(date, '09:00:00');
    const second = await book(date, '09:30:00');
    const results = await Promise.all([move(first, date, '11:00', now), move(second, date, '11:00', now)]);
    expect(results.map((result) => (result.ok ? 'moved' : result.reason)).sort()).toEqual(['moved', 'taken']);
  });

  it("refuses to move a visit of a doctor whose account is no longer active", async () => {
    const { date, plus, now } = nextDay();
    const id = await book(date, '09:00:00', { doctor: otherDoctorId });
    await handle.db.update(doctors).set({ status: 'disabled' }).where(eq(doctors.id, otherDoctorId));
    expect(await move(id, plus(1), '09:00', now)).toEqual({ ok: false, reason: 'doctor-inactive', message: expect.stringContaining("Dr. Obi Other's account is not active") });
  });
});

describe('a reschedule and the reminders', () => {
  const sent: Array<{ to: string; text: string }> = [];
  let failing = false;
  const senders: ReminderSenders = {
    sms: {
      send: async (sms) => {
        if (failing) throw new Error('The SMS webhook answered 503');
        sent.push(sms);
      },
    },
  };
  const pass = (now: Date) => runReminderPass(handle.db, { senders, now, leadHours: 24, clinicName: 'HMS', clinicPhone: '+234 803 123 4567' });
  const current = (id: number) =>
    handle.db
      .select()
      .from(appointmentReminders)
      .where(and(eq(appointmentReminders.appointmentId, id), eq(appointmentReminders.channel, 'sms'), isNull(appointmentReminders.supersededAt)));
  const phoneOf = async (id: number) =>
    (await handle.db.select({ phone: patients.phone }).from(appointments).innerJoin(patients, eq(patients.id, appointments.patientId)).where(eq(appointments.id, id)))[0].phone;

  beforeEach(() => {
    sent.length = 0;
    failing = false;
  });

  it('reminds the patient of the new time after one of the old time went out; the old one stays on record, superseded', async () => {
    const { date, now } = nextDay();
    const id = await book(date, '10:00:00');
    const phone = await phoneOf(id);
    await pass(now);
    expect(sent.filter((sms) => sms.to === phone).map((sms) => sms.text)).toEqual([expect.stringContaining('at 10:00')]);

    const movedAt = new Date(now.getTime() + 5 * 60_000);
    expect(await move(id, date, '11:30', movedAt)).toMatchObject({ ok: true });
    expect(await current(id)).toEqual([]);
    await pass(new Date(movedAt.getTime() + 60_000));
    expect(sent.filter((sms) => sms.to === phone).map((sms) => sms.text)).toEqual([expect.stringContaining('at 10:00'), expect.stringContaining('at 11:30')]);

    const rows = await listAppointmentReminders(handle.db, id);
    const sms = rows.filter((row) => row.channel === 'sms');
    expect(sms).toEqual([
      expect.objectContaining({ state: 'sent', supersededAt: movedAt }),
      expect.objectContaining({ state: 'sent', supersededAt: null }),
    ]);
    // Due the lead before the new start: 11:30 in Lagos (10:30 UTC) less 24 hours.
    expect(sms[1].dueAt).toEqual(new Date(Date.parse(`${date}T10:30:00Z`) - 24 * HOUR));

    // Moved back to the first time: the patient was last reminded of 11:30, so 10:00 gets a reminder again.
    expect(await move(id, date, '10:00', new Date(movedAt.getTime() + 2 * 60_000))).toMatchObject({ ok: true });
    await pass(new Date(movedAt.getTime() + 3 * 60_000));
    expect(sent.filter((sms) => sms.to === phone).map((sms) => sms.text.match(/at (\d{2}:\d{2})/)![1])).toEqual(['10:00', '11:30', '10:00']);
  });

  it('a reminder waiting for another try is not sent for the old time, and the new time gets its own', async () => {
    const { date, now } = nextDay();
    const id = await book(date, '09:30:00');
    const phone = await phoneOf(id);
    failing = true;
    await pass(now);
    expect(await current(id)).toEqual([expect.objectContaining({ state: 'queued', attempts: 1 })]);

    failing = false;
    expect(await move(id, date, '11:00', now)).toMatchObject({ ok: true });
    const [old] = (await listAppointmentReminders(handle.db, id)).filter((row) => row.channel === 'sms');
    expect(old).toMatchObject({ state: 'skipped', lastError: expect.stringMatching(/^Not sent: the appointment was moved to .+ at 11:00$/), supersededAt: now });
    // Even once its try is due, the old row is never claimed.
    await pass(new Date(now.getTime() + HOUR));
    expect(sent.filter((sms) => sms.to === phone).map((sms) => sms.text)).toEqual([expect.stringContaining('at 11:00')]);
  });

  it('a visit moved beyond the lead is reminded the lead before its new start, not before', async () => {
    const { date, plus, now } = nextDay();
    const id = await book(date, '10:30:00');
    const phone = await phoneOf(id);
    await pass(now);
    expect(await move(id, plus(3), '09:00', now)).toMatchObject({ ok: true });
    // 09:00 in Lagos three days on is 08:00 UTC; its reminder is due 24 hours earlier.
    const due = Date.parse(`${plus(3)}T08:00:00Z`) - 24 * HOUR;
    await pass(new Date(due - 60_000));
    expect(await current(id)).toEqual([]);
    await pass(new Date(due));
    expect(await current(id)).toEqual([expect.objectContaining({ state: 'sent', dueAt: new Date(due) })]);
    expect(sent.filter((sms) => sms.to === phone).map((sms) => sms.text.match(/at (\d{2}:\d{2})/)![1])).toEqual(['10:30', '09:00']);
  });

  it('a move refused leaves the reminders as they were', async () => {
    const { date, now } = nextDay();
    const id = await book(date, '10:00:00');
    await book(date, '11:00:00');
    await pass(now);
    expect(await move(id, date, '11:00', now)).toMatchObject({ ok: false, reason: 'taken' });
    expect(await current(id)).toEqual([expect.objectContaining({ state: 'sent' })]);
    expect(await handle.db.select().from(appointmentStatusChanges).where(eq(appointmentStatusChanges.appointmentId, id))).toEqual([]);
  });
});
