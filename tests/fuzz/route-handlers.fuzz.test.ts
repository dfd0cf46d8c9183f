import fc from 'fast-check';
import { count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { PATCH as patchAppointment } from '@/app/api/v1/appointments/[id]/route';
import { GET as getAppointments, POST as postAppointment } from '@/app/api/v1/appointments/route';
import { GET as getMedicalReports } from '@/app/api/v1/medical-reports/route';
import { GET as getTransactions } from '@/app/api/v1/transactions/route';
import { GET as getUsers } from '@/app/api/v1/users/route';
import { keyHeaders, request, setUpApi, tearDownApi, tokenHeaders } from '@/lib/hospital-api/server/testing';
import { GET as getAvatar } from '@/app/doctor/avatar/[id]/route';
import { GET as exportPatients } from '@/app/doctor/patients/export/route';
import { GET as exportAudit } from '@/app/doctor/settings/audit/export/route';
import { AUDIT_CSV_HEADER } from '@/lib/audit/rules/csv';
import { GET as getAttachment } from '@/app/doctor/reports/attachments/[id]/route';
import { GET as getPrescriptionPdf } from '@/app/doctor/prescription/prescriptionn-details/pdf/route';
import { GET as getReceipt } from '@/app/doctor/transactions/receipt/route';
import { appointments, attachments, doctors, patients, prescriptions, transactions } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import {
  appointmentsResponseSchema,
  createAppointmentResponseSchema,
  errorResponseSchema,
  medicalReportsResponseSchema,
  transactionsResponseSchema,
  usersResponseSchema,
} from '@/lib/hospital-api/contract';
import { isPast } from '@/lib/clinic-time';
import { announceFuzz, appointmentJson, edgeNumber, FUZZ_RUNS, FUZZ_RUNS_HEAVY, FUZZ_SEED, fuzzRuns, hostileJson, hostileShortString, idText, queryString, requestBody } from './arbitraries';

// Every route handler, called with correct credentials and generated queries, ids and bodies.
// app/api/v1: it answers JSON, never a 5xx; a 400 has the documented error shape, a 200 the contract's; a
// refused POST writes nothing. The session-guarded ones under app/doctor, signed in: a file or picture that
// exists is served, anything else is a 404, the CSV export always answers (a filter it cannot use is
// dropped, as the patient list drops it), and a PDF download answers its PDF, 404 or 400, never a 5xx.

jest.setTimeout(120_000);
fc.configureGlobal({ seed: FUZZ_SEED, numRuns: FUZZ_RUNS });
beforeAll(() => announceFuzz('route-handlers'));

const FUZZ_SESSION = { sessionId: 'fuzz', doctor: { id: 1, email: 'doctor@example.com', role: 'administrator', status: 'active' } };
const mockSession: { current: object | null } = { current: FUZZ_SESSION };
// getAccountSession is the signed-in active account before its second factor is asked for (the avatar route's).
jest.mock('@/lib/auth/current-doctor', () => ({
  getCurrentSession: jest.fn(async () => mockSession.current),
  getAccountSession: jest.fn(async () => mockSession.current),
}));

let handle: DbHandle;
let attachmentIds: Set<number>;
let doctorWithPicture: number;
beforeAll(async () => {
  handle = await setUpApi();
  attachmentIds = new Set((await handle.db.select({ id: attachments.id }).from(attachments)).map((row) => row.id));
  const [doctor] = await handle.db.select({ id: doctors.id }).from(doctors).limit(1);
  doctorWithPicture = doctor.id;
  await handle.db
    .update(doctors)
    .set({ avatar: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), avatarMime: 'image/jpeg' })
    .where(eq(doctors.id, doctorWithPicture));
});
afterAll(async () => {
  await tearDownApi(handle);
});

type Handler = (request: Request) => Promise<Response>;

const GETS: Array<[string, Handler, Record<string, string>, readonly string[], z.ZodType]> = [
  ['/api/v1/users', getUsers, keyHeaders, ['page', 'limit', 'search', 'state', 'bloodGroup'], usersResponseSchema],
  ['/api/v1/medical-reports', getMedicalReports, keyHeaders, ['page', 'limit', 'patientId'], medicalReportsResponseSchema],
  ['/api/v1/transactions', getTransactions, tokenHeaders, ['page', 'limit', 'from', 'to', 'patientId', 'search'], transactionsResponseSchema],
  ['/api/v1/appointments', getAppointments, tokenHeaders, ['page', 'limit', 'from', 'to', 'patientId', 'search', 'sort', 'dir'], appointmentsResponseSchema],
];

/** The answer is JSON of the documented shape for its status; a 5xx fails with its body in the message. */
async function expectDocumentedAnswer(response: Response, success: { status: number; schema: z.ZodType }): Promise<unknown> {
  const text = await response.text();
  if (response.status >= 500) throw new Error(`${response.status}: ${text}`);
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
  const body: unknown = JSON.parse(text);
  if (response.status === success.status) return success.schema.parse(body);
  expect(response.status).toBe(400);
  const error = errorResponseSchema.parse(body);
  expect(error.issues?.length).toBeGreaterThan(0);
  // No message repeats the input: none is longer than a sentence.
  for (const issue of error.issues ?? []) expect(issue.message.length).toBeLessThan(200);
  return error;
}

describe.each(GETS)('GET %s with generated query strings', (path, handler, headers, keys, schema) => {
  it('answers 200 with the contract or 400 with the issues, never 5xx', async () => {
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(queryString(keys), async (query) => {
        const response = await handler(request(`${path}?${query}`, { headers }));
        statuses.add(response.status);
        await expectDocumentedAnswer(response, { status: 200, schema });
      }),
    );
    // The generators reach both sides of the validation.
    expect([...statuses].sort()).toEqual([200, 400]);
  });
});

const countRows = async () => {
  const [[appointmentRows], [patientRows]] = await Promise.all([
    handle.db.select({ value: count() }).from(appointments),
    handle.db.select({ value: count() }).from(patients),
  ]);
  return { appointments: appointmentRows.value, patients: patientRows.value };
};

const post = (body: string, headers: Record<string, string> = tokenHeaders) =>
  postAppointment(request('/api/v1/appointments', { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body }));

describe('PATCH /api/v1/appointments/{id} with generated ids and bodies', () => {
  it('answers 200 with the contract, 400, 404 or 409 with an error, never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(idText(60), fc.oneof(requestBody, fc.constantFrom('{"status":"confirmed"}', '{"status":"cancelled"}', '{"status":"completed"}')), async (id, body) => {
        // The handler reads the id from Next's params, as the router hands it over.
        const response = await patchAppointment(
          request('/api/v1/appointments/id', { method: 'PATCH', headers: { 'Content-Type': 'application/json', ...tokenHeaders }, body }),
          { params: Promise.resolve({ id }) },
        );
        const text = await response.text();
        if (response.status >= 500) throw new Error(`${response.status}: ${text}`);
        expect([200, 400, 404, 409]).toContain(response.status);
        const answer: unknown = JSON.parse(text);
        if (response.status === 200) createAppointmentResponseSchema.parse(answer);
        else expect(errorResponseSchema.parse(answer).error.length).toBeLessThan(200);
      }),
      { numRuns: FUZZ_RUNS },
    );
  });
});

/**
 * POST's answers: those above, or 409 `{ error, nextFreeSlots }` for a time outside the doctor's hours or
 * already booked, offering times that have not passed (the route books against the real clock).
 */
async function expectBookingAnswer(response: Response): Promise<void> {
  if (response.status !== 409) {
    await expectDocumentedAnswer(response, { status: 201, schema: createAppointmentResponseSchema });
    return;
  }
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
  const refusal = errorResponseSchema.parse(await response.json());
  expect(refusal.error.length).toBeLessThan(200);
  expect(refusal.issues).toBeUndefined();
  expect(refusal.nextFreeSlots).toEqual(expect.any(Array));
  for (const slot of refusal.nextFreeSlots ?? []) expect(isPast(slot.date, slot.time)).toBe(false);
}

/** The form with a doctorId: a seeded doctor's (1 to 5), one that is not there (6, 7), an edge number, or any JSON. */
const bookingBody = fc
  .tuple(appointmentJson, fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max: 7 }) }, { weight: 1, arbitrary: edgeNumber }, { weight: 1, arbitrary: hostileJson }))
  .map(([form, doctorId]) => JSON.stringify({ ...form, doctorId }));

describe('POST /api/v1/appointments with generated bodies', () => {
  it('creates exactly one appointment for a valid form, and writes nothing for anything else', async () => {
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(fc.oneof({ weight: 3, arbitrary: requestBody }, { weight: 1, arbitrary: bookingBody }), async (body) => {
        const before = await countRows();
        const response = await post(body);
        statuses.add(response.status);
        await expectBookingAnswer(response);
        const after = await countRows();
        if (response.status === 201) {
          expect(after.appointments).toBe(before.appointments + 1);
          expect(after.patients - before.patients).toBeLessThanOrEqual(1);
        } else {
          expect(after).toEqual(before);
        }
      }),
      { numRuns: FUZZ_RUNS_HEAVY * 2 },
    );
    // A form that is valid may still be refused: 400 for the past, 409 outside the hours or taken.
    expect([...statuses].sort()).toEqual([201, 400, 409]);
  });

  it('answers 401 to a wrong credential whatever the body, and writes nothing', async () => {
    const printable = fc.string({ unit: fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code)), minLength: 1, maxLength: 80 });
    await fc.assert(
      fc.asyncProperty(requestBody, printable, fc.boolean(), async (body, credential, asKey) => {
        const before = await countRows();
        const response = await post(body, asKey ? { 'x-api-key': credential } : { Authorization: `Bearer ${credential}` });
        expect(response.status).toBe(401);
        expect(errorResponseSchema.parse(await response.json()).error).toEqual(expect.any(String));
        expect(await countRows()).toEqual(before);
      }),
      { numRuns: FUZZ_RUNS_HEAVY },
    );
  });
});

/** The row an id names, judged independently of the route: its digits, and nothing else, within int4. */
function namedId(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const id = Number(trimmed);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** Next hands the route the decoded segment in `params`; the URL only carries the query. */
const context = (id: string) => ({ params: Promise.resolve({ id }) });
const url = (path: string, query: string) => `http://localhost${path}/segment?${query}`;

describe('GET /doctor/reports/attachments/[id]', () => {
  it('serves a stored file by its id, and answers 404 to every other id', async () => {
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(idText(Math.max(...attachmentIds) + 2), queryString(['disposition']), async (id, query) => {
        const response = await getAttachment(new Request(url('/doctor/reports/attachments', query)), context(id));
        statuses.add(response.status);
        const named = namedId(id);
        expect(response.status).toBe(named !== null && attachmentIds.has(named) ? 200 : 404);
      }),
    );
    expect([...statuses].sort()).toEqual([200, 404]);
  });
});

// Each 200 writes a PDF (a tenth of a second or more): fewer runs.
const PDF_RUNS = fuzzRuns(40);

describe.each([
  ['/doctor/transactions/receipt', getReceipt, transactions],
  ['/doctor/prescription/prescriptionn-details/pdf', getPrescriptionPdf, prescriptions],
] as const)('GET %s', (path, handler, table) => {
  it('answers a PDF for a stored id, 404 for an id of no row, and 400 for anything that is no id', async () => {
    const ids = new Set((await handle.db.select({ id: table.id }).from(table)).map((row) => row.id));
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(idText(Math.max(...ids) + 2), async (id) => {
        const response = await handler(new Request(`http://localhost${path}?${new URLSearchParams({ id })}`));
        statuses.add(response.status);
        const named = namedId(id);
        expect(response.status).toBe(named === null ? 400 : ids.has(named) ? 200 : 404);
        if (response.status === 200) expect(response.headers.get('Content-Type')).toBe('application/pdf');
      }),
      { numRuns: PDF_RUNS },
    );
    expect([...statuses].sort()).toEqual([200, 400, 404]);
  });
});

describe('GET /doctor/avatar/[id]', () => {
  it('serves the uploaded picture, and answers 404 to every other id', async () => {
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(idText(doctorWithPicture + 2), queryString(['v']), async (id, query) => {
        const response = await getAvatar(new Request(url('/doctor/avatar', query)), context(id));
        statuses.add(response.status);
        expect(response.status).toBe(namedId(id) === doctorWithPicture ? 200 : 404);
      }),
    );
    expect([...statuses].sort()).toEqual([200, 404]);
  });
});

describe('GET /doctor/patients/export', () => {
  it('answers a CSV whatever the query', async () => {
    await fc.assert(
      fc.asyncProperty(queryString(['search', 'state', 'bloodGroup', 'page', 'limit', 'patient']), async (query) => {
        const response = await exportPatients(new Request(`http://localhost/doctor/patients/export?${query}`));
        if (response.status !== 200) throw new Error(`${response.status}: ${await response.text()}`);
        expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
        expect((await response.text()).split('\n')[0]).toMatch(/^\S/);
      }),
      { numRuns: FUZZ_RUNS_HEAVY },
    );
  });

  it('answers 401 without a session, whatever the query', async () => {
    mockSession.current = null;
    try {
      await fc.assert(
        fc.asyncProperty(hostileShortString, async (search) => {
          const response = await exportPatients(new Request(`http://localhost/doctor/patients/export?${new URLSearchParams({ search })}`));
          expect(response.status).toBe(401);
        }),
        { numRuns: fuzzRuns(50) },
      );
    } finally {
      mockSession.current = FUZZ_SESSION;
    }
  });
});

describe('GET /doctor/settings/audit/export', () => {
  it('answers a CSV whatever the query', async () => {
    await fc.assert(
      fc.asyncProperty(queryString(['person', 'patient', 'action', 'from', 'to', 'page']), async (query) => {
        const response = await exportAudit(new Request(`http://localhost/doctor/settings/audit/export?${query}`));
        if (response.status !== 200) throw new Error(`${response.status}: ${await response.text()}`);
        expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
        // The header, then the first batch, which runs the filtered query; the rest of the trail (thousands of
        // lines by now, the same query paged on) is left unread, as a download cancelled.
        const reader = response.body!.getReader();
        const header = await reader.read();
        expect(new TextDecoder().decode(header.value).split('\r\n')[0]).toBe(AUDIT_CSV_HEADER.join(','));
        await reader.read();
        await reader.cancel();
      }),
      { numRuns: FUZZ_RUNS_HEAVY },
    );
  });
});
