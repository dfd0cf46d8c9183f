import { and, asc, eq, inArray } from 'drizzle-orm';
import { rangeFor } from '@/lib/lab/rules/flag';
import { doctors, labOrders, labResults, labTests, patients } from '@/lib/db/schema';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { placeOrder } from './place-order';
import { amendResult, cancelOrder, collectSpecimen, enterResults, releaseOrder, reviewOrder } from './steps';

let handle: DbHandle;
let doctorId: number;
let scientist: number;
let secondScientist: number;
let patientId: number;
const test: Record<string, number> = {};

beforeAll(async () => {
  handle = await createTestDatabase();
  const staff = await handle.db
    .insert(doctors)
    .values([
      { email: 'doctor@lab.test', firstName: 'Ada', lastName: 'Obi', passwordHash: 'x' },
      { email: 'first@lab.test', firstName: 'Ngozi', lastName: 'Eze', passwordHash: 'x', role: 'lab-scientist' },
      { email: 'second@lab.test', firstName: 'Bayo', lastName: 'Ade', passwordHash: 'x', role: 'lab-scientist' },
    ])
    .returning({ id: doctors.id });
  [doctorId, scientist, secondScientist] = staff.map((row) => row.id);
  const [patient] = await handle.db
    .insert(patients)
    .values({ firstName: 'Chioma', lastName: 'Okafor', phone: '+2348030000001', gender: 'female', dateOfBirth: '1990-04-02' })
    .returning({ id: patients.id });
  patientId = patient.id;
  for (const row of await handle.db.select({ id: labTests.id, code: labTests.code }).from(labTests)) test[row.code] = row.id;
});
afterAll(() => handle.close());

const NOW = new Date('2026-11-30T09:00:00Z');
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

async function order(codes: string[] = ['full-blood-count', 'malaria-rdt']) {
  const placed = await placeOrder(handle.db, { patientId, testIds: codes.map((code) => test[code]), priority: 'urgent', note: 'fever 3 days, pale' }, { doctorId }, NOW);
  if (!placed.ok) throw new Error(placed.reason);
  return placed.id;
}

async function resultsOf(orderId: number) {
  return handle.db
    .select({ testId: labResults.testId, valueNumber: labResults.valueNumber, valueText: labResults.valueText, flag: labResults.flag, supersededAt: labResults.supersededAt, amendReason: labResults.amendReason })
    .from(labResults)
    .where(eq(labResults.orderId, orderId))
    .orderBy(asc(labResults.id));
}

const statusOf = async (orderId: number) => (await handle.db.select({ status: labOrders.status }).from(labOrders).where(eq(labOrders.id, orderId)))[0].status;

/** Every part of a full blood count with a normal value for this woman (the middle of her range), and the values given instead. */
async function fullBloodCount(overrides: Record<string, string>) {
  const [panel] = await handle.db.select({ parts: labTests.parts }).from(labTests).where(eq(labTests.code, 'full-blood-count'));
  const parts = await handle.db.select().from(labTests).where(inArray(labTests.code, panel.parts ?? []));
  return parts.map((part) => {
    const range = rangeFor(part.ranges, { sex: 'female', ageMonths: 400 });
    const middle = range?.low !== undefined && range.high !== undefined ? (range.low + range.high) / 2 : (range?.high ?? range?.low ?? 1);
    const value = overrides[part.code] ?? (part.kind === 'number' ? middle.toFixed(part.decimals) : (part.normalChoices?.[0] ?? 'Normal'));
    return { testId: part.id, value };
  });
}

describe('an order from the doctor to the lab and back', () => {
  it('numbers the order, refuses tests that cannot be ordered, and moves through collection, results and release', async () => {
    const refused = await placeOrder(handle.db, { patientId, testIds: [test.mchc], priority: 'routine', note: '' }, { doctorId });
    expect(refused).toEqual({ ok: false, reason: 'not-orderable', test: 'Mean cell haemoglobin concentration (MCHC)' });

    const id = await order();
    const [placed] = await handle.db.select().from(labOrders).where(eq(labOrders.id, id));
    expect(placed).toMatchObject({ status: 'ordered', priority: 'urgent', orderedById: doctorId, note: 'fever 3 days, pale' });
    expect(placed.number).toBeGreaterThan(0);

    await expect(enterResults(handle.db, id, [{ testId: test.haemoglobin, value: '8' }], { doctorId: scientist })).resolves.toMatchObject({ ok: false, message: 'Collect the specimen first.' });
    await expect(collectSpecimen(handle.db, id, 'A-001', scientist, later(10))).resolves.toMatchObject({ ok: true });
    await expect(collectSpecimen(handle.db, id, 'A-002', scientist, later(11))).resolves.toMatchObject({ ok: false, message: 'The specimen of this order was collected already.' });
    await expect(cancelOrder(handle.db, id, 'wrong patient', { id: doctorId, role: 'doctor' })).resolves.toMatchObject({ ok: false, message: 'The specimen has been taken: this order can no longer be cancelled.' });

    // Some results now: the order stays in progress.
    await expect(enterResults(handle.db, id, [{ testId: test['malaria-rdt'], value: 'positive' }], { doctorId: scientist }, later(30))).resolves.toMatchObject({ ok: true, data: { complete: false } });
    expect(await statusOf(id)).toBe('collected');
    await expect(enterResults(handle.db, id, [{ testId: test.haemoglobin, value: 'eight' }], { doctorId: scientist })).resolves.toMatchObject({ ok: false, message: 'Haemoglobin: Enter a number, such as 12.5' });
    await expect(enterResults(handle.db, id, await fullBloodCount({ haemoglobin: '6.2' }), { doctorId: scientist }, later(40))).resolves.toMatchObject({ ok: true, data: { complete: true } });
    expect(await statusOf(id)).toBe('resulted');

    const results = await resultsOf(id);
    expect(results.find((row) => row.testId === test.haemoglobin)).toMatchObject({ valueNumber: 6.2, flag: 'critical-low' });
    expect(results.find((row) => row.testId === test['malaria-rdt'])).toMatchObject({ valueText: 'Positive', flag: 'abnormal' });
    expect(results.find((row) => row.testId === test['platelet-count'])).toMatchObject({ flag: 'normal' });

    await expect(releaseOrder(handle.db, id, { doctorId: scientist }, false)).resolves.toMatchObject({ ok: false, message: 'A second lab scientist verifies these results: you entered them.' });
    await expect(releaseOrder(handle.db, id, { doctorId: secondScientist }, false, later(60))).resolves.toMatchObject({ ok: true, data: { selfVerified: false } });
    await expect(enterResults(handle.db, id, [{ testId: test.haemoglobin, value: '9' }], { doctorId: scientist })).resolves.toMatchObject({ ok: false, message: 'These results were released: amend a result instead.' });
    await expect(reviewOrder(handle.db, id, 'start iron, treat malaria', doctorId, later(90))).resolves.toMatchObject({ ok: true });
  });

  it('lets a lab of one verify its own results only when the clinic allows it, and says so', async () => {
    const id = await order(['malaria-rdt']);
    await collectSpecimen(handle.db, id, 'B-1', scientist, later(5));
    await enterResults(handle.db, id, [{ testId: test['malaria-rdt'], value: 'Negative' }], { doctorId: scientist });
    await expect(releaseOrder(handle.db, id, { doctorId: scientist }, true)).resolves.toMatchObject({ ok: true, data: { selfVerified: true } });
    const [row] = await handle.db.select({ selfVerified: labOrders.selfVerified, verifiedById: labOrders.verifiedById }).from(labOrders).where(eq(labOrders.id, id));
    expect(row).toEqual({ selfVerified: true, verifiedById: scientist });
  });

  it('lets one of two scientists releasing at once win, and tells the other', async () => {
    const id = await order(['malaria-rdt']);
    await collectSpecimen(handle.db, id, 'C-1', doctorId, later(5));
    await enterResults(handle.db, id, [{ testId: test['malaria-rdt'], value: 'Negative' }], { doctorId });
    const answers = await Promise.all([
      handle.db.transaction((tx) => releaseOrder(tx, id, { doctorId: scientist }, false)),
      handle.db.transaction((tx) => releaseOrder(tx, id, { doctorId: secondScientist }, false)),
    ]);
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(answers.find((answer) => !answer.ok)).toMatchObject({ message: 'These results were verified and released already.' });
  });

  it('refuses results for a cancelled order and keeps the reason', async () => {
    const id = await order(['malaria-rdt']);
    await expect(cancelOrder(handle.db, id, 'patient left before the specimen was taken', { id: scientist, role: 'doctor' }, later(1))).resolves.toMatchObject({ ok: false, message: 'Only the doctor who placed this order or an administrator can cancel it.' });
    await expect(cancelOrder(handle.db, id, 'patient left before the specimen was taken', { id: doctorId, role: 'doctor' }, later(1))).resolves.toMatchObject({ ok: true });
    const [row] = await handle.db.select({ status: labOrders.status, reason: labOrders.cancelReason }).from(labOrders).where(eq(labOrders.id, id));
    expect(row).toEqual({ status: 'cancelled', reason: 'patient left before the specimen was taken' });
    await expect(collectSpecimen(handle.db, id, 'D-1', scientist, later(5))).resolves.toMatchObject({ ok: false, message: 'This order was cancelled.' });
    await expect(enterResults(handle.db, id, [{ testId: test['malaria-rdt'], value: 'Negative' }], { doctorId: scientist })).resolves.toMatchObject({
      ok: false,
      message: 'This order was cancelled: its results are refused.',
    });
  });

  it('amends a released result keeping the earlier value, and puts the order back to review', async () => {
    const id = await order(['malaria-rdt']);
    await collectSpecimen(handle.db, id, 'E-1', scientist, later(5));
    await enterResults(handle.db, id, [{ testId: test['malaria-rdt'], value: 'Negative' }], { doctorId: scientist });
    await releaseOrder(handle.db, id, { doctorId: secondScientist }, false);
    await reviewOrder(handle.db, id, '', doctorId);
    await expect(amendResult(handle.db, id, test['malaria-rdt'], 'Positive', 'control line misread', secondScientist, later(120))).resolves.toMatchObject({ ok: true, data: { flag: 'abnormal' } });
    const results = await resultsOf(id);
    expect(results).toEqual([
      expect.objectContaining({ valueText: 'Negative', flag: 'normal', supersededAt: later(120), amendReason: null }),
      expect.objectContaining({ valueText: 'Positive', flag: 'abnormal', supersededAt: null, amendReason: 'control line misread' }),
    ]);
    const [row] = await handle.db.select({ reviewedAt: labOrders.reviewedAt, amendedAt: labOrders.amendedAt }).from(labOrders).where(and(eq(labOrders.id, id)));
    expect(row).toEqual({ reviewedAt: null, amendedAt: later(120) });
  });
});
