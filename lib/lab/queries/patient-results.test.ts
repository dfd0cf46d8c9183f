import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { enterResults } from '@/lib/lab/writes/steps';
import { labFixture } from './order-fixtures';
import { readPatientResultHistory, RESULT_HISTORY_PER_TEST } from './patient-results';

let handle: DbHandle;
let lab: Awaited<ReturnType<typeof labFixture>>;
const day = (n: number, hour = 9) => new Date(Date.UTC(2026, 9, n, hour));
const HB_ORDERS = RESULT_HISTORY_PER_TEST + 2;
let lastHb = 0;

beforeAll(async () => {
  handle = await createTestDatabase();
  lab = await labFixture(handle.db);
  // A haemoglobin every day, falling; the specimen taken an hour after the order.
  for (let n = 1; n <= HB_ORDERS; n += 1) {
    lastHb = await lab.place(['haemoglobin'], day(n));
    await lab.release(lastHb, day(n, 10), { haemoglobin: (13 - n * 0.4).toFixed(1) });
  }
  await lab.amend(lastHb, 'haemoglobin', '8.0', 'Clotted sample, repeated', day(HB_ORDERS, 14));
  const malaria = await lab.place(['malaria-rdt'], day(20));
  await lab.release(malaria, day(20, 10), { 'malaria-rdt': 'Positive' });
  // Neither a result still waiting for a second scientist, nor a cancelled order, nor another patient's is the doctor's to read.
  const unverified = await lab.place(['haemoglobin', 'crp'], day(21));
  await lab.collect(unverified, day(21, 10));
  await enterResults(handle.db, unverified, [{ testId: lab.test.haemoglobin, value: '5.0' }, { testId: lab.test.crp, value: '80' }], { doctorId: lab.doctorId });
  await lab.cancel(await lab.place(['glucose-random'], day(22)), 'Wrong patient', day(22, 10));
  const others = await lab.place(['crp'], day(23), { patientId: lab.otherPatientId });
  await lab.release(others, day(23, 10));
});
afterAll(() => handle.close());

describe('readPatientResultHistory', () => {
  it('gives each test resulted, the latest first, with its latest results newest first and how many in all', async () => {
    const history = await readPatientResultHistory(handle.db, lab.patientId);
    expect(history.map((test) => test.name)).toEqual(['Malaria parasite, rapid diagnostic test (P. falciparum HRP2)', 'Haemoglobin']);
    const [malaria, hb] = history;
    expect(malaria).toMatchObject({ kind: 'choice', total: 1, points: [{ valueText: 'Positive', flag: 'abnormal', takenAt: day(20, 10).toISOString() }] });
    expect(hb).toMatchObject({ kind: 'number', unit: 'g/dL', decimals: 1, total: HB_ORDERS });
    expect(hb.points).toHaveLength(RESULT_HISTORY_PER_TEST);
    expect(hb.points.map((point) => point.takenAt)).toEqual(Array.from({ length: RESULT_HISTORY_PER_TEST }, (_, index) => day(HB_ORDERS - index, 10).toISOString()));
    expect(hb.points[1]).toMatchObject({ valueNumber: Number((13 - (HB_ORDERS - 1) * 0.4).toFixed(1)), rangeLow: 12, rangeHigh: 15.5, flag: 'low', amended: [] });
  });

  it('keeps an amended value beside the one that replaced it, with the reason', async () => {
    const [, hb] = await readPatientResultHistory(handle.db, lab.patientId);
    expect(hb.points[0]).toMatchObject({ orderId: lastHb, valueNumber: 8, flag: 'low' });
    expect(hb.points[0].amended).toEqual([
      expect.objectContaining({ valueNumber: Number((13 - HB_ORDERS * 0.4).toFixed(1)), reason: 'Clotted sample, repeated', amendedBy: 'Ngozi Eze', amendedAt: day(HB_ORDERS, 14).toISOString() }),
    ]);
  });

  it('is bounded both in tests and in results a test, and empty for a patient with no released result', async () => {
    const bounded = await readPatientResultHistory(handle.db, lab.patientId, { tests: 1, perTest: 3 });
    expect(bounded.map((test) => [test.name, test.points.length])).toEqual([['Malaria parasite, rapid diagnostic test (P. falciparum HRP2)', 1]]);
    const [, hb] = await readPatientResultHistory(handle.db, lab.patientId, { perTest: 3 });
    expect(hb.points).toHaveLength(3);
    expect(hb.total).toBe(HB_ORDERS);
    const other = await readPatientResultHistory(handle.db, lab.otherPatientId);
    expect(other.map((test) => test.name)).toEqual(['C-reactive protein (CRP)']);
    expect(await readPatientResultHistory(handle.db, 999_999)).toEqual([]);
  });
});
