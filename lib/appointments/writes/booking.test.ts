import { eq } from 'drizzle-orm';
import { appointments, doctors, patients } from '@/lib/db/schema';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import type { AppointmentFormValues } from '@/lib/appointments/schema/appointment';
import { insertWeek } from '@/mocks/colleagues';
import { changeAppointmentStatus } from './status';
import { bookAppointment } from './booking';
import { bookingsOutsideHours, findNextFreeSlots } from '@/lib/appointments/queries/free-slots';
import { saveSchedule } from '@/lib/schedule/writes';

// Monday 23 November 2026, 08:00 in Lagos.
const NOW = new Date('2026-11-23T07:00:00Z');
const WEDNESDAY = '2026-11-25';

/** Free times as a refused booking offers them, all of one doctor, each written "YYYY-MM-DD HH:MM". */
const slotsOf = (doctorId: number, ...slots: string[]) =>
  slots.map((slot) => {
    const [date, time] = slot.split(' ');
    return { date, time, doctorId };
  });

let handle: DbHandle;
let ada: number;
let bayo: number;

// Each email is a different person who shares the name and phone: these tests are about slots, so each says
// newPatient (the likely-duplicates check has its own tests in booking-patient.test.ts).
const form = (overrides: Partial<AppointmentFormValues> = {}): AppointmentFormValues & { newPatient: true } => ({
  newPatient: true,
  fullName: 'Ngozi Eze',
  email: 'ngozi.eze@example.ng',
  phone: '+234 803 111 2222',
  age: 30,
  gender: 'female',
  date: WEDNESDAY,
  time: '09:00',
  type: 'checkup',
  ...overrides,
});

async function addDoctor(email: string, firstName: string): Promise<number> {
  const [row] = await handle.db.insert(doctors).values({ email, firstName, lastName: 'Test', passwordHash: 'not-a-hash' }).returning({ id: doctors.id });
  return row.id;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  ada = await addDoctor('ada@example.ng', 'Ada');
  bayo = await addDoctor('bayo@example.ng', 'Bayo');
  // Ada: Wednesdays 09:00–11:00, 45 minutes a patient. Bayo: Wednesdays and Thursdays 10:00–12:00, 30 minutes.
  await insertWeek(handle.db, ada, { perPatientTime: '00:45:00', days: [{ day: 'Wednesday', from: '09:00', to: '11:00' }] });
  await insertWeek(handle.db, bayo, {
    perPatientTime: '00:30:00',
    days: [
      { day: 'Wednesday', from: '10:00', to: '12:00' },
      { day: 'Thursday', from: '10:00', to: '12:00' },
    ],
  });
});
afterAll(() => handle.close());

beforeEach(async () => {
  await handle.db.delete(appointments);
});

describe('bookAppointment', () => {
  it("books with the doctor asked for, for that doctor's per-patient time", async () => {
    const result = await bookAppointment(handle.db, { ...form(), doctorId: ada }, { now: NOW });
    if (!result.ok) throw new Error(result.message);
    expect(result.appointment).toMatchObject({ doctorId: ada, date: WEDNESDAY, time: '09:00:00', endsAt: `${WEDNESDAY} 09:45:00`, status: 'pending' });
  });

  it('refuses a time in the past, and books nothing', async () => {
    const result = await bookAppointment(handle.db, { ...form({ date: '2026-11-23', time: '07:59' }), doctorId: ada }, { now: NOW });
    expect(result).toEqual({ ok: false, reason: 'past', message: 'Monday, 23 Nov 2026 at 07:59 has passed: choose a time from now on.' });
    expect(await handle.db.select().from(appointments)).toHaveLength(0);
  });

  it("refuses a time outside the doctor's hours and offers their next free times", async () => {
    const result = await bookAppointment(handle.db, { ...form({ time: '10:30' }), doctorId: ada }, { now: NOW });
    expect(result).toEqual({
      ok: false,
      reason: 'out-of-hours',
      message: "Wednesday, 25 Nov 2026 at 10:30 is outside Dr. Ada Test's hours (Wednesday 09:00–11:00, 00:45:00 a patient).",
      // After 10:30 on Wednesday Ada has no whole visit left; her next Wednesday is a week later.
      nextFreeSlots: slotsOf(ada, '2026-12-02 09:00', '2026-12-02 09:45', '2026-12-09 09:00', '2026-12-09 09:45', '2026-12-16 09:00'),
    });
    const dayOff = await bookAppointment(handle.db, { ...form({ date: '2026-11-26' }), doctorId: ada }, { now: NOW });
    expect(dayOff).toMatchObject({ ok: false, reason: 'out-of-hours', message: expect.stringContaining('(no hours on Thursday)') });
  });

  it("refuses a time that overlaps one of the doctor's bookings, and offers the free ones around it", async () => {
    await bookAppointment(handle.db, { ...form(), doctorId: ada }, { now: NOW });
    const result = await bookAppointment(handle.db, { ...form({ email: 'other@example.ng', time: '09:30' }), doctorId: ada }, { now: NOW });
    expect(result).toMatchObject({
      ok: false,
      reason: 'taken',
      message: 'Dr. Ada Test already has an appointment at Wednesday, 25 Nov 2026 at 09:30.',
      nextFreeSlots: slotsOf(ada, `${WEDNESDAY} 09:45`, '2026-12-02 09:00', '2026-12-02 09:45', '2026-12-09 09:00', '2026-12-09 09:45'),
    });
    // Touching the end of a visit is no overlap.
    await expect(bookAppointment(handle.db, { ...form({ email: 'third@example.ng', time: '09:45' }), doctorId: ada }, { now: NOW })).resolves.toMatchObject({ ok: true });
  });

  it('gives a booking without a doctor to the first doctor free then, and refuses when nobody is', async () => {
    const first = await bookAppointment(handle.db, form({ time: '10:00' }), { now: NOW });
    const second = await bookAppointment(handle.db, form({ email: 'b@example.ng', time: '10:00' }), { now: NOW });
    expect(first).toMatchObject({ ok: true, appointment: { doctorId: ada } });
    expect(second).toMatchObject({ ok: true, appointment: { doctorId: bayo, endsAt: `${WEDNESDAY} 10:30:00` } });
    const third = await bookAppointment(handle.db, form({ email: 'c@example.ng', time: '10:00' }), { now: NOW });
    expect(third).toMatchObject({
      ok: false,
      reason: 'taken',
      message: 'Every doctor who works at Wednesday, 25 Nov 2026 at 10:00 is already booked then.',
      nextFreeSlots: slotsOf(bayo, `${WEDNESDAY} 10:30`, `${WEDNESDAY} 11:00`, `${WEDNESDAY} 11:30`, '2026-11-26 10:00', '2026-11-26 10:30'),
    });
    const nobody = await bookAppointment(handle.db, form({ email: 'd@example.ng', time: '13:00' }), { now: NOW });
    expect(nobody).toMatchObject({ ok: false, reason: 'out-of-hours', message: 'No doctor sees patients at Wednesday, 25 Nov 2026 at 13:00.' });
    // The refused bookings created no patient either.
    expect(await handle.db.select().from(appointments)).toHaveLength(2);
    expect(await handle.db.select().from(patients).where(eq(patients.email, 'c@example.ng'))).toHaveLength(0);
  });

  it('lets a cancelled or no-show appointment free its slot', async () => {
    const booked = await bookAppointment(handle.db, { ...form(), doctorId: ada }, { now: NOW });
    if (!booked.ok) throw new Error(booked.message);
    // Marked a no-show once the visit's time has come (before it, a no-show is refused).
    const afterTheStart = new Date(`${WEDNESDAY}T12:00:00Z`);
    await expect(changeAppointmentStatus(handle.db, { id: booked.appointment.id, status: 'no-show', changedById: ada, now: afterTheStart })).resolves.toMatchObject({ ok: true });
    await expect(bookAppointment(handle.db, { ...form({ email: 'next@example.ng' }), doctorId: ada }, { now: NOW })).resolves.toMatchObject({ ok: true });
  });

  it('refuses an unknown or disabled doctor', async () => {
    await expect(bookAppointment(handle.db, { ...form(), doctorId: 999999 }, { now: NOW })).resolves.toMatchObject({ ok: false, reason: 'unknown-doctor' });
  });

  it('lets exactly one of two bookings of one slot at once win', async () => {
    const results = await Promise.all([
      bookAppointment(handle.db, { ...form({ email: 'one@example.ng' }), doctorId: ada }, { now: NOW }),
      bookAppointment(handle.db, { ...form({ email: 'two@example.ng', time: '09:15' }), doctorId: ada }, { now: NOW }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([expect.objectContaining({ ok: false, reason: 'taken' })]);
    expect(await handle.db.select().from(appointments).where(eq(appointments.doctorId, ada))).toHaveLength(1);
  });

  it('is backed by the database: an overlapping insert that skips the checks is refused', async () => {
    await bookAppointment(handle.db, { ...form(), doctorId: ada }, { now: NOW });
    const [existing] = await handle.db.select().from(appointments);
    const copy = { ...existing, id: undefined, createdAt: undefined };
    await expect(handle.db.insert(appointments).values({ ...copy, time: '09:40:00', endsAt: `${WEDNESDAY} 10:25:00` })).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23P01' }),
    });
  });
});

describe('findNextFreeSlots', () => {
  it("merges the doctors' free times in time order, from now on", async () => {
    const slots = await findNextFreeSlots(handle.db, { now: new Date('2026-11-25T09:50:00Z') });
    // 10:50 in Lagos: Ada's Wednesday times have passed; Bayo's 11:00 is next.
    expect(slots).toEqual(slotsOf(bayo, `${WEDNESDAY} 11:00`, `${WEDNESDAY} 11:30`, '2026-11-26 10:00', '2026-11-26 10:30', '2026-11-26 11:00'));
  });
});

describe('bookingsOutsideHours', () => {
  it("lists the doctor's coming bookings that a new week no longer covers, and deletes none", async () => {
    const early = await bookAppointment(handle.db, { ...form(), doctorId: ada }, { now: NOW });
    const late = await bookAppointment(handle.db, { ...form({ email: 'late@example.ng', time: '10:15' }), doctorId: ada }, { now: NOW });
    if (!early.ok || !late.ok) throw new Error('booking failed');
    await expect(bookingsOutsideHours(handle.db, ada, { now: NOW })).resolves.toEqual({ rows: [], total: 0 });

    // Wednesdays now start at 10:00: the 09:00 visit falls outside; 10:15–11:00 still fits.
    await saveSchedule(handle.db, ada, { perPatientTime: '00:45:00', days: [{ day: 'Wednesday', from: '10:00', to: '11:00' }] });
    const outside = await bookingsOutsideHours(handle.db, ada, { now: NOW });
    expect(outside).toEqual({ total: 1, rows: [{ id: early.appointment.id, fullName: 'Ngozi Eze', date: WEDNESDAY, time: '09:00:00', status: 'pending' }] });

    // No Wednesday at all: both are listed, earliest first; a cancelled one is not.
    await saveSchedule(handle.db, ada, { perPatientTime: '00:45:00', days: [{ day: 'Thursday', from: '10:00', to: '11:00' }] });
    expect((await bookingsOutsideHours(handle.db, ada, { now: NOW })).rows.map((row) => row.id)).toEqual([early.appointment.id, late.appointment.id]);
    await changeAppointmentStatus(handle.db, { id: late.appointment.id, status: 'cancelled', changedById: ada });
    expect((await bookingsOutsideHours(handle.db, ada, { now: NOW })).total).toBe(1);
    // Nothing is deleted by a schedule change, and past bookings are not listed.
    expect(await handle.db.select().from(appointments)).toHaveLength(2);
    expect((await bookingsOutsideHours(handle.db, ada, { now: new Date('2026-11-26T07:00:00Z') })).total).toBe(0);
    await saveSchedule(handle.db, ada, { perPatientTime: '00:45:00', days: [{ day: 'Wednesday', from: '09:00', to: '11:00' }] });
  });
});
