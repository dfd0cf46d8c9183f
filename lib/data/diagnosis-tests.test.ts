import { asc, count, eq } from 'drizzle-orm';
import { diagnosisCategories, diagnosisTestProperties, diagnosisTests, doctors, patients } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { DEMO_DOCTOR_DISPLAY_NAME, SAMPLE_PATIENT_NAMES } from '@/mocks';
import { DIAGNOSIS_TEST_COUNT } from '@/mocks/clinical';
import { createSeededTestDatabase } from '@/mocks/testing';
import type { DiagnosisTestValues } from '@/lib/validations/diagnosis-test';
import { createDiagnosisTest, deleteDiagnosisTest, getDiagnosisTest, listDiagnosisTests, updateDiagnosisTest } from './diagnosis-tests';

jest.setTimeout(120_000);

let handle: DbHandle;
let doctorId: number;
let patientId: number;
let categoryIds: number[];

beforeAll(async () => {
  handle = await createSeededTestDatabase();
  [{ id: doctorId }] = await handle.db.select({ id: doctors.id }).from(doctors);
  [{ id: patientId }] = await handle.db.select({ id: patients.id }).from(patients).where(eq(patients.fullName, SAMPLE_PATIENT_NAMES[1]));
  categoryIds = (await handle.db.select({ id: diagnosisCategories.id }).from(diagnosisCategories).orderBy(asc(diagnosisCategories.id))).map((row) => row.id);
});
afterAll(() => handle.close());

const testCount = async () => (await handle.db.select({ value: count() }).from(diagnosisTests))[0].value;

function values(overrides: Partial<DiagnosisTestValues> = {}): DiagnosisTestValues {
  return {
    patientId,
    categoryId: categoryIds[0],
    reportNumber: '',
    age: 41,
    height: 168.5,
    weight: 72,
    averageGlucose: 110,
    fastingBloodSugar: 95.5,
    urineSugar: 'Nil',
    bloodPressure: '130/85',
    diabetes: 'No',
    cholesterol: 190,
    properties: [
      { name: 'Haemoglobin genotype', value: 'AS' },
      { name: 'Pulse rate', value: '72 bpm' },
    ],
    ...overrides,
  };
}

describe('listDiagnosisTests', () => {
  it('lists the seeded tests newest first, with patient, doctor, category and properties', async () => {
    const rows = await listDiagnosisTests(handle.db);
    expect(rows).toHaveLength(DIAGNOSIS_TEST_COUNT);
    const times = rows.map((row) => Date.parse(row.createdOn));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(rows.map((row) => row.reportNumber).sort()).toEqual(Array.from({ length: DIAGNOSIS_TEST_COUNT }, (_, i) => `RPT-${i + 1}`).sort());
    expect(new Set(rows.map((row) => row.doctorName))).toEqual(new Set([DEMO_DOCTOR_DISPLAY_NAME]));
    expect(rows.map((row) => row.patientName)).toEqual(expect.arrayContaining(SAMPLE_PATIENT_NAMES.slice(0, 3)));
    expect(rows.every((row) => row.categoryName.length > 0 && row.patientEmail.includes('@'))).toBe(true);
  });
});

describe('createDiagnosisTest', () => {
  it('saves every field and the other properties in order; an empty report number becomes RPT-{count+1}', async () => {
    const before = await testCount();
    const result = await createDiagnosisTest(handle.db, doctorId, values());
    expect(result).toEqual({ ok: true, id: expect.any(Number), reportNumber: `RPT-${before + 1}` });
    if (!result.ok) return;
    const saved = await getDiagnosisTest(handle.db, result.id);
    expect(saved).toMatchObject({
      ...values(),
      reportNumber: `RPT-${before + 1}`,
      patientName: SAMPLE_PATIENT_NAMES[1],
      doctorId,
      doctorName: DEMO_DOCTOR_DISPLAY_NAME,
    });
    expect(saved?.properties).toEqual(values().properties);
  });

  it('keeps a typed report number and refuses it a second time, in any order of saves', async () => {
    const first = await createDiagnosisTest(handle.db, doctorId, values({ reportNumber: 'LAB-2026-001' }));
    expect(first).toMatchObject({ ok: true, reportNumber: 'LAB-2026-001' });
    const again = await createDiagnosisTest(handle.db, doctorId, values({ reportNumber: 'LAB-2026-001' }));
    expect(again).toEqual({ ok: false, reason: 'duplicate-report-number' });
  });

  it('skips a fallback number that a typed report number already holds', async () => {
    const before = await testCount();
    await createDiagnosisTest(handle.db, doctorId, values({ reportNumber: `RPT-${before + 2}` }));
    // count is now before+1, so RPT-{count+1} = RPT-{before+2} is taken: the next free one is used.
    const next = await createDiagnosisTest(handle.db, doctorId, values());
    expect(next).toMatchObject({ ok: true, reportNumber: `RPT-${before + 3}` });
  });

  it('gives unique fallback numbers to saves made at the same time', async () => {
    const before = await testCount();
    const results = await Promise.all(Array.from({ length: 8 }, () => createDiagnosisTest(handle.db, doctorId, values({ properties: [] }))));
    const numbers = results.map((result) => (result.ok ? result.reportNumber : result.reason));
    expect(new Set(numbers).size).toBe(8);
    expect(numbers.every((number) => /^RPT-\d+$/.test(number))).toBe(true);
    expect(await testCount()).toBe(before + 8);
  });

  it('refuses an unknown patient or category without saving', async () => {
    const before = await testCount();
    await expect(createDiagnosisTest(handle.db, doctorId, values({ patientId: 999_999 }))).resolves.toEqual({ ok: false, reason: 'unknown-patient' });
    await expect(createDiagnosisTest(handle.db, doctorId, values({ categoryId: 999_999 }))).resolves.toEqual({ ok: false, reason: 'unknown-category' });
    expect(await testCount()).toBe(before);
  });
});

describe('updateDiagnosisTest and deleteDiagnosisTest', () => {
  let id: number;
  beforeEach(async () => {
    const created = await createDiagnosisTest(handle.db, doctorId, values());
    if (!created.ok) throw new Error(created.reason);
    id = created.id;
  });

  it('replaces the fields and the other properties', async () => {
    const changed = values({ categoryId: categoryIds[3], weight: null, diabetes: 'Type 2', reportNumber: `EDIT-${id}`, properties: [{ name: 'HbA1c', value: '7.1%' }] });
    await expect(updateDiagnosisTest(handle.db, id, changed)).resolves.toEqual({ ok: true, id, reportNumber: `EDIT-${id}` });
    const saved = await getDiagnosisTest(handle.db, id);
    expect(saved).toMatchObject({ categoryId: categoryIds[3], weight: null, diabetes: 'Type 2', reportNumber: `EDIT-${id}` });
    expect(saved?.properties).toEqual([{ name: 'HbA1c', value: '7.1%' }]);
  });


  it('deletes the test and its properties for good', async () => {
    await expect(deleteDiagnosisTest(handle.db, id)).resolves.toBe('deleted');
    expect(await getDiagnosisTest(handle.db, id)).toBeNull();
    const orphans = await handle.db.select().from(diagnosisTestProperties).where(eq(diagnosisTestProperties.testId, id));
    expect(orphans).toEqual([]);
    await expect(deleteDiagnosisTest(handle.db, id)).resolves.toBe('not-found');
    await expect(updateDiagnosisTest(handle.db, id, values())).resolves.toEqual({ ok: false, reason: 'not-found' });
  });
});
