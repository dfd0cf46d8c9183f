import { and, asc, count, eq } from 'drizzle-orm';
import { diagnosisCategories, diagnosisTestProperties, diagnosisTests, doctors, observations, patients } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { DEMO_DOCTOR_DISPLAY_NAME, SAMPLE_PATIENT_NAMES } from '@/mocks';
import { DIAGNOSIS_TEST_COUNT } from '@/mocks/clinical';
import { createSeededTestDatabase } from '@/mocks/testing';
import type { DiagnosisTestValues } from '@/lib/diagnosis/schema/test';
import { parseTableParams } from '@/lib/lists/table-params';
import { countDiagnosisTests, DIAGNOSIS_TEST_SORTS, getDiagnosisTest, listDiagnosisTests, type DiagnosisTestListParams, type DiagnosisTestRecord } from './tests';
import { createDiagnosisTest, updateDiagnosisTest, voidDiagnosisTest } from '@/lib/diagnosis/writes/tests';
import { readLatestVitals } from '@/lib/vitals/queries/patient-vitals';

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

/** Test clean-up only: the app never deletes a test, it voids it. */
const removeTest = (id: number) => handle.db.delete(diagnosisTests).where(eq(diagnosisTests.id, id));

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
    pulse: null,
    temperature: null,
    spo2: null,
    respiratoryRate: null,
    measuredAt: null,
    properties: [
      { name: 'Haemoglobin genotype', value: 'AS' },
      { name: 'Pulse rate', value: '72 bpm' },
    ],
    ...overrides,
  };
}

const ALL: DiagnosisTestListParams = { page: 1, pageSize: 1000, q: '', sort: null, dir: 'asc' };
const PAGED: DiagnosisTestListParams = { ...ALL, pageSize: 10 };
const all = async () => (await listDiagnosisTests(handle.db, ALL)).rows;
const reportNumbers = (rows: DiagnosisTestRecord[]) => rows.map((row) => row.reportNumber);

describe('listDiagnosisTests', () => {
  it('lists the seeded tests newest first, with patient, doctor, category and properties', async () => {
    const list = await listDiagnosisTests(handle.db, ALL);
    expect(list).toMatchObject({ total: DIAGNOSIS_TEST_COUNT, page: 1 });
    const rows = list.rows;
    expect(rows).toHaveLength(DIAGNOSIS_TEST_COUNT);
    const times = rows.map((row) => Date.parse(row.createdOn));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(rows.map((row) => row.reportNumber).sort()).toEqual(Array.from({ length: DIAGNOSIS_TEST_COUNT }, (_, i) => `RPT-${i + 1}`).sort());
    expect(new Set(rows.map((row) => row.doctorName))).toEqual(new Set([DEMO_DOCTOR_DISPLAY_NAME]));
    expect(rows.map((row) => row.patientName)).toEqual(expect.arrayContaining(SAMPLE_PATIENT_NAMES.slice(0, 3)));
    expect(rows.every((row) => row.categoryName.length > 0 && row.patientEmail?.includes('@'))).toBe(true);
    for (const row of rows) expect(row).toEqual(await getDiagnosisTest(handle.db, row.id));
    expect(await countDiagnosisTests(handle.db)).toBe(DIAGNOSIS_TEST_COUNT);
  });

  it('serves one page at a time in the same order, with the total; a page past the end serves the last', async () => {
    const everything = reportNumbers(await all());
    const first = await listDiagnosisTests(handle.db, PAGED);
    expect(first).toMatchObject({ total: DIAGNOSIS_TEST_COUNT, page: 1 });
    expect(reportNumbers(first.rows)).toEqual(everything.slice(0, 10));
    const last = await listDiagnosisTests(handle.db, { ...PAGED, page: 2 });
    expect(last).toMatchObject({ total: DIAGNOSIS_TEST_COUNT, page: 2 });
    expect(reportNumbers(last.rows)).toEqual(everything.slice(10));
    expect(await listDiagnosisTests(handle.db, { ...PAGED, page: 99 })).toEqual(last);
  });

  it("searches a part of the patient's name, the report number or the doctor's name, in any case", async () => {
    const everything = await all();
    const expected = (text: string) =>
      reportNumbers(everything.filter((row) => [row.patientName, row.reportNumber, row.doctorName].some((field) => field.toLowerCase().includes(text))));
    for (const q of [SAMPLE_PATIENT_NAMES[1].toUpperCase(), 'ello', 'RPT-7', 'rpt-1', DEMO_DOCTOR_DISPLAY_NAME.split(' ').at(-1)!]) {
      const found = await listDiagnosisTests(handle.db, { ...ALL, q });
      expect(found.rows.length).toBeGreaterThan(0);
      expect(reportNumbers(found.rows)).toEqual(expected(q.toLowerCase()));
      expect(found.total).toBe(found.rows.length);
    }
    expect(reportNumbers((await listDiagnosisTests(handle.db, { ...ALL, q: 'RPT-7' })).rows)).toEqual(['RPT-7']);
    // Paged, the total is what the search finds, not every test.
    const doctorsTests = await listDiagnosisTests(handle.db, { ...PAGED, q: 'dr.' });
    expect(doctorsTests).toMatchObject({ total: DIAGNOSIS_TEST_COUNT, page: 1 });
    expect(doctorsTests.rows).toHaveLength(10);
    expect(await listDiagnosisTests(handle.db, { ...ALL, q: 'no such person' })).toEqual({ rows: [], total: 0, page: 1 });
  });

  it('finds % and _ as themselves, not as wildcards', async () => {
    for (const q of ['%', '_', 'rpt_1', 'r%7']) {
      expect(await listDiagnosisTests(handle.db, { ...ALL, q })).toEqual({ rows: [], total: 0, page: 1 });
    }
    const created = await createDiagnosisTest(handle.db, doctorId, values({ reportNumber: 'LAB_5%' }));
    if (!created.ok) throw new Error(created.reason);
    try {
      expect(reportNumbers((await listDiagnosisTests(handle.db, { ...ALL, q: 'b_5%' })).rows)).toEqual(['LAB_5%']);
      expect(reportNumbers((await listDiagnosisTests(handle.db, { ...ALL, q: '_' })).rows)).toEqual(['LAB_5%']);
    } finally {
      await removeTest(created.id);
    }
  });

  it('sorts by no column: none of its columns sorts, so a sort in the URL keeps the newest-first order', async () => {
    expect(DIAGNOSIS_TEST_SORTS).toEqual([]);
    const params = parseTableParams({ sort: 'patientName', dir: 'desc', page: '2' }, { pageSize: 10, sorts: DIAGNOSIS_TEST_SORTS });
    expect(params).toEqual({ ...PAGED, page: 2, dir: 'desc' });
    expect(await listDiagnosisTests(handle.db, params)).toEqual(await listDiagnosisTests(handle.db, { ...PAGED, page: 2 }));
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
      // Not given: measured now.
      measuredAt: expect.any(String),
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

describe('updateDiagnosisTest and voidDiagnosisTest', () => {
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


  it("writes the test's measurements as its observations, and an edit replaces them (by the editing doctor)", async () => {
    // Now: later than every other test of this patient saved before (those measured "now" too).
    const measuredAt = new Date();
    const [, editor] = await handle.db.select({ id: doctors.id }).from(doctors).orderBy(asc(doctors.id)).limit(2);
    await updateDiagnosisTest(handle.db, id, values({ weight: 68, bloodPressure: '158/96', pulse: 88, spo2: 97, averageGlucose: null, fastingBloodSugar: 146, height: null, measuredAt }), editor.id);
    const rows = await handle.db
      .select({ measure: observations.measure, value: observations.value, value2: observations.value2, takenAt: observations.takenAt, recordedById: observations.recordedById })
      .from(observations)
      .where(and(eq(observations.source, 'diagnosis-test'), eq(observations.sourceId, id)))
      .orderBy(asc(observations.measure));
    expect(rows).toEqual([
      { measure: 'weight', value: 68, value2: null, takenAt: measuredAt, recordedById: editor.id },
      { measure: 'blood-pressure', value: 158, value2: 96, takenAt: measuredAt, recordedById: editor.id },
      { measure: 'fasting-glucose', value: 146, value2: null, takenAt: measuredAt, recordedById: editor.id },
      { measure: 'pulse', value: 88, value2: null, takenAt: measuredAt, recordedById: editor.id },
      { measure: 'spo2', value: 97, value2: null, takenAt: measuredAt, recordedById: editor.id },
    ]);
    // The patient's latest weight and blood pressure are the test's (no other record of theirs is as recent).
    const latest = (await readLatestVitals(handle.db, [patientId], ['weight', 'blood-pressure'])).get(patientId)!;
    expect(latest.weight).toEqual({ value: 68, value2: null, takenAt: measuredAt.toISOString() });
    expect(latest['blood-pressure']).toMatchObject({ value: 158, value2: 96 });
    // The test's record shows what only its observations keep.
    expect(await getDiagnosisTest(handle.db, id)).toMatchObject({ pulse: 88, spo2: 97, temperature: null, measuredAt: measuredAt.toISOString() });
  });

  it('voiding withdraws its observations from the patient’s vitals, but the test keeps what it measured', async () => {
    // A patient of its own, so that the other tests here keep theirs standing.
    const [{ id: own }] = await handle.db
      .insert(patients)
      .values({ firstName: 'Voided', lastName: 'Vitals', phone: '+2348090000001', gender: 'male', dateOfBirth: '1970-01-01' })
      .returning({ id: patients.id });
    await createDiagnosisTest(handle.db, doctorId, values({ patientId: own, weight: 70, measuredAt: new Date(Date.now() - 60_000) }));
    const wrong = await createDiagnosisTest(handle.db, doctorId, values({ patientId: own, weight: 71.5, pulse: 92, measuredAt: new Date() }));
    if (!wrong.ok) throw new Error(wrong.reason);
    expect((await readLatestVitals(handle.db, [own], ['weight'])).get(own)!.weight).toMatchObject({ value: 71.5 });
    await expect(voidDiagnosisTest(handle.db, wrong.id, { by: doctorId, reason: 'Entered for the wrong patient' })).resolves.toBe('voided');
    expect((await readLatestVitals(handle.db, [own], ['weight'])).get(own)!.weight).toMatchObject({ value: 70 });
    expect(await getDiagnosisTest(handle.db, wrong.id)).toMatchObject({ weight: 71.5, pulse: 92 });
  });

  it('voids the test: when, by whom and why; it keeps its properties and number but leaves the list and the count', async () => {
    const countBefore = await countDiagnosisTests(handle.db);
    const listed = (await listDiagnosisTests(handle.db, ALL)).total;
    const before = Date.now();
    await expect(voidDiagnosisTest(handle.db, id, { by: doctorId, reason: 'Entered for the wrong patient' })).resolves.toBe('voided');
    const [row] = await handle.db.select().from(diagnosisTests).where(eq(diagnosisTests.id, id));
    expect(row).toMatchObject({ voidedById: doctorId, voidReason: 'Entered for the wrong patient' });
    expect(row.voidedAt!.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    const properties = await handle.db.select().from(diagnosisTestProperties).where(eq(diagnosisTestProperties.testId, id));
    expect(properties).toHaveLength(2);

    expect(await countDiagnosisTests(handle.db)).toBe(countBefore - 1);
    const after = await listDiagnosisTests(handle.db, ALL);
    expect(after.total).toBe(listed - 1);
    expect(after.rows.map((test) => test.id)).not.toContain(id);
    // Its own page still finds it, flagged, so that it can say it was voided.
    expect((await getDiagnosisTest(handle.db, id))?.voided).toEqual({
      voidedAt: row.voidedAt!.toISOString(),
      voidedBy: DEMO_DOCTOR_DISPLAY_NAME,
      reason: 'Entered for the wrong patient',
    });
    // The chart's list (includeVoided) shows it, flagged; the standing tests have no mark.
    const chart = await listDiagnosisTests(handle.db, { ...ALL, patientId, includeVoided: true });
    expect(chart.rows.find((test) => test.id === id)?.voided?.reason).toBe('Entered for the wrong patient');
    expect(chart.rows.filter((test) => test.id !== id).every((test) => test.voided === null)).toBe(true);
  });

  it('refuses to void a test twice, one that does not exist, and to change a voided test', async () => {
    await voidDiagnosisTest(handle.db, id, { by: doctorId, reason: 'Duplicate entry' });
    await expect(voidDiagnosisTest(handle.db, id, { by: doctorId, reason: 'Again' })).resolves.toBe('already-voided');
    const [row] = await handle.db.select({ voidReason: diagnosisTests.voidReason }).from(diagnosisTests).where(eq(diagnosisTests.id, id));
    expect(row.voidReason).toBe('Duplicate entry');
    await expect(voidDiagnosisTest(handle.db, 2147483647, { by: doctorId, reason: 'No such test' })).resolves.toBe('not-found');
    await expect(updateDiagnosisTest(handle.db, id, values())).resolves.toEqual({ ok: false, reason: 'voided' });
  });

  it('never gives a voided test\'s generated number to a new test', async () => {
    const numbered = await createDiagnosisTest(handle.db, doctorId, values());
    if (!numbered.ok) throw new Error(numbered.reason);
    await voidDiagnosisTest(handle.db, numbered.id, { by: doctorId, reason: 'Duplicate entry' });
    const next = await createDiagnosisTest(handle.db, doctorId, values());
    if (!next.ok) throw new Error(next.reason);
    expect(next.reportNumber).not.toBe(numbered.reportNumber);
  });
});
