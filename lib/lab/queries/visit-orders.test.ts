import { VISIT_RECORDS_LIMIT } from '@/lib/appointments/queries/visit-records';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { labFixture } from './order-fixtures';
import { listVisitLabOrders } from './visit-orders';

let handle: DbHandle;
let lab: Awaited<ReturnType<typeof labFixture>>;
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 30, 9, minutes));

beforeAll(async () => {
  handle = await createTestDatabase();
  lab = await labFixture(handle.db);
});
afterAll(() => handle.close());

describe('listVisitLabOrders', () => {
  it('lists only the orders placed at that visit, newest first, with their state and released results', async () => {
    const fromChart = await lab.place(['esr'], at(0));
    const released = await lab.place(['malaria-rdt', 'glucose-random'], at(1), { appointmentId: lab.visitId, priority: 'stat' });
    await lab.release(released, at(5), { 'glucose-random': '14.2' });
    const waiting = await lab.place(['full-blood-count'], at(10), { appointmentId: lab.visitId });
    await lab.place(['crp'], at(11), { appointmentId: lab.otherVisitId });

    const visit = await listVisitLabOrders(handle.db, lab.visitId);
    expect(visit.total).toBe(2);
    expect(visit.rows.map((order) => order.id)).toEqual([waiting, released]);
    expect(visit.rows.map((order) => order.id)).not.toContain(fromChart);
    expect(visit.rows[0]).toMatchObject({ status: 'ordered', appointmentId: lab.visitId, tests: ['Full blood count'], lines: [] });
    expect(visit.rows[1]).toMatchObject({ status: 'released', priority: 'stat' });
    expect(visit.rows[1].lines.map((line) => [line.name, line.result?.valueText ?? line.result?.valueNumber, line.result?.flag])).toEqual([
      ['Malaria parasite, rapid diagnostic test (P. falciparum HRP2)', 'Negative', 'normal'],
      ['Random blood glucose', 14.2, 'high'],
    ]);
  });

  it('lists at most the visit page’s limit and says how many there are in all', async () => {
    for (let n = 0; n < VISIT_RECORDS_LIMIT + 2; n += 1) await lab.place(['esr'], at(20 + n), { appointmentId: lab.otherVisitId });
    const visit = await listVisitLabOrders(handle.db, lab.otherVisitId);
    expect(visit.total).toBe(VISIT_RECORDS_LIMIT + 3);
    expect(visit.rows).toHaveLength(VISIT_RECORDS_LIMIT);
    expect(await listVisitLabOrders(handle.db, 999_999)).toEqual({ rows: [], total: 0 });
  });
});
