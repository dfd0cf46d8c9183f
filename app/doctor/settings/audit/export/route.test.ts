import { desc } from 'drizzle-orm';
import { recordAudit } from '@/lib/audit';
import { AUDIT_CSV_HEADER } from '@/lib/audit/rules/csv';
import { setDbForTests } from '@/lib/db/client';
import { auditEvents } from '@/lib/db/schema';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { GET } from './route';

const mockSession: { current: object | null } = { current: null };
jest.mock('@/lib/auth/current-doctor', () => ({ getCurrentSession: jest.fn(async () => mockSession.current) }));

const ADMIN = { sessionId: 'a', doctor: { id: 1, email: 'admin@clinic.test', role: 'administrator', status: 'active' } };
const DOCTOR = { sessionId: 'd', doctor: { id: 2, email: 'doctor@clinic.test', role: 'doctor', status: 'active' } };

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  setDbForTests(handle.db);
  await recordAudit(handle.db, { actorId: 2, actorEmail: 'doctor@clinic.test', action: 'view', entity: 'patient', entityId: 7, patientId: 7, address: '10.0.0.7', detail: '=cmd' });
  await recordAudit(handle.db, { actorId: 1, actorEmail: 'admin@clinic.test', action: 'sign-in', entity: 'session', address: '10.0.0.8' });
});
afterAll(async () => {
  setDbForTests(undefined);
  await handle.close();
});

const get = (query = '') => GET(new Request(`http://localhost/doctor/settings/audit/export${query}`));
const latest = async () => (await handle.db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1))[0];

describe('GET /doctor/settings/audit/export', () => {
  it('answers 401 without a session and 403 to a doctor who is not an administrator (recorded as refused)', async () => {
    mockSession.current = null;
    expect((await get()).status).toBe(401);
    mockSession.current = DOCTOR;
    expect((await get()).status).toBe(403);
    expect(await latest()).toMatchObject({ actorId: 2, action: 'export', entity: 'audit', outcome: 'refused' });
  });

  it('streams the filtered trail as CSV, newest first, and records the export first', async () => {
    mockSession.current = ADMIN;
    const response = await get('?action=view&patient=7');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe(AUDIT_CSV_HEADER.join(','));
    expect(lines).toHaveLength(2);
    // A formula in a cell is defused. Patient 7 is no row of this database: no number, no name.
    expect(lines[1]).toMatch(/,view,patient,7,7,,,10\.0\.0\.7,success,"'=cmd"$/);
    expect(await latest()).toMatchObject({ actorId: 1, action: 'export', entity: 'audit', outcome: 'success', detail: 'patient=7&action=view' });
  });

  it('filters by a patient number as the screen writes it, and records the filter so', async () => {
    mockSession.current = ADMIN;
    // No patient has the number 7 here (the lines above name an id, 7, of no registered patient): nothing matches.
    const response = await get('?patient=p7&action=view');
    expect((await response.text()).trimEnd().split('\r\n')).toEqual([AUDIT_CSV_HEADER.join(',')]);
    expect(await latest()).toMatchObject({ action: 'export', entity: 'audit', outcome: 'success', detail: 'patient=P-000007&action=view' });
  });
});
