import { eq, sql } from 'drizzle-orm';
import { patients } from '@/lib/db/schema';
import { rowsOf } from '@/lib/db/rows';
import type { DbHandle } from '@/lib/db/types';
import { toAppointmentRow } from '@/lib/hospital-api/server/serialize';
import { createSeededTestDatabase, TEST_NOW, TEST_TODAY } from '@/mocks/testing';
import { getAppointment, getAppointmentDetails, listAppointments, type AppointmentListParams } from '@/lib/appointments/queries/appointments';
import { changeAppointmentStatus } from './status';
import { bookAppointment } from './booking';
import { nextAppointmentsToday } from '@/lib/dashboard/queries/notifications';

// One patient record: an appointment shows its patient's own name, email, phone, age and sex, read from the record at
// every read; a correction of the record shows on every appointment of the patient.

let handle: DbHandle;
let patientId: number;
let appointmentId: number;

/** The Thursday after TEST_NOW, inside the demo doctor's hours, with no sample visit. */
const THURSDAY = '2026-03-19';

beforeAll(async () => {
  handle = await createSeededTestDatabase();
  [{ id: patientId }] = await handle.db
    .insert(patients)
    .values({ firstName: 'Zainab', lastName: 'Quadri', email: 'zainab.quadri@example.ng', phone: '+2348031112233', gender: 'female', dateOfBirth: '1990-06-01' })
    .returning({ id: patients.id });
  const booked = await bookAppointment(handle.db, { patientId, date: THURSDAY, time: '10:30', type: 'checkup' }, { now: TEST_NOW });
  if (!booked.ok) throw new Error(booked.message);
  appointmentId = booked.appointment.id;
});
afterAll(() => handle.close());

const params = (overrides: Partial<AppointmentListParams> = {}): AppointmentListParams => ({ page: 1, pageSize: 100, q: '', sort: null, dir: 'asc', ...overrides });
const listed = async (overrides: Partial<AppointmentListParams> = {}) =>
  (await listAppointments(handle.db, params(overrides), { today: TEST_TODAY })).rows.find((row) => row.id === appointmentId);

it('stores the patient only: the appointment has no column of its own for their name, email, phone, age or sex', async () => {
  const [row] = await rowsOf<Record<string, unknown>>(handle.db, sql`select * from appointments where id = ${appointmentId}`);
  expect(Object.keys(row).sort()).toEqual(['created_at', 'date', 'doctor_id', 'ends_at', 'id', 'patient_id', 'status', 'time', 'type']);
  expect(row.patient_id).toBe(patientId);
});

it("answers the booking with the patient's facts, and every read shows the same", async () => {
  const facts = { patientId, fullName: 'Zainab Quadri', email: 'zainab.quadri@example.ng', phone: '+2348031112233', age: 35, gender: 'female' };
  await expect(getAppointment(handle.db, appointmentId, { today: TEST_TODAY })).resolves.toMatchObject(facts);
  await expect(listed({ patientId })).resolves.toMatchObject(facts);
});

describe('after the patient is corrected (name, phone, email removed, date of birth)', () => {
  beforeAll(async () => {
    await handle.db
      .update(patients)
      .set({ firstName: 'Zainab', lastName: 'Oyelaran', phone: '+2348099998877', email: null, dateOfBirth: '1980-01-10' })
      .where(eq(patients.id, patientId));
  });

  const corrected = { fullName: 'Zainab Oyelaran', email: '', phone: '+2348099998877', age: 46 };

  it('the list and the appointment page show the record as it is now', async () => {
    await expect(listed({ patientId })).resolves.toMatchObject(corrected);
    await expect(getAppointmentDetails(handle.db, appointmentId, { today: TEST_TODAY })).resolves.toMatchObject({ ...corrected, doctorName: expect.any(String) });
  });

  it("the age is the patient's today, from the date of birth", async () => {
    await expect(getAppointment(handle.db, appointmentId, { today: '2026-01-09' })).resolves.toMatchObject({ age: 45 });
    await expect(getAppointment(handle.db, appointmentId, { today: '2026-01-10' })).resolves.toMatchObject({ age: 46 });
  });

  it("the API's row shows the new name and phone, and an empty email", async () => {
    const record = await getAppointment(handle.db, appointmentId, { today: TEST_TODAY });
    expect(toAppointmentRow(record!)).toMatchObject({ id: appointmentId, patientId, name: 'Zainab Oyelaran', mobile: '+2348099998877', email: '', age: 46, gender: 'female' });
  });

  it('a search finds the appointment by the new name, in any case, and no longer by the old one', async () => {
    await expect(listed({ q: 'OYELARAN' })).resolves.toMatchObject({ id: appointmentId });
    await expect(listed({ q: 'oyelaran', sort: 'name', dir: 'desc' })).resolves.toMatchObject({ id: appointmentId });
    await expect(listAppointments(handle.db, params({ q: 'quadri' }))).resolves.toEqual({ rows: [], total: 0, page: 1 });
  });

  it('a change of status answers the record with the new name', async () => {
    const result = await changeAppointmentStatus(handle.db, { id: appointmentId, status: 'confirmed', changedById: null });
    expect(result).toMatchObject({ ok: true, appointment: { id: appointmentId, status: 'confirmed', fullName: 'Zainab Oyelaran', phone: '+2348099998877' } });
  });

  it("the bell names the patient by the record's name", async () => {
    const { doctorId } = (await getAppointment(handle.db, appointmentId))!;
    // 08:00 in Lagos on the Thursday: the visit at 10:30 is still ahead.
    const bell = await nextAppointmentsToday(handle.db, doctorId, { now: new Date(`${THURSDAY}T07:00:00Z`) });
    expect(bell.items).toContainEqual({ id: appointmentId, patientId, patientName: 'Zainab Oyelaran', time: '10:30:00', status: 'confirmed' });
  });
});
