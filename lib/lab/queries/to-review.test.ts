import { doctors, labTests, patients } from '@/lib/db/schema';
import { createTestDatabase, planOf } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { formatLabOrderNumber } from '@/lib/lab/rules/states';
import { placeOrder } from '@/lib/lab/writes/place-order';
import { amendResult, collectSpecimen, enterResults, releaseOrder, reviewOrder } from '@/lib/lab/writes/steps';
import { formatPatientNumber } from '@/lib/patients/rules/number';
import { sql } from 'drizzle-orm';
import { labOrdersToReview } from './to-review';

jest.setTimeout(60_000);

let handle: DbHandle;
let doctorId: number;
let colleagueId: number;
let scientist: number;
let verifier: number;
let patient: { id: number; patientNumber: number };
const test: Record<string, number> = {};

const NOW = new Date('2026-11-30T09:00:00Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

beforeAll(async () => {
  handle = await createTestDatabase();
  const staff = await handle.db
    .insert(doctors)
    .values([
      { email: 'ada@clinic.test', firstName: 'Ada', lastName: 'Obi', passwordHash: 'x' },
      { email: 'emeka@clinic.test', firstName: 'Emeka', lastName: 'Nwosu', passwordHash: 'x' },
      { email: 'ngozi@lab.test', firstName: 'Ngozi', lastName: 'Eze', passwordHash: 'x', role: 'lab-scientist' },
      { email: 'bayo@lab.test', firstName: 'Bayo', lastName: 'Ade', passwordHash: 'x', role: 'lab-scientist' },
    ])
    .returning({ id: doctors.id });
  [doctorId, colleagueId, scientist, verifier] = staff.map((row) => row.id);
  [patient] = await handle.db
    .insert(patients)
    .values({ firstName: 'Chioma', lastName: 'Okafor', phone: '+2348030000001', gender: 'female', dateOfBirth: '1990-04-02' })
    .returning({ id: patients.id, patientNumber: patients.patientNumber });
  for (const row of await handle.db.select({ id: labTests.id, code: labTests.code }).from(labTests)) test[row.code] = row.id;
});
afterAll(() => handle.close());

/** An order of these tests with these results, released `minutes` after NOW unless `release` is false. */
async function order(results: Record<string, string>, { by = doctorId, minutes = 0, release = true, tests = Object.keys(results) } = {}) {
  const placed = await placeOrder(handle.db, { patientId: patient.id, testIds: tests.map((code) => test[code]), priority: 'routine', note: '' }, { doctorId: by }, at(minutes - 60));
  if (!placed.ok) throw new Error(placed.reason);
  await collectSpecimen(handle.db, placed.id, `A-${placed.id}`, scientist, at(minutes - 50));
  const typed = Object.entries(results).map(([code, value]) => ({ testId: test[code], value }));
  const entered = await enterResults(handle.db, placed.id, typed, { doctorId: scientist }, at(minutes - 10));
  if (!entered.ok) throw new Error(entered.message);
  if (release) {
    const released = await releaseOrder(handle.db, placed.id, { doctorId: verifier }, false, at(minutes));
    if (!released.ok) throw new Error(released.message);
  }
  return placed;
}

describe('labOrdersToReview', () => {
  it("lists the doctor's released orders not yet reviewed, critical first, then abnormal, then normal, the newest first in each", async () => {
    const normalOld = await order({ 'glucose-random': '5.0' }, { minutes: 1 });
    const abnormal = await order({ 'malaria-rdt': 'Positive', 'glucose-random': '9.1' }, { minutes: 2 });
    const normalNew = await order({ 'glucose-random': '5.5' }, { minutes: 3 });
    const critical = await order({ 'glucose-random': '1.9' }, { minutes: 4 });
    await order({ 'glucose-random': '1.8' }, { minutes: 5, release: false });
    await order({ 'glucose-random': '1.7' }, { minutes: 6, by: colleagueId });
    const reviewed = await order({ 'glucose-random': '1.6' }, { minutes: 7 });
    await reviewOrder(handle.db, reviewed.id, 'Called the patient back', doctorId, at(8));

    const review = await labOrdersToReview(handle.db, doctorId);
    expect(review.total).toBe(4);
    expect(review.items.map((item) => item.orderId)).toEqual([critical.id, abnormal.id, normalNew.id, normalOld.id]);
    expect(review.items.map((item) => item.severity)).toEqual(['critical', 'abnormal', 'normal', 'normal']);
    expect(review.items[0]).toEqual({
      orderId: critical.id,
      orderNumber: formatLabOrderNumber(critical.number),
      priority: 'routine',
      patientId: patient.id,
      patientName: 'Chioma Okafor',
      patientNumber: formatPatientNumber(patient.patientNumber),
      tests: ['Random blood glucose'],
      severity: 'critical',
      flagged: [{ name: 'Random blood glucose', value: '1.9', unit: 'mmol/L', flag: 'critical-low' }],
      releasedAt: at(4).toISOString(),
      amendedAt: null,
    });
    // Both tests by name, as ordered; both flagged, in words and with the test's decimals.
    const RDT = 'Malaria parasite, rapid diagnostic test (P. falciparum HRP2)';
    expect(review.items[1].tests).toEqual([RDT, 'Random blood glucose']);
    expect(review.items[1].flagged).toEqual([
      { name: RDT, value: 'Positive', unit: null, flag: 'abnormal' },
      { name: 'Random blood glucose', value: '9.1', unit: 'mmol/L', flag: 'high' },
    ]);
    expect(review.items[2].flagged).toEqual([]);
  });

  it('shows the first few and counts them all', async () => {
    const review = await labOrdersToReview(handle.db, doctorId, { limit: 2 });
    expect(review.items).toHaveLength(2);
    expect(review.total).toBe(4);
  });

  it('takes a reviewed order off, and brings it back, amended, when a result is amended', async () => {
    const first = (await labOrdersToReview(handle.db, doctorId)).items[0];
    await reviewOrder(handle.db, first.orderId, '', doctorId, at(20));
    expect((await labOrdersToReview(handle.db, doctorId)).items.map((item) => item.orderId)).not.toContain(first.orderId);

    await amendResult(handle.db, first.orderId, test['glucose-random'], '2.2', 'Haemolysed sample, rerun', scientist, at(30));
    const back = (await labOrdersToReview(handle.db, doctorId)).items.find((item) => item.orderId === first.orderId);
    expect(back).toMatchObject({ amendedAt: at(30).toISOString(), severity: 'critical', flagged: [{ value: '2.2', flag: 'critical-low' }] });
  });

  it('answers nothing for a doctor with nothing to review', async () => {
    await expect(labOrdersToReview(handle.db, scientist)).resolves.toEqual({ items: [], total: 0 });
  });

  it("finds the doctor's orders through the to-review index, whatever the size of the table", async () => {
    const plan = await planOf(
      handle.db,
      sql`select id from lab_orders where ordered_by_id = ${doctorId} and status = 'released' and reviewed_at is null order by released_at desc nulls last`,
    );
    expect(plan.map((node) => node['Index Name']).filter(Boolean)).toContain('lab_orders_to_review_idx');
  });
});
