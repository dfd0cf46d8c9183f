import { BASE_APPOINTMENT_OFFSETS } from '@/mocks/clinic';
import { asc, count, eq } from 'drizzle-orm';
import { readPatientVitals } from '@/lib/vitals/queries/patient-vitals';
import { appointments, doctors, patients } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { ageOn } from '@/lib/format';
import { createSeededTestDatabase, TEST_NOW, TEST_TODAY } from '@/mocks/testing';
import type { AppointmentFormValues } from '@/lib/appointments/schema/appointment';
import { APPOINTMENTS_DEFAULT_LIMIT } from '@/lib/hospital-api/schema';
import {
  appointmentListParams,
  getAppointment,
  listAppointments,
  splitFullName,
  upcomingPosition,
  type AppointmentListParams,
  type AppointmentRecord,
} from './appointments';
import { rangeQuery } from '@/lib/appointments/schema/range';
import { bookAppointment } from '@/lib/appointments/writes/booking';
import { getDashboardStats } from '@/lib/dashboard/queries/dashboard';

let handle: DbHandle;
/** The demo doctor: the first doctor, who works Thursdays 09:00–16:00, 45 minutes a patient (the default week). */
let demoDoctorId: number;
beforeAll(async () => {
  handle = await createSeededTestDatabase();
  [{ id: demoDoctorId }] = await handle.db.select({ id: doctors.id }).from(doctors).orderBy(asc(doctors.id)).limit(1);
});
afterAll(() => handle.close());

const patientCount = async () => (await handle.db.select({ value: count() }).from(patients))[0].value;

const form = (overrides: Partial<AppointmentFormValues> = {}): AppointmentFormValues => ({
  fullName: 'Temitope Ajayi',
  email: 'temitope.ajayi@example.ng',
  phone: '+234 806 222 3344',
  age: 29,
  gender: 'female',
  // The Thursday after TEST_NOW: inside the demo doctor's hours, and no sample visit is on that day. Each booking
  // below takes its own time, 45 minutes after the one before, so that none clashes with another.
  date: '2026-03-19',
  time: '10:30',
  type: 'checkup',
  ...overrides,
});

/**
 * Books as the API does, at TEST_NOW; a refusal fails the test with its reason. Each new email here is a new
 * person who may share the phone of another (newPatient): the likely-duplicates check has tests of its own.
 */
async function book(values: AppointmentFormValues): Promise<AppointmentRecord> {
  const result = await bookAppointment(handle.db, { ...values, newPatient: true }, { now: TEST_NOW });
  if (!result.ok) throw new Error(`The booking was refused (${result.reason}): ${result.message}`);
  return result.appointment;
}

/** A page of `pageSize` rows of the list, from page 1, latest first unless told otherwise. */
const params = (overrides: Partial<AppointmentListParams> = {}): AppointmentListParams => ({ page: 1, pageSize: 4, q: '', sort: null, dir: 'asc', ...overrides });
const latestFirstKey = (row: AppointmentRecord) => `${row.date} ${row.time} ${String(row.id).padStart(8, '0')}`;
const latestFirst = (rows: AppointmentRecord[]) => [...rows].sort((a, b) => latestFirstKey(b).localeCompare(latestFirstKey(a)));
const everything = async (overrides: Partial<AppointmentListParams> = {}) => (await listAppointments(handle.db, params({ pageSize: 1000, ...overrides }))).rows;

describe('listAppointments', () => {
  it('counts all and serves one page, latest date and time first', async () => {
    const all = await everything();
    expect(all).toHaveLength(BASE_APPOINTMENT_OFFSETS.length);
    expect(all).toEqual(latestFirst(all));
    const first = await listAppointments(handle.db, params());
    expect(first).toEqual({ rows: all.slice(0, 4), total: BASE_APPOINTMENT_OFFSETS.length, page: 1 });
  });

  it('in the upcoming order (Today), lists from a date the earliest first: that day in time order, then the days ahead', async () => {
    const fromToday = await everything({ from: TEST_TODAY, order: 'upcoming' });
    expect(fromToday.length).toBeGreaterThan(1);
    expect(fromToday).toEqual(latestFirst(fromToday).reverse());
    expect(fromToday[0].date).toBe(TEST_TODAY);
    expect(fromToday.every((row) => row.date >= TEST_TODAY)).toBe(true);
    const firstPage = await listAppointments(handle.db, params({ from: TEST_TODAY, order: 'upcoming' }));
    expect(firstPage.rows).toEqual(fromToday.slice(0, 4));
    // Sorted by name, equal names keep the upcoming order.
    const byName = await everything({ from: TEST_TODAY, order: 'upcoming', sort: 'name' });
    const key = (row: AppointmentRecord) => row.fullName.toLowerCase();
    expect(byName.map((row) => row.id)).toEqual(
      [...fromToday].sort((a, b) => key(a).localeCompare(key(b)) || fromToday.indexOf(a) - fromToday.indexOf(b)).map((row) => row.id),
    );
  });

  it('Today: that day only, in time order; Upcoming: from a time of the day on, then every later day, earliest first', async () => {
    const today = await everything({ from: TEST_TODAY, to: TEST_TODAY, order: 'upcoming' });
    expect(today).toHaveLength(6);
    expect(today.every((row) => row.date === TEST_TODAY)).toBe(true);
    expect(today).toEqual(latestFirst(today).reverse());
    const fromToday = await everything({ from: TEST_TODAY, order: 'upcoming' });
    // From the first of today's visits after the second one's time: the earlier ones are left out, every later day
    // stays (two visits of different doctors may share a time, so the cut is at a time of its own).
    const cut = today.find((row) => row.time > today[1].time)!;
    const upcoming = await everything({ from: TEST_TODAY, fromTime: cut.time, order: 'upcoming' });
    expect(upcoming).toEqual(fromToday.filter((row) => row.date > TEST_TODAY || row.time >= cut.time));
    expect(upcoming[0].id).toBe(cut.id);
    expect(upcoming.some((row) => row.date > TEST_TODAY)).toBe(true);
    const page = await listAppointments(handle.db, params({ from: TEST_TODAY, fromTime: cut.time, order: 'upcoming' }));
    expect(page).toEqual({ rows: upcoming.slice(0, 4), total: upcoming.length, page: 1 });
  });

  it('lists one doctor’s appointments (Mine), each row naming its doctor', async () => {
    const all = await everything();
    const doctorIds = new Set(all.map((row) => row.doctorId));
    expect(doctorIds.size).toBeGreaterThan(1);
    const [{ firstName, lastName }] = await handle.db.select().from(doctors).where(eq(doctors.id, demoDoctorId));
    for (const row of all) expect(row.doctorName).toMatch(/^Dr\. \S+/);
    const mine = await everything({ doctorId: demoDoctorId });
    expect(mine).toEqual(all.filter((row) => row.doctorId === demoDoctorId));
    expect(mine.every((row) => row.doctorName === `Dr. ${firstName} ${lastName}`)).toBe(true);
    const mineToday = await listAppointments(handle.db, params({ doctorId: demoDoctorId, from: TEST_TODAY, to: TEST_TODAY, order: 'upcoming' }));
    expect(mineToday.total).toBe(mine.filter((row) => row.date === TEST_TODAY).length);
    // Counted apart from every doctor's (the cached count is keyed by the doctor).
    expect((await listAppointments(handle.db, params({ from: TEST_TODAY, to: TEST_TODAY, order: 'upcoming' }))).total).toBe(6);
  });

  it('serves a middle page, the last page, and the last page for a page past the end', async () => {
    const all = await everything();
    const lastPage = Math.ceil(all.length / 4);
    await expect(listAppointments(handle.db, params({ page: 3 }))).resolves.toEqual({ rows: all.slice(8, 12), total: all.length, page: 3 });
    const last = await listAppointments(handle.db, params({ page: lastPage }));
    expect(last).toEqual({ rows: all.slice((lastPage - 1) * 4), total: all.length, page: lastPage });
    expect(last.rows.length).toBeGreaterThan(0);
    await expect(listAppointments(handle.db, params({ page: lastPage + 5 }))).resolves.toEqual(last);
  });

  it('filters by an inclusive date range (the Show dropdown reaches back from a date)', async () => {
    const today = await listAppointments(handle.db, params({ from: TEST_TODAY, to: TEST_TODAY }));
    expect(today.total).toBe(6);
    expect(today.rows).toHaveLength(4);
    const lastWeek = await everything({ from: '2026-03-08', to: '2026-03-14' });
    expect(lastWeek.length).toBeGreaterThan(0);
    for (const row of lastWeek) expect(row.date >= '2026-03-08' && row.date <= '2026-03-14').toBe(true);
    const fromToday = await everything({ from: TEST_TODAY });
    expect(fromToday).toHaveLength(16);
    expect(fromToday.every((row) => row.date >= TEST_TODAY)).toBe(true);
    const upcoming = await everything({ from: '2026-03-16' });
    expect(upcoming).toHaveLength(10);
    // Upcoming visits have not happened: booked, some already confirmed.
    expect(new Set(upcoming.map((row) => row.status))).toEqual(new Set(['pending', 'confirmed']));
  });

  it("filters by states, and counts as the dashboard does: its appointment cards open these lists", async () => {
    const all = await everything();
    const completed = await listAppointments(handle.db, params({ status: ['completed'] }));
    expect(completed.total).toBe(all.filter((row) => row.status === 'completed').length);
    expect(completed.rows.every((row) => row.status === 'completed')).toBe(true);
    const toBeSeen = await listAppointments(handle.db, params({ status: ['pending', 'confirmed', 'arrived'] }));
    expect(toBeSeen.total).toBe(all.filter((row) => ['pending', 'confirmed', 'arrived'].includes(row.status)).length);
    const stats = await getDashboardStats(handle.db, { now: TEST_NOW });
    expect([completed.total, toBeSeen.total]).toEqual([stats.completedAppointments, stats.pendingAppointments]);
    expect(completed.total).toBeGreaterThan(0);
    expect(toBeSeen.total).toBeGreaterThan(0);
  });

  it('filters by patient', async () => {
    const mine = await listAppointments(handle.db, params({ patientId: 1, pageSize: 2 }));
    expect(mine.total).toBeGreaterThan(2);
    expect(mine.rows).toHaveLength(2);
    expect(mine.rows.every((row) => row.patientId === 1)).toBe(true);
    await expect(listAppointments(handle.db, params({ patientId: 999_999 }))).resolves.toEqual({ rows: [], total: 0, page: 1 });
  });

  it.each(['asc', 'desc'] as const)('sorts by name %s, across pages; equal names keep the latest first', async (dir) => {
    const all = await everything({ sort: 'name', dir });
    const names = all.map((row) => row.fullName.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (dir === 'asc' ? a.localeCompare(b) : b.localeCompare(a))));
    for (const name of new Set(names)) {
      const same = all.filter((row) => row.fullName.toLowerCase() === name);
      expect(same).toEqual(latestFirst(same));
    }
    const second = await listAppointments(handle.db, params({ sort: 'name', dir, page: 2 }));
    expect(second.rows).toEqual(all.slice(4, 8));
  });

  it('searches a part of the name in any case, and counts what it finds', async () => {
    const all = await everything();
    const word = all[0].fullName.split(' ').at(-1)!;
    const found = await listAppointments(handle.db, params({ q: word.toUpperCase(), pageSize: 1000 }));
    expect(found.total).toBe(all.filter((row) => row.fullName.toLowerCase().includes(word.toLowerCase())).length);
    expect(found.rows.every((row) => row.fullName.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    await expect(listAppointments(handle.db, params({ q: 'no such patient' }))).resolves.toEqual({ rows: [], total: 0, page: 1 });
  });

  it('finds a patient written "Surname, First" or with the words in the other order, as the patient search does', async () => {
    const all = await everything();
    const [first, ...rest] = all[0].fullName.split(' ');
    const last = rest.join(' ');
    const holdsBoth = (name: string) => [first, last].every((word) => name.toLowerCase().includes(word.toLowerCase()));
    const expected = all.filter((row) => holdsBoth(row.fullName)).map((row) => row.id);
    expect(expected).toContain(all[0].id);
    for (const q of [`${last}, ${first}`, `${last},${first}`, `${last} ${first}`]) {
      expect({ q, found: (await everything({ q })).map((row) => row.id) }).toEqual({ q, found: expected });
    }
  });

  it('searches % and _ as themselves', async () => {
    const percent = await book(form({ fullName: 'Ade 100% Okon', email: 'percent@example.ng', time: '09:00' }));
    const underscore = await book(form({ fullName: 'Ada_Eze Nnaji', email: 'underscore@example.ng', time: '09:45' }));
    expect((await everything({ q: '100%' })).map((row) => row.id)).toEqual([percent.id]);
    expect((await everything({ q: '%' })).map((row) => row.id)).toEqual([percent.id]);
    expect((await everything({ q: 'a_e' })).map((row) => row.id)).toEqual([underscore.id]);
    expect(await everything({ q: '_' })).toEqual([expect.objectContaining({ id: underscore.id })]);
  });
});

describe('appointmentListParams', () => {
  it('puts the API query in the list\'s words, with the API defaults', () => {
    expect(appointmentListParams({})).toEqual({ page: 1, pageSize: APPOINTMENTS_DEFAULT_LIMIT, q: '', sort: null, dir: 'asc' });
    expect(appointmentListParams({ page: 3, limit: 4, search: 'okafor', sort: 'name', dir: 'desc', from: TEST_TODAY, patientId: 2 })).toEqual({
      page: 3,
      pageSize: 4,
      q: 'okafor',
      sort: 'name',
      dir: 'desc',
      from: TEST_TODAY,
      patientId: 2,
    });
  });
});

describe('bookAppointment and the patient it books for', () => {
  it('books a pending appointment for the patient with that email, in any case', async () => {
    const [chinedu] = await handle.db.select().from(patients).where(eq(patients.id, 1));
    const before = await patientCount();
    const age = ageOn(chinedu.dateOfBirth, TEST_TODAY);
    const created = await book(form({ fullName: 'chinedu okafor', email: chinedu.email!.toUpperCase(), phone: chinedu.phone, gender: chinedu.gender, age }));
    // The first doctor free then, for their per-patient time; the patient as registered.
    expect(created).toMatchObject({ patientId: 1, status: 'pending', date: '2026-03-19', time: '10:30:00', type: 'checkup', doctorId: demoDoctorId, endsAt: '2026-03-19 11:15:00' });
    expect(created).toMatchObject({ fullName: chinedu.fullName, email: chinedu.email, phone: chinedu.phone, age });
    expect(await patientCount()).toBe(before);
    // Read back, the same facts: its patient's, with the age on the booking's day.
    await expect(getAppointment(handle.db, created.id, { today: TEST_TODAY })).resolves.toEqual(created);
  });

  it("never books onto a known email's record when the other details disagree: a likely duplicate, or refused for a new person", async () => {
    const [chinedu] = await handle.db.select().from(patients).where(eq(patients.id, 1));
    const before = { patients: await patientCount(), appointments: await handle.db.select({ id: appointments.id }).from(appointments) };
    const probe = form({ fullName: 'Zed Probe', email: chinedu.email!, phone: '+234 809 000 1111', time: '16:00' });
    const offered = await bookAppointment(handle.db, probe, { now: TEST_NOW });
    expect(offered).toMatchObject({ ok: false, reason: 'likely-duplicates', duplicates: [expect.objectContaining({ id: chinedu.id, reasons: ['email'] })] });
    const different = await bookAppointment(handle.db, { ...probe, newPatient: true }, { now: TEST_NOW });
    expect(different).toEqual({ ok: false, reason: 'email-taken', message: expect.stringContaining("registered patient’s record") });
    expect(await patientCount()).toBe(before.patients);
    expect(await handle.db.select({ id: appointments.id }).from(appointments)).toEqual(before.appointments);
  });

  it('creates the patient when the email is new, and reuses it next time', async () => {
    const before = await patientCount();
    const first = await book(form({ time: '11:15' }));
    expect(await patientCount()).toBe(before + 1);
    const [patient] = await handle.db.select().from(patients).where(eq(patients.id, first.patientId));
    expect(patient).toMatchObject({
      firstName: 'Temitope',
      lastName: 'Ajayi',
      fullName: 'Temitope Ajayi',
      email: 'temitope.ajayi@example.ng',
      gender: 'female',
      // Only known from the age typed: estimated until someone corrects it; the phone in international form.
      dateOfBirth: '1997-03-15',
      dateOfBirthEstimated: true,
      phone: '+2348062223344',
      bloodGroup: null,
    });
    // Booked, not measured: no vitals yet.
    expect((await readPatientVitals(handle.db, first.patientId)).latest).toEqual({});
    const second = await book(form({ email: 'Temitope.Ajayi@Example.NG', type: 'surgery', time: '12:00' }));
    expect(second.patientId).toBe(first.patientId);
    expect(await patientCount()).toBe(before + 1);
  });

  it('books two appointments for one new email at the same time without a duplicate patient', async () => {
    const before = await patientCount();
    const [one, two] = await Promise.all([
      book(form({ email: 'kunle.ade@example.ng', fullName: 'Kunle Adewale', time: '12:45' })),
      book(form({ email: 'KUNLE.ADE@example.ng', fullName: 'Kunle Adewale', time: '13:30' })),
    ]);
    expect(one.patientId).toBe(two.patientId);
    expect(await patientCount()).toBe(before + 1);
  });

  it('names a patient known by one name without a trailing space', async () => {
    const created = await book(form({ fullName: 'Oluwadamilare', email: 'dare@example.ng', time: '14:15' }));
    const [patient] = await handle.db.select().from(patients).where(eq(patients.id, created.patientId));
    expect(patient).toMatchObject({ firstName: 'Oluwadamilare', lastName: '', fullName: 'Oluwadamilare' });
  });

  it('returns null for an unknown id', async () => {
    await expect(getAppointment(handle.db, 999_999)).resolves.toBeNull();
  });
});

describe('upcomingPosition', () => {
  it('counts the rows before an appointment in the Upcoming list, so that the add form opens its page', async () => {
    const midnight = { date: TEST_TODAY, time: '00:00:00' };
    const upcoming = await everything({ ...rangeQuery('upcoming', midnight) });
    expect(upcoming.length).toBeGreaterThan(4);
    for (const index of [0, 1, 5, upcoming.length - 1]) {
      await expect(upcomingPosition(handle.db, upcoming[index], midnight)).resolves.toBe(index);
    }
    // Rows before the clock's day are not in the list.
    const last = upcoming.at(-1)!;
    await expect(upcomingPosition(handle.db, last, { date: last.date, time: '00:00:00' })).resolves.toBe(upcoming.filter((row) => row.date === last.date).length - 1);
  });

  it('counts a visit of the current minute, seconds into it, as the Upcoming list shows it', async () => {
    const upcoming = await everything({ from: TEST_TODAY, order: 'upcoming' });
    const index = upcoming.findIndex((row, at) => at > 0 && upcoming[at + 1] !== undefined);
    const [visit, next] = [upcoming[index], upcoming[index + 1]];
    // Half a minute into the visit's minute: the list still shows it (Upcoming starts at this minute).
    const clock = { date: visit.date, time: `${visit.time.slice(0, 5)}:30` };
    const listed = await everything({ ...rangeQuery('upcoming', clock) });
    expect(listed.map((row) => row.id)).toContain(visit.id);
    await expect(upcomingPosition(handle.db, next, clock)).resolves.toBe(listed.findIndex((row) => row.id === next.id));
  });
});

describe('splitFullName', () => {
  it('keeps the first word as first name and the rest as last name', () => {
    expect(splitFullName('  Ada  Lovelace Obi ')).toEqual({ firstName: 'Ada', lastName: 'Lovelace Obi' });
    expect(splitFullName('Madonna')).toEqual({ firstName: 'Madonna', lastName: '' });
  });
});
