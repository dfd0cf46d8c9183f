import { BASE_APPOINTMENT_OFFSETS } from '@/mocks/clinic';
import type { DbHandle } from '@/lib/db/types';
import { appointmentsResponseSchema, createAppointmentResponseSchema } from '@/lib/hospital-api/contract';
import { TEST_TODAY } from '@/mocks/testing';
import { keyHeaders, request, setUpApi, tearDownApi, TEST_API_KEY, tokenHeaders } from '../_lib/testing';
import { GET, POST } from './route';

jest.setTimeout(60_000);

let handle: DbHandle;
beforeAll(async () => {
  handle = await setUpApi();
});
afterAll(() => tearDownApi(handle));

const valid = {
  fullName: 'Halima Abubakar',
  email: 'halima.abubakar@example.ng',
  phone: '+234 809 111 2233',
  age: 41,
  gender: 'female',
  date: '2026-04-02',
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

  it('lists the rows the table shows', async () => {
    const response = await GET(request('/api/v1/appointments', { headers: tokenHeaders }));
    expect(response.status).toBe(200);
    const body = appointmentsResponseSchema.parse(await response.json());
    expect(body.data).toHaveLength(BASE_APPOINTMENT_OFFSETS.length);
    expect(Object.keys(body.data[0])).toEqual(expect.arrayContaining(['id', 'name', 'mobile', 'email', 'date', 'time', 'status']));
  });

  it('filters by date range and patient', async () => {
    const today = appointmentsResponseSchema.parse(await (await GET(request(`/api/v1/appointments?from=${TEST_TODAY}&to=${TEST_TODAY}`, { headers: tokenHeaders }))).json());
    expect(today.data).toHaveLength(6);
    const mine = appointmentsResponseSchema.parse(await (await GET(request('/api/v1/appointments?patientId=1', { headers: tokenHeaders }))).json());
    expect(mine.data.every((row) => row.patientId === 1)).toBe(true);
  });

  it.each(['?from=2026-02-30', '?to=yesterday', '?from=2026-03-10&to=2026-03-01', '?patientId=x', '?limit=0'])('answers 400 for %s', async (query) => {
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
    expect(data).toMatchObject({ name: 'Halima Abubakar', mobile: '+234 809 111 2233', email: valid.email, age: 41, date: '2026-04-02', time: '11:45:00', type: 'surgery', status: 'pending' });
    const listed = appointmentsResponseSchema.parse(await (await GET(request('/api/v1/appointments?from=2026-04-02&to=2026-04-02', { headers: tokenHeaders }))).json());
    expect(listed.data.map((row) => row.id)).toContain(data.id);
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
    ['time', '25:00', 'Time is required'],
    ['type', 'consultation', "Invalid enum value. Expected 'checkup' | 'surgery'"],
    ['phone', 'call me maybe', 'Enter a phone number: digits, spaces, brackets or dashes, at least 7'],
    ['age', true, 'Age is required'],
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
