import { BASE_APPOINTMENT_OFFSETS } from '@/mocks/clinic';
import { count, eq } from 'drizzle-orm';
import { patients } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { createSeededTestDatabase, TEST_NOW, TEST_TODAY } from '@/mocks/testing';
import type { AppointmentFormValues } from '@/lib/validations/appointment';
import { createAppointment, getAppointment, listAppointments, splitFullName } from './appointments';

jest.setTimeout(60_000);

let handle: DbHandle;
beforeAll(async () => {
  handle = await createSeededTestDatabase();
});
afterAll(() => handle.close());

const patientCount = async () => (await handle.db.select({ value: count() }).from(patients))[0].value;

const form = (overrides: Partial<AppointmentFormValues> = {}): AppointmentFormValues => ({
  fullName: 'Temitope Ajayi',
  email: 'temitope.ajayi@example.ng',
  phone: '+234 806 222 3344',
  age: 29,
  gender: 'female',
  date: '2026-03-20',
  time: '10:15',
  type: 'checkup',
  ...overrides,
});

describe('listAppointments', () => {
  it('lists all, latest date and time first', async () => {
    const rows = await listAppointments(handle.db);
    expect(rows).toHaveLength(BASE_APPOINTMENT_OFFSETS.length);
    const keys = rows.map((row) => `${row.date} ${row.time}`);
    expect(keys).toEqual([...keys].sort().reverse());
  });

  it('filters by an inclusive date range', async () => {
    const today = await listAppointments(handle.db, { from: TEST_TODAY, to: TEST_TODAY });
    expect(today).toHaveLength(6);
    const lastWeek = await listAppointments(handle.db, { from: '2026-03-08', to: '2026-03-14' });
    expect(lastWeek.length).toBeGreaterThan(0);
    for (const row of lastWeek) expect(row.date >= '2026-03-08' && row.date <= '2026-03-14').toBe(true);
    const upcoming = await listAppointments(handle.db, { from: '2026-03-16' });
    expect(upcoming).toHaveLength(10);
    expect(upcoming.every((row) => row.status === 'pending')).toBe(true);
  });

  it('filters by patient and stops at the limit', async () => {
    const mine = await listAppointments(handle.db, { patientId: 1 });
    expect(mine.length).toBeGreaterThan(1);
    expect(mine.every((row) => row.patientId === 1)).toBe(true);
    await expect(listAppointments(handle.db, { limit: 3 })).resolves.toHaveLength(3);
  });
});

describe('createAppointment', () => {
  it('books a pending appointment for the patient with that email, in any case', async () => {
    const [chinedu] = await handle.db.select().from(patients).where(eq(patients.id, 1));
    const before = await patientCount();
    const created = await createAppointment(handle.db, form({ fullName: 'Chinedu Okafor', email: chinedu.email.toUpperCase() }), { now: TEST_NOW });
    expect(created).toMatchObject({ patientId: 1, status: 'pending', date: '2026-03-20', time: '10:15:00', type: 'checkup', age: 29 });
    expect(await patientCount()).toBe(before);
    await expect(getAppointment(handle.db, created.id)).resolves.toEqual(created);
  });

  it('creates the patient when the email is new, and reuses it next time', async () => {
    const before = await patientCount();
    const first = await createAppointment(handle.db, form(), { now: TEST_NOW });
    expect(await patientCount()).toBe(before + 1);
    const [patient] = await handle.db.select().from(patients).where(eq(patients.id, first.patientId));
    expect(patient).toMatchObject({
      firstName: 'Temitope',
      lastName: 'Ajayi',
      fullName: 'Temitope Ajayi',
      email: 'temitope.ajayi@example.ng',
      gender: 'female',
      dateOfBirth: '1997-03-15',
      weight: null,
      bloodGroup: null,
    });
    const second = await createAppointment(handle.db, form({ email: 'Temitope.Ajayi@Example.NG', type: 'surgery' }), { now: TEST_NOW });
    expect(second.patientId).toBe(first.patientId);
    expect(await patientCount()).toBe(before + 1);
  });

  it('books two appointments for one new email at the same time without a duplicate patient', async () => {
    const before = await patientCount();
    const [one, two] = await Promise.all([
      createAppointment(handle.db, form({ email: 'kunle.ade@example.ng', fullName: 'Kunle Adewale' }), { now: TEST_NOW }),
      createAppointment(handle.db, form({ email: 'KUNLE.ADE@example.ng', fullName: 'Kunle Adewale' }), { now: TEST_NOW }),
    ]);
    expect(one.patientId).toBe(two.patientId);
    expect(await patientCount()).toBe(before + 1);
  });

  it('names a patient known by one name without a trailing space', async () => {
    const created = await createAppointment(handle.db, form({ fullName: 'Oluwadamilare', email: 'dare@example.ng' }), { now: TEST_NOW });
    const [patient] = await handle.db.select().from(patients).where(eq(patients.id, created.patientId));
    expect(patient).toMatchObject({ firstName: 'Oluwadamilare', lastName: '', fullName: 'Oluwadamilare' });
  });

  it('returns null for an unknown id', async () => {
    await expect(getAppointment(handle.db, 999_999)).resolves.toBeNull();
  });
});

describe('splitFullName', () => {
  it('keeps the first word as first name and the rest as last name', () => {
    expect(splitFullName('  Ada  Lovelace Obi ')).toEqual({ firstName: 'Ada', lastName: 'Lovelace Obi' });
    expect(splitFullName('Madonna')).toEqual({ firstName: 'Madonna', lastName: '' });
  });
});
