import { and, asc, count, desc, eq, gt } from 'drizzle-orm';
import { clinicClock } from '@/lib/clinic-time';
import { BASE_APPOINTMENT_OFFSETS } from '@/mocks/clinic';
import { appointments, auditEvents, doctors } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { nextWeekdayIso } from '@/lib/appointments/rules/booking';
import type { Weekday } from '@/lib/clinic-time/time-of-day';
import { appointmentsResponseSchema, createAppointmentResponseSchema, errorResponseSchema } from '@/lib/hospital-api/contract';
import { APPOINTMENTS_DEFAULT_LIMIT, APPOINTMENTS_MAX_LIMIT } from '@/lib/hospital-api/schema';
import { TEST_NOW, TEST_TODAY } from '@/mocks/testing';
import { keyHeaders, request, setUpApi, tearDownApi, TEST_API_KEY, tokenHeaders, expectPagesThroughEveryRow } from '@/lib/hospital-api/server/testing';
import { GET, POST } from './route';

let handle: DbHandle;
/** The demo doctor, the first one: the default week (Wednesday 09:00–16:00, 45 minutes a patient; Monday fits nothing). */
let demoDoctorId: number;
beforeAll(async () => {
  handle = await setUpApi();
  [{ id: demoDoctorId }] = await handle.db.select({ id: doctors.id }).from(doctors).orderBy(asc(doctors.id)).limit(1);
});
afterAll(() => tearDownApi(handle));

/**
 * The first `day` after the clinic's today by the real clock, which the route books against (it is not told
 * TEST_NOW): a date ahead of every sample visit, so that the demo doctor is free all day.
 */
const nextWeekday = (day: Weekday, after = clinicClock().date) => nextWeekdayIso(day, after);
const wednesday = nextWeekday('Wednesday');

async function lastAuditId(): Promise<number> {
  const [row] = await handle.db.select({ id: auditEvents.id }).from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
  return row?.id ?? 0;
}

const appointmentCount = async () => (await handle.db.select({ value: count() }).from(appointments))[0].value;

const valid = {
  fullName: 'Halima Abubakar',
  email: 'halima.abubakar@example.ng',
  phone: '+234 809 111 2233',
  age: 41,
  gender: 'female',
  date: wednesday,
  time: '11:45',
  type: 'surgery',
};

const post = (body: string, headers: Record<string, string> = tokenHeaders) =>
  POST(request('/api/v1/appointments', { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body }));

describe('GET /api/v1/appointments', () => {
  it.each([
    ['no credentials', {}],
    ['a wrong token', { Authorization: 'Bearer nope' }],
    ['the API key as a token', { Authorization: `Bearer ${TEST_API_KEY}` }],
    ['the API key header', keyHeaders],
  ])('answers 401 with %s', async (_, headers) => {
    const response = await GET(request('/api/v1/appointments', { headers }));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });

  const list = async (query: string) => {
    const response = await GET(request(`/api/v1/appointments${query}`, { headers: tokenHeaders }));
    expect(response.status).toBe(200);
    return appointmentsResponseSchema.parse(await response.json());
  };
  const total = BASE_APPOINTMENT_OFFSETS.length;

  it('answers the first page of the rows the table shows, 10 by default, with the pagination', async () => {
    const body = await list('');
    expect(body.data).toHaveLength(APPOINTMENTS_DEFAULT_LIMIT);
    expect(Object.keys(body.data[0])).toEqual(expect.arrayContaining(['id', 'name', 'mobile', 'email', 'date', 'time', 'status']));
    expect(body.pagination).toEqual({ page: 1, limit: 10, total, totalPages: Math.ceil(total / 10), prevPage: null, nextPage: 2 });
    const keys = body.data.map((row) => `${row.date} ${row.time}`);
    expect(keys).toEqual([...keys].sort().reverse());
  });

  it('pages through every row once: first, middle and last page; a page past the end answers the last', async () => {
    await expectPagesThroughEveryRow(list, { maxLimit: APPOINTMENTS_MAX_LIMIT, limit: 4, middle: 5 });
  });

  it('takes a limit from 1 to 100', async () => {
    expect((await list('?limit=1')).data).toHaveLength(1);
    expect((await list(`?limit=${APPOINTMENTS_MAX_LIMIT}`)).pagination).toMatchObject({ limit: 100, totalPages: 1 });
  });

  it('filters by date range and patient', async () => {
    const today = await list(`?from=${TEST_TODAY}&to=${TEST_TODAY}`);
    expect(today.data).toHaveLength(6);
    expect(today.pagination.total).toBe(6);
    // The screen's Today: from today on, upcoming included.
    const fromToday = await list(`?from=${TEST_TODAY}&limit=4&page=4`);
    expect(fromToday.pagination).toMatchObject({ total: 16, totalPages: 4, page: 4 });
    expect(fromToday.data.every((row) => row.date >= TEST_TODAY)).toBe(true);
    const mine = await list('?patientId=1');
    expect(mine.data.length).toBeGreaterThan(0);
    expect(mine.data.every((row) => row.patientId === 1)).toBe(true);
  });

  it('searches a part of the name in any case; nothing found is an empty first page', async () => {
    const { data } = await list(`?limit=${APPOINTMENTS_MAX_LIMIT}`);
    const word = data[0].name.split(' ').at(-1)!;
    const found = await list(`?limit=${APPOINTMENTS_MAX_LIMIT}&search=${encodeURIComponent(word.toUpperCase())}`);
    expect(found.data.map((row) => row.id)).toEqual(data.filter((row) => row.name.toLowerCase().includes(word.toLowerCase())).map((row) => row.id));
    expect(found.pagination.total).toBe(found.data.length);
    const none = await list('?search=no%20such%20patient&page=3');
    expect(none).toEqual({ data: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0, prevPage: null, nextPage: null } });
  });

  it.each(['asc', 'desc'] as const)('sorts by name %s across pages', async (dir) => {
    const all = await list(`?limit=${APPOINTMENTS_MAX_LIMIT}&sort=name&dir=${dir}`);
    const names = all.data.map((row) => row.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (dir === 'asc' ? a.localeCompare(b) : b.localeCompare(a))));
    expect((await list(`?limit=4&page=2&sort=name&dir=${dir}`)).data).toEqual(all.data.slice(4, 8));
  });

  it('lists the earliest first with order=upcoming, the latest first by default', async () => {
    const latest = await list(`?limit=${APPOINTMENTS_MAX_LIMIT}&from=${TEST_TODAY}`);
    const upcoming = await list(`?limit=${APPOINTMENTS_MAX_LIMIT}&from=${TEST_TODAY}&order=upcoming`);
    expect(upcoming.data.length).toBeGreaterThan(1);
    expect(upcoming.data.map((row) => row.id)).toEqual([...latest.data].reverse().map((row) => row.id));
    expect((await list(`?limit=4&page=2&from=${TEST_TODAY}&order=upcoming`)).data).toEqual(upcoming.data.slice(4, 8));
  });

  it('lists one doctor’s (doctorId), from a time of the first day on (fromTime), each row with its doctor’s name and arrival', async () => {
    const all = await list(`?limit=${APPOINTMENTS_MAX_LIMIT}&from=${TEST_TODAY}&order=upcoming`);
    const mine = await list(`?limit=${APPOINTMENTS_MAX_LIMIT}&from=${TEST_TODAY}&order=upcoming&doctorId=${demoDoctorId}`);
    expect(mine.data).toEqual(all.data.filter((row) => row.doctorId === demoDoctorId));
    expect(all.data.every((row) => row.doctorName.startsWith('Dr. '))).toBe(true);
    // The sample's one checked-in patient carries the time of the check-in; nobody else has one.
    expect(all.data.filter((row) => row.arrivedAt !== null).map((row) => row.status)).toEqual(['arrived']);
    expect(all.data.find((row) => row.status === 'arrived')?.arrivedAt).toBe(new Date(TEST_NOW.getTime() - 15 * 60_000).toISOString());
    const today = all.data.filter((row) => row.date === TEST_TODAY);
    const cut = today[1].time.slice(0, 5);
    const upcoming = await list(`?limit=${APPOINTMENTS_MAX_LIMIT}&from=${TEST_TODAY}&fromTime=${cut}&order=upcoming`);
    expect(upcoming.data).toEqual(all.data.filter((row) => row.date > TEST_TODAY || row.time.slice(0, 5) >= cut));
  });

  it.each([
    '?from=2026-02-30',
    '?to=yesterday',
    '?from=2026-03-10&to=2026-03-01',
    '?patientId=x',
    '?limit=0',
    '?limit=101',
    '?limit=2.5',
    '?page=0',
    '?page=1000001',
    '?sort=email',
    '?sort=name&dir=down',
    '?order=oldest',
    '?doctorId=0',
    '?from=2026-03-10&fromTime=25:00',
    '?fromTime=09:00',
    `?search=${'s'.repeat(101)}`,
    '?search=a%00b',
  ])('answers 400 for %s', async (query) => {
    const response = await GET(request(`/api/v1/appointments${query}`, { headers: tokenHeaders }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Invalid query parameters', issues: [expect.objectContaining({ message: expect.any(String) })] });
  });
});

describe('POST /api/v1/appointments', () => {
  it('answers 201 with the created row, pending, and lists it afterwards', async () => {
    const response = await post(JSON.stringify(valid));
    expect(response.status).toBe(201);
    const { data } = createAppointmentResponseSchema.parse(await response.json());
    // Without a doctorId: the first doctor free then, the demo doctor, for their 45 minutes.
    expect(data).toMatchObject({
      name: 'Halima Abubakar',
      // The patient's phone as stored: one international form, however it was typed.
      mobile: '+2348091112233',
      email: valid.email,
      age: 41,
      date: wednesday,
      time: '11:45:00',
      endTime: '12:30:00',
      doctorId: demoDoctorId,
      type: 'surgery',
      status: 'pending',
    });
    const listed = appointmentsResponseSchema.parse(await (await GET(request(`/api/v1/appointments?from=${wednesday}&to=${wednesday}&limit=100`, { headers: tokenHeaders }))).json());
    expect(listed.data.map((row) => row.id)).toContain(data.id);
    expect(listed.data.find((row) => row.id === data.id)).toMatchObject({ endTime: '12:30:00', doctorId: demoDoctorId });
  });

  it('books with the doctor asked for, and answers 409 with the next free times when that doctor is taken then', async () => {
    // Each a different person who shares Halima's phone: newPatient says so (the duplicates check is tested below).
    const body = { ...valid, email: 'kemi.adeyemi@example.ng', fullName: 'Kemi Adeyemi', time: '14:00', doctorId: demoDoctorId, newPatient: true };
    const first = await post(JSON.stringify(body));
    expect(first.status).toBe(201);
    expect(createAppointmentResponseSchema.parse(await first.json()).data).toMatchObject({ time: '14:00:00', endTime: '14:45:00', doctorId: demoDoctorId });
    const before = await appointmentCount();
    const clash = await post(JSON.stringify({ ...body, email: 'someone.else@example.ng', time: '14:30' }));
    expect(clash.status).toBe(409);
    const answer = errorResponseSchema.parse(await clash.json());
    expect(answer.error).toEqual(expect.any(String));
    expect(answer.issues).toBeUndefined();
    expect(answer.nextFreeSlots?.length).toBeGreaterThan(0);
    for (const slot of answer.nextFreeSlots ?? []) {
      expect(slot.doctorId).toBe(demoDoctorId);
      // From the refused time on, never one that overlaps the booking held from 14:00 to 14:45.
      expect(`${slot.date} ${slot.time}` >= `${wednesday} 14:30`).toBe(true);
      if (slot.date === wednesday) expect(slot.time >= '14:45').toBe(true);
    }
    expect(await appointmentCount()).toBe(before);
  });

  it('answers 409 with the registered patients a new email may be (same phone), then books by patientId or as a new patient', async () => {
    const before = await appointmentCount();
    const typed = { ...valid, fullName: 'Halima A. Abubakar', email: 'halima.second@example.ng', phone: '0809 111 2233', time: '15:00', doctorId: demoDoctorId };
    const refused = await post(JSON.stringify(typed));
    expect(refused.status).toBe(409);
    const answer = (await refused.json()) as { error: string; duplicates: Array<{ id: number; patientNumber: string; fullName: string }> };
    // Halima, and Kemi, booked above with the same phone as a new patient.
    expect(answer.duplicates).toEqual(
      expect.arrayContaining([{ id: expect.any(Number), patientNumber: expect.stringMatching(/^P-\d{6}$/), fullName: 'Halima Abubakar' }]),
    );
    expect(await appointmentCount()).toBe(before);

    // The one it was: booked by id, details left out (they are the record's) or agreeing with it.
    const halima = answer.duplicates.find((duplicate) => duplicate.fullName === 'Halima Abubakar')!;
    const chosen = await post(JSON.stringify({ patientId: halima.id, date: wednesday, time: '15:00', type: 'checkup', doctorId: demoDoctorId }));
    expect(chosen.status).toBe(201);
    expect(createAppointmentResponseSchema.parse(await chosen.json()).data).toMatchObject({ patientId: halima.id, name: 'Halima Abubakar' });

    // Details that disagree with the record are refused whole: the answer never says which field, so guesses cannot
    // be tested one at a time.
    for (const guess of [{ fullName: 'Someone Else' }, { phone: '0803 000 0001' }, { age: 19 }]) {
      const disagreeing = await post(JSON.stringify({ patientId: halima.id, ...guess, date: wednesday, time: '12:45', type: 'checkup', doctorId: demoDoctorId }));
      expect(disagreeing.status).toBe(400);
      expect(errorResponseSchema.parse(await disagreeing.json())).toEqual({
        error: 'The details given do not match the patient’s record.',
        issues: [{ code: 'custom', path: [], message: 'The details given do not match the patient’s record.' }],
      });
    }
    const nobody = await post(JSON.stringify({ patientId: 2_000_000_000, date: wednesday, time: '12:45', type: 'checkup' }));
    expect(nobody.status).toBe(400);

    // A different person after all.
    const different = await post(JSON.stringify({ ...typed, time: '12:45', newPatient: true }));
    expect(different.status).toBe(201);
    expect(createAppointmentResponseSchema.parse(await different.json()).data.patientId).not.toBe(halima.id);
  });

  it('records each patient a 409 names as read by the API, and shows no more than their number and name', async () => {
    const since = await lastAuditId();
    const refused = await post(JSON.stringify({ ...valid, fullName: 'Someone New', email: 'someone.new@example.ng', time: '09:00' }));
    expect(refused.status).toBe(409);
    const { duplicates } = (await refused.json()) as { duplicates: Array<Record<string, unknown>> };
    expect(duplicates.length).toBeGreaterThan(0);
    for (const duplicate of duplicates) expect(Object.keys(duplicate).sort()).toEqual(['fullName', 'id', 'patientNumber']);
    const reads = await handle.db.select().from(auditEvents).where(and(gt(auditEvents.id, since), eq(auditEvents.action, 'view')));
    expect(reads.map((line) => [line.patientId, line.actorEmail, line.detail]).sort()).toEqual(
      duplicates.map((duplicate) => [duplicate.id, 'hospital-api', 'through the hospital API: POST /api/v1/appointments']).sort(),
    );
  });

  it("never books a known email onto its record when the other details disagree: its patient is named (409), and a new person is refused on the email", async () => {
    const before = await appointmentCount();
    const probe = { ...valid, fullName: 'Zed Probe', phone: '+234 803 000 9999', time: '09:00' };
    const named = await post(JSON.stringify(probe));
    expect(named.status).toBe(409);
    expect(((await named.json()) as { duplicates: Array<{ fullName: string }> }).duplicates).toEqual([expect.objectContaining({ fullName: 'Halima Abubakar' })]);
    const different = await post(JSON.stringify({ ...probe, newPatient: true }));
    expect(different.status).toBe(400);
    expect(errorResponseSchema.parse(await different.json()).issues).toEqual([expect.objectContaining({ path: ['email'] })]);
    expect(await appointmentCount()).toBe(before);
  });

  it("answers 409 with the doctor's next free times for a time outside their hours, and writes nothing", async () => {
    const before = await appointmentCount();
    // The default Monday (08:00–08:05) holds no 45-minute visit.
    const monday = nextWeekday('Monday');
    const response = await post(JSON.stringify({ ...valid, date: monday, time: '08:00', doctorId: demoDoctorId }));
    expect(response.status).toBe(409);
    const answer = errorResponseSchema.parse(await response.json());
    expect(answer.nextFreeSlots?.length).toBeGreaterThan(0);
    expect(answer.nextFreeSlots?.every((slot) => slot.doctorId === demoDoctorId && slot.date > monday)).toBe(true);
    expect(await appointmentCount()).toBe(before);
  });

  it('answers 400 with the issue on the date for a time that has passed, and on doctorId for an unknown doctor', async () => {
    const before = await appointmentCount();
    const past = await post(JSON.stringify({ ...valid, date: '2020-01-01', time: '10:00' }));
    expect(past.status).toBe(400);
    expect(await past.json()).toEqual({ error: expect.any(String), issues: [{ code: 'custom', path: ['date'], message: expect.any(String) }] });
    const unknown = await post(JSON.stringify({ ...valid, doctorId: 999_999 }));
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ error: expect.any(String), issues: [{ code: 'custom', path: ['doctorId'], message: expect.any(String) }] });
    expect(await appointmentCount()).toBe(before);
  });

  it('answers 401 before reading the body', async () => {
    expect((await post('not json', {})).status).toBe(401);
    expect((await post(JSON.stringify(valid), keyHeaders)).status).toBe(401);
  });

  it.each(['{"fullName":', '', 'undefined'])('answers 400 for a body that is not JSON: %j', async (body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Invalid JSON body', issues: [expect.objectContaining({ message: expect.any(String) })] });
  });

  it.each(['null', '[]', '"appointment"', '42'])('answers 400 for JSON that is not a form: %s', async (body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('Invalid request body');
  });

  it.each([
    ['fullName', undefined, 'Fullname is required'],
    ['fullName', 12, 'Invalid input'],
    ['fullName', 'Ada', 'Fullname is too short'],
    ['email', '', 'Email is required'],
    ['email', 'halima', 'Invalid email'],
    ['phone', undefined, 'Phone number is required'],
    ['phone', '0809', 'Phone is too short'],
    ['age', undefined, 'Age is required'],
    ['age', 0, 'Number must be greater than 0'],
    ['gender', 'unknown', "Invalid enum value. Expected 'male' | 'female' | 'other'"],
    ['gender', { toString: 'x' }, "Expected 'male' | 'female' | 'other', received object"],
    ['date', '2026-02-30', 'Date is required'],
    ['time', '25:00', 'Time must be a 24-hour time written HH:MM, such as 15:30'],
    ['time', '', 'Time is required'],
    ['type', 'consultation', "Invalid enum value. Expected 'checkup' | 'surgery'"],
    ['phone', 'call me maybe', 'Enter a phone number: digits, spaces, brackets or dashes, at least 7'],
    ['age', true, 'Age is required'],
    ['doctorId', 'x', 'doctorId must be a whole number'],
    ['doctorId', 1.5, 'doctorId must be a whole number'],
    ['doctorId', 0, 'doctorId must be a positive number'],
  ])('answers 400 when %s is %j: %s', async (field, value, message) => {
    const response = await post(JSON.stringify({ ...valid, [field]: value }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Invalid request body', issues: [{ code: expect.any(String), path: [field], message }] });
  });

  it('never answers 5xx for hostile input', async () => {
    const bodies = [
      { ...valid, fullName: 'x'.repeat(100_000) },
      { ...valid, fullName: 'Robert"); DROP TABLE patients;--' },
      { ...valid, email: 'a@b.c', fullName: 'Name\u0000WithNul' },
      { ...valid, date: '0000-01-01' },
      { ...valid, age: '1e309' },
      { ...valid, __proto__: { polluted: true } },
    ];
    for (const body of bodies) {
      const response = await post(JSON.stringify(body));
      expect(response.status).toBeLessThan(500);
    }
  });
});
