import { inArray } from 'drizzle-orm';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { doctors, labTests, patients } from '@/lib/db/schema';
import { placeOrder } from '@/lib/lab/writes/place-order';
import { amendResult, collectSpecimen, enterResults, releaseOrder } from '@/lib/lab/writes/steps';
import { getLabOrder } from './order-detail';

let handle: DbHandle;
let doctorId: number;
let scientist: number;
let verifier: number;
let patientId: number;
const test: Record<string, number> = {};

const START = new Date('2026-11-30T08:00:00Z');
const at = (minutes: number) => new Date(START.getTime() + minutes * 60_000);

beforeAll(async () => {
  handle = await createTestDatabase();
  const staff = await handle.db
    .insert(doctors)
    .values([
      { email: 'ada@detail.test', firstName: 'Ada', lastName: 'Obi', passwordHash: 'x' },
      { email: 'ngozi@detail.test', firstName: 'Ngozi', lastName: 'Eze', passwordHash: 'x', role: 'lab-scientist' },
      { email: 'bayo@detail.test', firstName: 'Bayo', lastName: 'Ade', passwordHash: 'x', role: 'lab-scientist' },
    ])
    .returning({ id: doctors.id });
  [doctorId, scientist, verifier] = staff.map((row) => row.id);
  const [patient] = await handle.db
    .insert(patients)
    .values({ firstName: 'Chioma', lastName: 'Okafor', phone: '+2348030000021', gender: 'female', dateOfBirth: '1990-12-15' })
    .returning({ id: patients.id });
  patientId = patient.id;
  for (const row of await handle.db.select({ id: labTests.id, code: labTests.code }).from(labTests)) test[row.code] = row.id;
});
afterAll(() => handle.close());

async function placed(codes: string[]) {
  const result = await placeOrder(handle.db, { patientId, testIds: codes.map((code) => test[code]), priority: 'stat', note: 'pale, febrile' }, { doctorId }, at(0));
  if (!result.ok) throw new Error(result.reason);
  return result.id;
}

describe('getLabOrder', () => {
  it('is undefined for no such order', async () => {
    await expect(getLabOrder(handle.db, 987_654)).resolves.toBeUndefined();
  });

  it('lists a panel as its parts, under the panel’s name, before the next ordered test; nothing entered yet', async () => {
    const id = await placed(['full-blood-count', 'malaria-rdt']);
    const order = (await getLabOrder(handle.db, id))!;
    const [panel] = await handle.db.select({ parts: labTests.parts }).from(labTests).where(inArray(labTests.code, ['full-blood-count']));
    expect(order.lines.map((line) => line.analyte.code)).toEqual([...(panel.parts ?? []), 'malaria-rdt']);
    expect(new Set(order.lines.slice(0, -1).map((line) => line.analyte.panel))).toEqual(new Set(['Full blood count']));
    expect(order.lines.at(-1)!.analyte).toMatchObject({ panel: null, kind: 'choice', choices: ['Negative', 'Positive'] });
    expect(order.lines.find((line) => line.analyte.code === 'haemoglobin')!.analyte).toMatchObject({ kind: 'number', unit: 'g/dL', criticalLow: 7 });
    // Both parts of one ordered panel answer that panel's row.
    expect(new Set(order.lines.slice(0, -1).map((line) => line.analyte.orderTestId)).size).toBe(1);
    expect(order.lines.every((line) => line.result === null && line.earlier.length === 0)).toBe(true);
    expect(order).toMatchObject({
      status: 'ordered',
      priority: 'stat',
      note: 'pale, febrile',
      orderedBy: 'Dr. Ada Obi',
      orderedById: doctorId,
      orderedAt: at(0).toISOString(),
      collectedAt: null,
      // Born 15 December 1990: 35 on the day the order was placed.
      patient: { id: patientId, name: 'Chioma Okafor', gender: 'female', dateOfBirth: '1990-12-15', ageYears: 35 },
    });
  });

  it('gives each test its current result, and after an amendment the earlier value with who entered it and why it was replaced', async () => {
    const id = await placed(['malaria-rdt', 'haemoglobin']);
    await collectSpecimen(handle.db, id, 'S-77', scientist, at(5));
    await enterResults(
      handle.db,
      id,
      [
        { testId: test['malaria-rdt'], value: 'Negative' },
        { testId: test.haemoglobin, value: '6.4' },
      ],
      { doctorId: scientist },
      at(30),
    );
    await releaseOrder(handle.db, id, { doctorId: verifier }, false, at(45));
    await amendResult(handle.db, id, test['malaria-rdt'], 'Positive', 'control line misread', verifier, at(90));

    const order = (await getLabOrder(handle.db, id))!;
    expect(order).toMatchObject({ status: 'released', accession: 'S-77', collectedBy: 'Ngozi Eze', verifiedBy: 'Bayo Ade', selfVerified: false, releasedAt: at(45).toISOString(), amendedAt: at(90).toISOString(), resultedById: scientist });
    const [malaria, haemoglobin] = order.lines;
    expect(malaria.result).toMatchObject({ valueText: 'Positive', flag: 'abnormal', enteredBy: 'Bayo Ade', enteredAt: at(90).toISOString(), supersededAt: null, amendReason: 'control line misread' });
    expect(malaria.earlier).toEqual([
      expect.objectContaining({ valueText: 'Negative', flag: 'normal', enteredBy: 'Ngozi Eze', enteredAt: at(30).toISOString(), supersededAt: at(90).toISOString(), amendReason: null }),
    ]);
    // The range that applied to a woman of 35 is kept with the value.
    expect(haemoglobin.result).toMatchObject({ valueNumber: 6.4, unit: 'g/dL', rangeLow: 12, rangeHigh: 15.5, flag: 'critical-low', enteredBy: 'Ngozi Eze' });
    expect(haemoglobin.earlier).toEqual([]);
  });
});
