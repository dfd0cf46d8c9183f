import { gt, sql } from 'drizzle-orm';
import { listPatients } from '@/lib/patients/queries/list';
import { auditEvents } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { setUpApi, tearDownApi } from '@/lib/hospital-api/server/testing';
import { captureLogs } from '@/lib/log/testing';
import { SAMPLE_PATIENT_NAMES } from '@/mocks';
import { GET } from './route';

const mockSession: { current: object | null } = { current: null };
jest.mock('@/lib/auth/current-doctor', () => ({ getCurrentSession: jest.fn(async () => mockSession.current) }));
// The patients' read can be made to fail once; otherwise it is the data layer's own.
jest.mock('@/lib/patients/queries/list', () => {
  const actual = jest.requireActual('@/lib/patients/queries/list');
  return { ...actual, listPatients: jest.fn(actual.listPatients) };
});

const SIGNED_IN = { sessionId: 's', doctor: { id: 1, email: 'doctor@example.com' } };

let handle: DbHandle;
beforeAll(async () => {
  handle = await setUpApi();
});
afterAll(() => tearDownApi(handle));

const get = (query = '') => GET(new Request(`http://localhost/doctor/patients/export${query}`));
const dataLines = async (response: Response) => (await response.text()).trimEnd().split('\r\n').slice(1);

describe('GET /doctor/patients/export', () => {
  it('answers 401 without a session', async () => {
    mockSession.current = null;
    expect((await get()).status).toBe(401);
  });

  it('exports every patient of the search as CSV', async () => {
    mockSession.current = SIGNED_IN;
    const all = await get();
    expect(all.status).toBe(200);
    expect(all.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(await dataLines(all)).toHaveLength(60);
    const found = await dataLines(await get(`?search=${encodeURIComponent(SAMPLE_PATIENT_NAMES[1].toLowerCase())}`));
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(SAMPLE_PATIENT_NAMES[1]);
  });

  it('drops a filter the API would refuse instead of failing (it once answered 502)', async () => {
    mockSession.current = SIGNED_IN;
    for (const query of ['?search=%00', `?state=${'s'.repeat(101)}`, '?bloodGroup=C%2B', '?page=99999999999999']) {
      const response = await get(query);
      expect(response.status).toBe(200);
      expect(await dataLines(response)).toHaveLength(60);
    }
  });

  it('records the export in the audit trail: who, which filters, and a line per exported patient, once', async () => {
    mockSession.current = SIGNED_IN;
    const [{ last }] = await handle.db.select({ last: sql<number>`coalesce(max(${auditEvents.id}), 0)::int` }).from(auditEvents);
    await get('?state=Lagos');
    const lines = await handle.db.select().from(auditEvents).where(gt(auditEvents.id, last));
    const exported = lines.length;
    expect(exported).toBeGreaterThan(0);
    expect(new Set(lines.map((line) => line.patientId)).size).toBe(exported);
    for (const line of lines) {
      expect(line).toMatchObject({ actorId: 1, actorEmail: 'doctor@example.com', action: 'export', entity: 'patient', entityId: String(line.patientId), outcome: 'success' });
      expect(line.detail).toBe(`${exported} ${exported === 1 ? 'patient' : 'patients'}; state: Lagos`);
    }
  });

  it('answers a failed read with 500 and a plain sentence, logs the cause, and records no export', async () => {
    mockSession.current = SIGNED_IN;
    const logs = captureLogs();
    try {
      const [{ last }] = await handle.db.select({ last: sql<number>`coalesce(max(${auditEvents.id}), 0)::int` }).from(auditEvents);
      (listPatients as jest.Mock).mockRejectedValueOnce(new Error('connection terminated'));
      const response = await get();
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ error: 'The data could not be read. Try again in a moment.' });
      expect(await handle.db.select().from(auditEvents).where(gt(auditEvents.id, last))).toEqual([]);
      await new Promise((resolve) => setImmediate(resolve));
      expect(logs.lines()).toContainEqual(expect.objectContaining({ level: 50, msg: 'a read failed' }));
    } finally {
      logs.restore();
    }
  });
});
