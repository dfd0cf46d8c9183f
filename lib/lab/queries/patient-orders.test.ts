import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { labFixture } from './order-fixtures';
import { listPatientLabOrders } from './patient-orders';

let handle: DbHandle;
let lab: Awaited<ReturnType<typeof labFixture>>;
const ids: Record<string, number> = {};
const day = (n: number, hour = 9) => new Date(Date.UTC(2026, 10, n, hour));

beforeAll(async () => {
  handle = await createTestDatabase();
  lab = await labFixture(handle.db);
  // Seven orders of the patient, one a day, and one of another patient in between.
  ids.released = await lab.place(['full-blood-count', 'malaria-rdt'], day(1), { priority: 'urgent' });
  await lab.release(ids.released, day(1, 10), { haemoglobin: '8.1', 'malaria-rdt': 'Positive' });
  await lab.amend(ids.released, 'haemoglobin', '7.9', 'Analyser recalibrated', day(1, 12));
  ids.cancelled = await lab.place(['glucose-random'], day(2));
  await lab.cancel(ids.cancelled, 'Ordered twice', day(2, 10));
  ids.inLab = await lab.place(['urinalysis'], day(3));
  await lab.collect(ids.inLab, day(3, 10));
  await lab.place(['crp'], day(3, 12), { patientId: lab.otherPatientId });
  for (const n of [4, 5, 6, 7]) ids[`day${n}`] = await lab.place(['esr'], day(n));
});
afterAll(() => handle.close());

describe('listPatientLabOrders', () => {
  it('pages the patient’s orders in SQL, newest first, and serves the last page for one past the end', async () => {
    const first = await listPatientLabOrders(handle.db, lab.patientId, { page: 1, pageSize: 5 });
    expect(first.total).toBe(7);
    expect(first.rows.map((order) => order.id)).toEqual([ids.day7, ids.day6, ids.day5, ids.day4, ids.inLab]);
    const second = await listPatientLabOrders(handle.db, lab.patientId, { page: 2, pageSize: 5 });
    expect(second).toMatchObject({ page: 2, total: 7 });
    expect(second.rows.map((order) => order.id)).toEqual([ids.cancelled, ids.released]);
    const past = await listPatientLabOrders(handle.db, lab.patientId, { page: 9, pageSize: 5 });
    expect(past.page).toBe(2);
    expect(past.rows).toHaveLength(2);
    expect(await listPatientLabOrders(handle.db, lab.otherPatientId, { page: 1, pageSize: 5 })).toMatchObject({ total: 1, rows: [{ tests: ['C-reactive protein (CRP)'] }] });
  });

  it('shows a released order’s results in the report’s order, a panel by its parts, with the amended value kept', async () => {
    const { rows } = await listPatientLabOrders(handle.db, lab.patientId, { page: 2, pageSize: 5 });
    const released = rows.find((order) => order.id === ids.released)!;
    expect(released).toMatchObject({ status: 'released', priority: 'urgent', orderedBy: 'Dr. Ada Obi', tests: ['Full blood count', 'Malaria parasite, rapid diagnostic test (P. falciparum HRP2)'] });
    expect(released.amendedAt).not.toBeNull();
    // The fifteen parts of the count, then the malaria test.
    expect(released.lines).toHaveLength(16);
    expect(released.lines[0]).toMatchObject({ name: 'Haemoglobin', panel: 'Full blood count', result: { valueNumber: 7.9, unit: 'g/dL', rangeLow: 12, rangeHigh: 15.5, flag: 'low' } });
    expect(released.lines[0].amended).toEqual([
      expect.objectContaining({ valueNumber: 8.1, flag: 'low', reason: 'Analyser recalibrated', amendedBy: 'Ngozi Eze', amendedAt: day(1, 12).toISOString() }),
    ]);
    expect(released.lines[15]).toMatchObject({ name: 'Malaria parasite, rapid diagnostic test (P. falciparum HRP2)', panel: null, result: { valueText: 'Positive', flag: 'abnormal' }, amended: [] });
    expect(released.lines.slice(1).every((line) => line.result !== null && line.amended.length === 0)).toBe(true);
  });

  it('shows no result before release, and why and by whom an order was cancelled', async () => {
    const { rows } = await listPatientLabOrders(handle.db, lab.patientId, { page: 1, pageSize: 10 });
    const inLab = rows.find((order) => order.id === ids.inLab)!;
    expect(inLab).toMatchObject({ status: 'collected', tests: ['Urinalysis'], lines: [] });
    expect(inLab.collectedAt).toBe(day(3, 10).toISOString());
    const cancelled = rows.find((order) => order.id === ids.cancelled)!;
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'Ordered twice', cancelledBy: 'Dr. Ada Obi', lines: [] });
    expect(rows.find((order) => order.id === ids.day4)).toMatchObject({ status: 'ordered', priority: 'routine', note: 'fever 3 days', lines: [] });
  });
});
