import { eq } from 'drizzle-orm';
import { doctors, labOrderTests, labTests, patients } from '@/lib/db/schema';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { labTestSchema } from '@/lib/lab/catalogue-schema';
import { rangeFor } from '@/lib/lab/rules/flag';
import { addLabTest, setLabTestRetired, slugOf } from './catalogue';
import { placeOrder } from './place-order';

let handle: DbHandle;
let adminId: number;
let doctorId: number;
let patientId: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  const staff = await handle.db
    .insert(doctors)
    .values([
      { email: 'admin@catalogue.test', firstName: 'Ada', lastName: 'Obi', passwordHash: 'x', role: 'administrator' },
      { email: 'doctor@catalogue.test', firstName: 'Emeka', lastName: 'Nwosu', passwordHash: 'x' },
    ])
    .returning({ id: doctors.id });
  [adminId, doctorId] = staff.map((row) => row.id);
  const [patient] = await handle.db
    .insert(patients)
    .values({ firstName: 'Chioma', lastName: 'Okafor', phone: '+2348030000002', gender: 'female', dateOfBirth: '1990-04-02' })
    .returning({ id: patients.id });
  patientId = patient.id;
});
afterAll(() => handle.close());

const VITAMIN_B12 = {
  name: 'Vitamin B12',
  loinc: '2132-9',
  loincDisplay: 'Cobalamin (Vitamin B12) [Mass/volume] in Serum or Plasma',
  specimen: 'Serum',
  kind: 'number',
  unit: 'ng/L',
  decimals: '0',
  ranges: [
    // Typed for everyone first: stored after the band for children, which would otherwise never be read.
    { sex: 'either', ageUnit: 'years', from: '', to: '', low: '200', high: '900' },
    { sex: 'either', ageUnit: 'months', from: '0', to: '24', low: '150', high: '1000' },
  ],
  criticalLow: '100',
  criticalHigh: '',
  choices: '',
  normalChoices: [],
};

const rowOf = async (id: number) => (await handle.db.select().from(labTests).where(eq(labTests.id, id)))[0];

describe('adding a test to the catalogue', () => {
  it('writes a number with its unit, decimals, ranges (more specific first, in months) and critical limit, under a code of its own', async () => {
    const added = await addLabTest(handle.db, { id: adminId }, labTestSchema.parse(VITAMIN_B12));
    expect(added).toEqual({ ok: true, test: { id: expect.any(Number), code: 'clinic-vitamin-b12', name: 'Vitamin B12' } });
    if (!added.ok) return;
    const row = await rowOf(added.test.id);
    expect(row).toMatchObject({
      loinc: '2132-9',
      specimen: 'Serum',
      kind: 'number',
      unit: 'ng/L',
      decimals: 0,
      ranges: [
        { fromMonths: 0, toMonths: 24, low: 150, high: 1000 },
        { low: 200, high: 900 },
      ],
      criticalLow: 100,
      criticalHigh: null,
      choices: null,
      parts: null,
      orderable: true,
      addedById: adminId,
      retiredAt: null,
    });
    // The flag rule reads the child's band for a one-year-old and the general range for an adult.
    expect(rangeFor(row.ranges, { sex: 'male', ageMonths: 12 })).toEqual({ fromMonths: 0, toMonths: 24, low: 150, high: 1000 });
    expect(rangeFor(row.ranges, { sex: 'female', ageMonths: 400 })).toEqual({ low: 200, high: 900 });
  });

  it('writes a choice with its results and the normal ones, and nothing of a number', async () => {
    const added = await addLabTest(
      handle.db,
      { id: adminId },
      labTestSchema.parse({ ...VITAMIN_B12, name: 'Dengue NS1 antigen', loinc: '75377-2', loincDisplay: 'Dengue virus NS1 Ag [Presence] in Serum', kind: 'choice', choices: 'Positive, Negative', normalChoices: ['Negative'] }),
    );
    if (!added.ok) throw new Error(added.reason);
    expect(await rowOf(added.test.id)).toMatchObject({ kind: 'choice', choices: ['Positive', 'Negative'], normalChoices: ['Negative'], unit: null, ranges: [], criticalLow: null });
  });

  it('refuses the same name and specimen in any letter case, and says when the one there is retired', async () => {
    const again = await addLabTest(handle.db, { id: adminId }, labTestSchema.parse({ ...VITAMIN_B12, name: 'VITAMIN b12' }));
    expect(again).toEqual({ ok: false, reason: 'duplicate', existing: { name: 'Vitamin B12', specimen: 'Serum', retired: false } });
    // A shipped test too.
    const haemoglobin = await addLabTest(handle.db, { id: adminId }, labTestSchema.parse({ ...VITAMIN_B12, name: 'haemoglobin', specimen: 'Whole blood (EDTA)', loinc: '718-7' }));
    expect(haemoglobin).toMatchObject({ ok: false, existing: { name: 'Haemoglobin', specimen: 'Whole blood (EDTA)' } });

    const [malaria] = await handle.db.select({ id: labTests.id }).from(labTests).where(eq(labTests.code, 'malaria-rdt'));
    await setLabTestRetired(handle.db, malaria.id, true);
    const [shipped] = await handle.db.select({ name: labTests.name, specimen: labTests.specimen }).from(labTests).where(eq(labTests.id, malaria.id));
    const retired = await addLabTest(handle.db, { id: adminId }, labTestSchema.parse({ ...VITAMIN_B12, name: shipped.name, specimen: shipped.specimen }));
    expect(retired).toMatchObject({ ok: false, existing: { retired: true } });
    await setLabTestRetired(handle.db, malaria.id, false);
  });

  it('takes the same name for another specimen, under the next free code', async () => {
    const urine = await addLabTest(handle.db, { id: adminId }, labTestSchema.parse({ ...VITAMIN_B12, specimen: 'Urine' }));
    expect(urine).toMatchObject({ ok: true, test: { code: 'clinic-vitamin-b12-2' } });
  });

  it('makes a code of the name\'s letters and digits', () => {
    expect(slugOf('Vitamin D (25-OH)')).toBe('vitamin-d-25-oh');
    expect(slugOf('  Protéine C-réactive  ')).toBe('proteine-c-reactive');
    expect(slugOf('β-hCG')).toBe('hcg');
    expect(slugOf('***')).toBe('test');
    expect(slugOf('x'.repeat(80))).toHaveLength(50);
  });
});

describe('retiring and restoring a test', () => {
  it('stops a retired test being ordered, keeps the orders that name it, and restoring offers it again', async () => {
    const [crp] = await handle.db.select({ id: labTests.id, name: labTests.name }).from(labTests).where(eq(labTests.code, 'crp'));
    const order = { patientId, testIds: [crp.id], priority: 'routine' as const, note: '' };
    const before = await placeOrder(handle.db, order, { doctorId });
    if (!before.ok) throw new Error(before.reason);

    expect(await setLabTestRetired(handle.db, crp.id, true, new Date('2026-03-01T08:00:00Z'))).toEqual({ ok: true, test: { id: crp.id, name: crp.name, retired: true } });
    expect(await placeOrder(handle.db, order, { doctorId })).toEqual({ ok: false, reason: 'retired-test', test: crp.name });
    // The order placed before still names it.
    expect(await handle.db.select({ testId: labOrderTests.testId }).from(labOrderTests).where(eq(labOrderTests.orderId, before.id))).toEqual([{ testId: crp.id }]);

    // Retiring it again keeps the time it was first retired.
    await setLabTestRetired(handle.db, crp.id, true, new Date('2026-04-01T08:00:00Z'));
    expect((await rowOf(crp.id)).retiredAt?.toISOString()).toBe('2026-03-01T08:00:00.000Z');

    expect(await setLabTestRetired(handle.db, crp.id, false)).toEqual({ ok: true, test: { id: crp.id, name: crp.name, retired: false } });
    expect(await placeOrder(handle.db, order, { doctorId })).toMatchObject({ ok: true });
  });

  it('says when there is no such test', async () => {
    expect(await setLabTestRetired(handle.db, 2_000_000_000, true)).toEqual({ ok: false, reason: 'not-found' });
  });
});
