import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { clinicClock } from '@/lib/clinic-time';
import type { DbHandle } from '@/lib/db/types';
import { resetEnvForTests } from '@/lib/env';
import { nextWeekdayIso } from '@/lib/validations/booking';
import { SAMPLE_PATIENT_NAMES } from '@/mocks';
import { TEST_TODAY } from '@/mocks/testing';
import { setUpApi, tearDownApi, TEST_API_KEY, TEST_API_TOKEN } from '@/lib/hospital-api/server/testing';
import { createAppointment, listAppointments, listMedicalReports, listPatients, listTransactions } from './client';
import { HospitalApiError } from './errors';

function useEnv(values: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvForTests();
}

async function failure(promise: Promise<unknown>): Promise<HospitalApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HospitalApiError);
  return error as HospitalApiError;
}

/** The first Wednesday after the clinic's today by the real clock, which the in-process API books against. */
const wednesday = nextWeekdayIso('Wednesday', clinicClock().date);

const appointment = {
  fullName: 'Yetunde Balogun',
  email: 'yetunde.balogun@example.ng',
  phone: '+234 803 765 4321',
  age: '37',
  gender: 'female',
  date: wednesday,
  time: '14:00',
  type: 'checkup',
} as const;

describe('in-process (no HOSPITAL_API_URL)', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await setUpApi();
    useEnv({ HOSPITAL_API_URL: undefined, HOSPITAL_API_TIMEOUT_MS: '20000' });
  });
  afterAll(() => tearDownApi(handle));

  it('lists patients with pagination and search', async () => {
    const page = await listPatients({ page: 2, limit: 5 });
    expect(page.data.map((patient) => patient.id)).toEqual([6, 7, 8, 9, 10]);
    expect(page.pagination).toEqual({ page: 2, limit: 5, total: 60, totalPages: 12, prevPage: 1, nextPage: 3 });
    const found = await listPatients({ page: 1, limit: 10, search: 'aisha bello' });
    expect(found.data.map((patient) => patient.fullName)).toEqual([SAMPLE_PATIENT_NAMES[1]]);
  });

  it('lists medical reports, transactions and appointments', async () => {
    expect((await listMedicalReports({ patientId: 1 })).data).toHaveLength(3);
    const reports = await listMedicalReports();
    expect(reports.data).toHaveLength(10);
    expect(reports.pagination).toEqual({ page: 1, limit: 10, total: 22, totalPages: 3, prevPage: null, nextPage: 2 });
    const transactions = await listTransactions();
    expect(transactions.data).toHaveLength(10);
    expect(transactions.pagination.total).toBeGreaterThanOrEqual(30);
    expect((await listAppointments({ from: TEST_TODAY, to: TEST_TODAY })).data).toHaveLength(6);
  });

  it('lists one page of a patient’s medical reports, and one page of transactions narrowed by patient, dates and name', async () => {
    const reports = await listMedicalReports({ patientId: 1, page: 2, limit: 2 });
    expect(reports.data).toHaveLength(1);
    expect(reports.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2, prevPage: 1, nextPage: null });
    const first = (await listTransactions({ limit: 1 })).data[0];
    const own = await listTransactions({ patientId: first.patient.id, from: first.date, to: first.date, search: first.name.split(' ')[0], limit: 100 });
    expect(own.data.map((row) => row.id)).toContain(first.id);
    expect(own.data.every((row) => row.patient.id === first.patient.id && row.date === first.date)).toBe(true);
    const page2 = await listTransactions({ page: 2, limit: 5 });
    expect(page2.pagination).toMatchObject({ page: 2, limit: 5, prevPage: 1, nextPage: 3 });
  });

  it('lists one page of appointments with the pagination, sorted and searched', async () => {
    const page = await listAppointments({ from: TEST_TODAY, page: 2, limit: 4, sort: 'name', dir: 'desc' });
    expect(page.pagination).toEqual({ page: 2, limit: 4, total: 16, totalPages: 4, prevPage: 1, nextPage: 3 });
    const names = page.data.map((row) => row.name.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
    const word = page.data[0].name.split(' ')[0];
    const found = await listAppointments({ search: word, limit: 100 });
    expect(found.data.length).toBeGreaterThan(0);
    expect(found.data.every((row) => row.name.toLowerCase().includes(word.toLowerCase()))).toBe(true);
  });

  it('creates an appointment and returns the row', async () => {
    const row = await createAppointment(appointment);
    // The first doctor free then: the demo doctor (id 1, the first of a fresh database), 45 minutes a patient.
    expect(row).toMatchObject({ name: 'Yetunde Balogun', age: 37, status: 'pending', date: wednesday, time: '14:00:00', endTime: '14:45:00', doctorId: 1 });
  });

  it('turns a 409 into a HospitalApiError with the next free times, and a time that has passed into a 400 on the date', async () => {
    const taken = await failure(createAppointment({ ...appointment, email: 'other.patient@example.ng', time: '14:15', doctorId: 1, newPatient: true }));
    expect(taken).toMatchObject({ status: 409, statusText: 'Conflict', kind: 'http', issues: [] });
    expect(taken.message).toEqual(expect.any(String));
    expect(taken.nextFreeSlots.length).toBeGreaterThan(0);
    expect(taken.nextFreeSlots.every((slot) => slot.doctorId === 1)).toBe(true);
    const past = await failure(createAppointment({ ...appointment, date: '2020-01-01' }));
    expect(past).toMatchObject({ status: 400, kind: 'http', nextFreeSlots: [] });
    expect(past.issues).toEqual([expect.objectContaining({ path: ['date'] })]);
  });

  it('turns a 400 into a HospitalApiError with the field issues', async () => {
    const error = await failure(createAppointment({ ...appointment, fullName: 'Yetu' }));
    expect(error).toMatchObject({ status: 400, statusText: 'Bad Request', kind: 'http', message: 'Invalid request body' });
    expect(error.issues).toEqual([expect.objectContaining({ path: ['fullName'], message: 'Fullname is too short' })]);
  });
});

describe('over the network (HOSPITAL_API_URL)', () => {
  let server: Server;
  let baseUrl: string;
  const seen: Array<{ url: string; headers: IncomingHttpHeaders; body: string }> = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        seen.push({ url: req.url ?? '', headers: req.headers, body });
        const path = new URL(req.url ?? '/', 'http://x').pathname;
        if (path === '/api/v1/users') {
          res.writeHead(500, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: 'Database unavailable' }));
        } else if (path === '/api/v1/medical-reports' && req.headers['x-api-key'] !== TEST_API_KEY) {
          res.writeHead(401, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: 'Invalid API key' }));
        } else if (path === '/api/v1/medical-reports') {
          res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"data": [');
        } else if (path === '/api/v1/appointments' && req.method === 'GET') {
          res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ data: [{ id: 'one' }] }));
        } else if (path === '/api/v1/appointments' && req.method === 'POST' && body.includes('"time":"03:00"')) {
          res.writeHead(409, { 'Content-Type': 'application/json' }).end(
            JSON.stringify({ error: 'No doctor sees patients then.', nextFreeSlots: [{ date: '2026-03-18', time: '09:00', doctorId: 2 }] }),
          );
        } else if (path === '/api/v1/appointments' && req.method === 'POST') {
          res.writeHead(201, { 'Content-Type': 'application/json' }).end(
            JSON.stringify({ data: { id: 7, patientId: 3, name: 'Yetunde Balogun', mobile: '+234 803 765 4321', email: 'yetunde.balogun@example.ng', age: 37, gender: 'female', date: '2026-03-18', time: '14:00:00', endTime: '14:45:00', doctorId: 1, doctorName: 'Dr. Adaeze Nwankwo', type: 'checkup', status: 'pending', arrivedAt: null, createdAt: '2026-03-15T09:00:00.000Z' } }),
          );
        } else if (path === '/api/v1/transactions') {
          // Never answers: the client's timeout must end the call.
        } else {
          res.writeHead(502, 'Bad Gateway').end('<html>upstream down</html>');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // Generous, so that a slow machine never turns an answer into a timeout; the timeout test sets a tiny one.
    useEnv({ HOSPITAL_API_URL: baseUrl, HOSPITAL_API_KEY: TEST_API_KEY, HOSPITAL_API_TOKEN: TEST_API_TOKEN, HOSPITAL_API_TIMEOUT_MS: '20000' });
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    useEnv({ HOSPITAL_API_URL: undefined, HOSPITAL_API_KEY: undefined, HOSPITAL_API_TOKEN: undefined, HOSPITAL_API_TIMEOUT_MS: undefined });
  });

  it('sends the key to users and reports the 500 with its message', async () => {
    const error = await failure(listPatients({ page: 2, limit: 20, search: 'ngozi' }));
    expect(error).toMatchObject({ status: 500, statusText: 'Internal Server Error', kind: 'http', message: 'Database unavailable' });
    const request = seen.find((entry) => entry.url.startsWith('/api/v1/users'));
    expect(request?.url).toBe('/api/v1/users?page=2&limit=20&search=ngozi');
    expect(request?.headers['x-api-key']).toBe(TEST_API_KEY);
    expect(request?.headers.authorization).toBeUndefined();
  });

  it('sends the page and patient of medical reports, and reports malformed JSON as a bad gateway', async () => {
    const error = await failure(listMedicalReports({ page: 2, limit: 10, patientId: 4 }));
    expect(error).toMatchObject({ status: 502, statusText: 'Bad Gateway', kind: 'invalid-response' });
    const request = seen.find((entry) => entry.url.startsWith('/api/v1/medical-reports?page='));
    expect(request?.url).toBe('/api/v1/medical-reports?page=2&limit=10&patientId=4');
  });

  it('reports a 401 with its message', async () => {
    useEnv({ HOSPITAL_API_KEY: 'not-the-key' });
    try {
      const error = await failure(listMedicalReports({ patientId: 4 }));
      expect(error).toMatchObject({ status: 401, statusText: 'Unauthorized', kind: 'http', message: 'Invalid API key' });
    } finally {
      useEnv({ HOSPITAL_API_KEY: TEST_API_KEY });
    }
  });

  it('sends the page, filters and sort of appointments, and reports a body of the wrong shape as a bad gateway', async () => {
    const error = await failure(listAppointments({ page: 2, limit: 4, from: '2026-03-15', search: 'ada obi', sort: 'name', dir: 'desc' }));
    expect(error).toMatchObject({ status: 502, kind: 'invalid-response' });
    expect(error.message).toMatch(/unexpected shape/);
    const request = seen.find((entry) => entry.url.startsWith('/api/v1/appointments?'));
    expect(request?.url).toBe('/api/v1/appointments?page=2&limit=4&from=2026-03-15&search=ada+obi&sort=name&dir=desc');
  });

  it('sends the bearer token to appointments and checks the created row', async () => {
    const row = await createAppointment(appointment);
    expect(row.id).toBe(7);
    const request = seen.find((entry) => entry.url === '/api/v1/appointments' && entry.body !== '');
    expect(request?.headers.authorization).toBe(`Bearer ${TEST_API_TOKEN}`);
    expect(request?.headers['x-api-key']).toBeUndefined();
    expect(JSON.parse(request?.body ?? '')).toEqual(appointment);
  });

  it('reports a refused booking (409) with the next free times the server offers', async () => {
    const error = await failure(createAppointment({ ...appointment, time: '03:00', doctorId: 2 }));
    expect(error).toMatchObject({ status: 409, statusText: 'Conflict', kind: 'http', message: 'No doctor sees patients then.' });
    expect(error.nextFreeSlots).toEqual([{ date: '2026-03-18', time: '09:00', doctorId: 2 }]);
    const request = seen.find((entry) => entry.url === '/api/v1/appointments' && entry.body.includes('"time":"03:00"'));
    expect(JSON.parse(request?.body ?? '')).toEqual({ ...appointment, time: '03:00', doctorId: 2 });
  });

  it('times out when the host never answers', async () => {
    useEnv({ HOSPITAL_API_TIMEOUT_MS: '50' });
    try {
      const error = await failure(listTransactions({ page: 3, limit: 10, from: '2026-01-01', to: '2026-03-15', patientId: 9, search: 'ada obi' }));
      expect(error).toMatchObject({ status: 504, statusText: 'Gateway Timeout', kind: 'timeout' });
      expect(error.message).toMatch(/within 50 ms/);
      const request = seen.find((entry) => entry.url.startsWith('/api/v1/transactions?'));
      expect(request?.url).toBe('/api/v1/transactions?page=3&limit=10&from=2026-01-01&to=2026-03-15&patientId=9&search=ada+obi');
      expect(request?.headers.authorization).toBe(`Bearer ${TEST_API_TOKEN}`);
    } finally {
      useEnv({ HOSPITAL_API_TIMEOUT_MS: '20000' });
    }
  });

  it('reports a non-JSON error page with its status', async () => {
    useEnv({ HOSPITAL_API_URL: `${baseUrl}/elsewhere` });
    try {
      const error = await failure(listPatients({ page: 1, limit: 10 }));
      expect(error).toMatchObject({ status: 502, statusText: 'Bad Gateway', kind: 'http' });
    } finally {
      useEnv({ HOSPITAL_API_URL: baseUrl });
    }
  });

  it('reports an unreachable host as unavailable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    useEnv({ HOSPITAL_API_URL: `http://127.0.0.1:${port}` });
    try {
      const error = await failure(listPatients({ page: 1, limit: 10 }));
      expect(error).toMatchObject({ status: 503, statusText: 'Service Unavailable', kind: 'network' });
    } finally {
      useEnv({ HOSPITAL_API_URL: baseUrl });
    }
  });
});
