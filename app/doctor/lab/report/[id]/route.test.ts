import { desc, inArray } from 'drizzle-orm';
import { setDbForTests } from '@/lib/db/client';
import { auditEvents, doctors, labTests, patients } from '@/lib/db/schema';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { placeOrder } from '@/lib/lab/writes/place-order';
import { amendResult, cancelOrder, collectSpecimen, enterResults, releaseOrder } from '@/lib/lab/writes/steps';
import { pdfText } from '@/tests/pdf-text';
import { GET } from './route';

const mockSession: { current: object | null } = { current: null };
jest.mock('@/lib/auth/current-doctor', () => ({ getCurrentSession: jest.fn(async () => mockSession.current) }));

jest.setTimeout(60_000);

let handle: DbHandle;
const staff = { doctor: 0, scientist: 0, verifier: 0 };
let patientId: number;
const ids = { released: 0, waiting: 0, cancelled: 0 };
let releasedNumber = 0;

const NOW = new Date('2026-03-15T07:30:00Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

beforeAll(async () => {
  handle = await createTestDatabase();
  setDbForTests(handle.db);
  const rows = await handle.db
    .insert(doctors)
    .values([
      { email: 'adaeze@clinic.test', firstName: 'Adaeze', lastName: 'Nwankwo', passwordHash: 'x' },
      { email: 'ngozi@lab.test', firstName: 'Ngozi', lastName: 'Eze', passwordHash: 'x', role: 'lab-scientist' },
      { email: 'bayo@lab.test', firstName: 'Bayo', lastName: 'Ade', passwordHash: 'x', role: 'lab-scientist' },
    ])
    .returning({ id: doctors.id });
  [staff.doctor, staff.scientist, staff.verifier] = rows.map((row) => row.id);
  [{ id: patientId }] = await handle.db
    .insert(patients)
    .values({ firstName: 'Chioma', lastName: 'Okafor', phone: '+2348030000001', gender: 'female', dateOfBirth: '1990-04-02' })
    .returning({ id: patients.id });
  const tests = new Map((await handle.db.select({ id: labTests.id, code: labTests.code }).from(labTests).where(inArray(labTests.code, ['malaria-rdt', 'glucose-random']))).map((row) => [row.code, row.id]));
  const order = async () => {
    const placed = await placeOrder(handle.db, { patientId, testIds: [tests.get('malaria-rdt')!, tests.get('glucose-random')!], priority: 'urgent', note: 'Fever for three days' }, { doctorId: staff.doctor }, NOW);
    if (!placed.ok) throw new Error(placed.reason);
    return placed;
  };
  const released = await order();
  ({ id: ids.released, number: releasedNumber } = released);
  await collectSpecimen(handle.db, released.id, 'GC-0045', staff.scientist, at(10));
  await enterResults(handle.db, released.id, [{ testId: tests.get('malaria-rdt')!, value: 'Positive' }, { testId: tests.get('glucose-random')!, value: '3.1' }], { doctorId: staff.scientist }, at(60));
  await releaseOrder(handle.db, released.id, { doctorId: staff.verifier }, false, at(90));
  await amendResult(handle.db, released.id, tests.get('glucose-random')!, '13.1', 'Typed from the wrong tube', staff.scientist, at(120));

  ids.waiting = (await order()).id;
  await collectSpecimen(handle.db, ids.waiting, 'GC-0046', staff.scientist, at(10));
  ids.cancelled = (await order()).id;
  await cancelOrder(handle.db, ids.cancelled, 'Ordered for the wrong patient', { id: staff.doctor, role: 'doctor' });
});
afterAll(async () => {
  setDbForTests(undefined);
  await handle.close();
});

const signedIn = (id: number, role: 'doctor' | 'lab-scientist', email: string) => ({ sessionId: 's', doctor: { id, email, role } });
const asDoctor = () => (mockSession.current = signedIn(staff.doctor, 'doctor', 'adaeze@clinic.test'));
const get = (id: string | number) => GET(new Request(`http://localhost/doctor/lab/report/${id}`), { params: Promise.resolve({ id: String(id) }) });
const LAB_NUMBER = () => `LAB-${String(releasedNumber).padStart(6, '0')}`;

describe('GET /doctor/lab/report/[id]', () => {
  it('answers 401 without a session', async () => {
    mockSession.current = null;
    expect((await get(ids.released)).status).toBe(401);
  });

  it('answers 400 for an id that cannot be one, and 404 for no such order', async () => {
    asDoctor();
    for (const id of ['abc', '0', '1e3', '2147483648']) expect((await get(id)).status).toBe(400);
    const missing = await get(2147483647);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'There is no such lab order' });
  });

  it('refuses an order not released yet, and a cancelled one, with a reason (409)', async () => {
    asDoctor();
    const waiting = await get(ids.waiting);
    expect(waiting.status).toBe(409);
    expect(await waiting.json()).toEqual({ error: 'The report is made once the results are verified and released; this order is in the lab.' });
    const cancelled = await get(ids.cancelled);
    expect(cancelled.status).toBe(409);
    expect(await cancelled.json()).toEqual({ error: 'This order was cancelled: it has no report.' });
  });

  it('downloads the released order as lab-report-LAB-….pdf with its patient, results, flags, amendment and people', async () => {
    asDoctor();
    const response = await get(ids.released);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="lab-report-${LAB_NUMBER()}.pdf"`);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const text = pdfText(new Uint8Array(await response.arrayBuffer())).replace(/\s+/g, ' ');
    for (const value of [
      `Laboratory report ${LAB_NUMBER()}`,
      'Chioma Okafor',
      '35 years, Female',
      'Dr. Adaeze Nwankwo',
      'Urgent',
      'GC-0045',
      'Positive — Negative Abnormal',
      '13.1 mmol/L 3.9–7.8 High Amended 15 Mar 2026, 10:30 by Ngozi Eze: Typed from the wrong tube. Earlier: 3.1.',
      'Bayo Ade',
    ])
      expect(text).toContain(value);
  });

  it('lets the lab staff download their report too, and records each download on the patient', async () => {
    mockSession.current = signedIn(staff.scientist, 'lab-scientist', 'ngozi@lab.test');
    const response = await get(ids.released);
    expect(response.status).toBe(200);
    const [line] = await handle.db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
    expect(line).toMatchObject({
      actorId: staff.scientist,
      action: 'export',
      entity: 'lab-order',
      entityId: String(ids.released),
      patientId,
      outcome: 'success',
      detail: `PDF lab-report-${LAB_NUMBER()}.pdf`,
    });
  });
});
