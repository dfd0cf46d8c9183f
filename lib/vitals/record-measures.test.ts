import { and, asc, eq } from 'drizzle-orm';
import { diagnosisCategories, doctors, observations, patients } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { createSeededTestDatabase } from '@/mocks/testing';
import type { DiagnosisTestValues } from '@/lib/diagnosis/schema/test';
import type { PrescriptionValues } from '@/lib/prescriptions/schema';
import type { Measure, ObservationSource } from '@/lib/vitals/rules/measures';
import { getDiagnosisTest, listDiagnosisTests, type DiagnosisTestListParams } from '@/lib/diagnosis/queries/tests';
import { createDiagnosisTest, updateDiagnosisTest, voidDiagnosisTest } from '@/lib/diagnosis/writes/tests';
import { getPrescription } from '@/lib/prescriptions/queries/prescriptions';
import { createPrescription, updatePrescription, voidPrescription } from '@/lib/prescriptions/writes';

// A diagnosis test's and a prescription's vitals are kept only as their observations: every view of the record
// reads them from there (one query for a page), so a corrected observation shows and a withdrawn one does not.

let handle: DbHandle;
let doctorId: number;
let categoryId: number;

beforeAll(async () => {
  handle = await createSeededTestDatabase();
  [{ id: doctorId }] = await handle.db.select({ id: doctors.id }).from(doctors).orderBy(asc(doctors.id)).limit(1);
  [{ id: categoryId }] = await handle.db.select({ id: diagnosisCategories.id }).from(diagnosisCategories).orderBy(asc(diagnosisCategories.id)).limit(1);
});
afterAll(() => handle.close());

let phone = 0;
/** A patient of each test's own, so that its records are the only ones on the list it reads. */
async function newPatient(): Promise<number> {
  phone += 1;
  const [{ id }] = await handle.db
    .insert(patients)
    .values({ firstName: 'Measured', lastName: `Patient${phone}`, phone: `+23480955${String(phone).padStart(5, '0')}`, gender: 'female', dateOfBirth: '1975-05-05' })
    .returning({ id: patients.id });
  return id;
}

const NOTHING_MEASURED = { height: null, weight: null, averageGlucose: null, fastingBloodSugar: null, bloodPressure: '', pulse: null, temperature: null, spo2: null, respiratoryRate: null };

function testValues(patientId: number, overrides: Partial<DiagnosisTestValues> = {}): DiagnosisTestValues {
  return {
    patientId,
    categoryId,
    reportNumber: '',
    age: 50,
    ...NOTHING_MEASURED,
    bloodPressure: '',
    urineSugar: 'Trace',
    diabetes: 'No',
    cholesterol: 201,
    measuredAt: null,
    properties: [],
    ...overrides,
  };
}

function prescriptionValues(patientId: number, overrides: Partial<PrescriptionValues> = {}): PrescriptionValues {
  return {
    patientId,
    status: true,
    bloodPressure: '',
    foodAllergies: 'None',
    diabetic: 'No',
    currentMedication: 'None',
    pulseRate: null,
    temperature: null,
    problemDescription: 'Check-up.',
    height: null,
    weight: null,
    measuredAt: null,
    medicines: [],
    diagnosisTestId: null,
    diagnosis: '',
    test: '',
    advice: '',
    nextVisitNumber: null,
    nextVisitUnit: 'days',
    ...overrides,
  };
}

async function created<T extends { ok: boolean }>(result: Promise<T>): Promise<number> {
  const outcome = (await result) as T & { id?: number; reason?: string };
  if (!outcome.ok || outcome.id === undefined) throw new Error(`not saved: ${outcome.reason}`);
  return outcome.id;
}

/** What a correction done on the observation itself does: its value changes, the record is not touched. */
const correctObservation = (source: ObservationSource, sourceId: number, measure: Measure, value: number, value2: number | null = null) =>
  handle.db
    .update(observations)
    .set({ value, value2 })
    .where(and(eq(observations.source, source), eq(observations.sourceId, sourceId), eq(observations.measure, measure)));

/** An observation withdrawn on its own (its record still stands). */
const withdrawObservation = (source: ObservationSource, sourceId: number, measure: Measure) =>
  handle.db
    .update(observations)
    .set({ voidedAt: new Date() })
    .where(and(eq(observations.source, source), eq(observations.sourceId, sourceId), eq(observations.measure, measure)));

const listOf = (patientId: number, extra: Partial<DiagnosisTestListParams> = {}) =>
  listDiagnosisTests(handle.db, { page: 1, pageSize: 10, q: '', sort: null, dir: 'asc', patientId, ...extra });

describe("a diagnosis test's vitals", () => {
  it('a page of tests shows each test’s own measures, from its observations', async () => {
    const patientId = await newPatient();
    const measuredAt = new Date(Date.now() - 3_600_000);
    const full = await created(
      createDiagnosisTest(
        handle.db,
        doctorId,
        testValues(patientId, { height: 168.5, weight: 72, averageGlucose: 110, fastingBloodSugar: 95.5, bloodPressure: '130/85', pulse: 76, temperature: 36.9, spo2: 98, respiratoryRate: 16, measuredAt }),
      ),
    );
    const weightOnly = await created(createDiagnosisTest(handle.db, doctorId, testValues(patientId, { weight: 64.2 })));
    const none = await created(createDiagnosisTest(handle.db, doctorId, testValues(patientId)));

    const rows = new Map((await listOf(patientId)).rows.map((row) => [row.id, row]));
    expect(rows.get(full)).toMatchObject({
      height: 168.5,
      weight: 72,
      averageGlucose: 110,
      fastingBloodSugar: 95.5,
      bloodPressure: '130/85',
      pulse: 76,
      temperature: 36.9,
      spo2: 98,
      respiratoryRate: 16,
      measuredAt: measuredAt.toISOString(),
      // What is no vital stays the test's own.
      urineSugar: 'Trace',
      cholesterol: 201,
    });
    expect(rows.get(weightOnly)).toMatchObject({ ...NOTHING_MEASURED, weight: 64.2 });
    expect(rows.get(none)).toMatchObject({ ...NOTHING_MEASURED, measuredAt: null });
    expect(await getDiagnosisTest(handle.db, full)).toMatchObject({ bloodPressure: '130/85', fastingBloodSugar: 95.5 });
  });

  it('reads the page’s observations in one query, however many tests the page shows', async () => {
    const patientId = await newPatient();
    for (let index = 0; index < 4; index += 1) {
      await createDiagnosisTest(handle.db, doctorId, testValues(patientId, { weight: 60 + index, bloodPressure: `${120 + index}/80` }));
    }
    const select = jest.spyOn(handle.db, 'select');
    try {
      const one = await listOf(patientId, { pageSize: 1 });
      const queriesForOne = select.mock.calls.length;
      expect(queriesForOne).toBeGreaterThan(0);
      select.mockClear();
      const four = await listOf(patientId, { pageSize: 4 });
      expect(select.mock.calls.length).toBe(queriesForOne);
      expect(one.rows.map((row) => row.weight)).toEqual([63]);
      expect(four.rows.map((row) => [row.weight, row.bloodPressure])).toEqual([
        [63, '123/80'],
        [62, '122/80'],
        [61, '121/80'],
        [60, '120/80'],
      ]);
    } finally {
      select.mockRestore();
    }
  });

  it('shows a corrected observation, and what an edit of the test recorded', async () => {
    const patientId = await newPatient();
    const id = await created(createDiagnosisTest(handle.db, doctorId, testValues(patientId, { weight: 80, bloodPressure: '150/95' })));
    await correctObservation('diagnosis-test', id, 'weight', 78.4);
    await correctObservation('diagnosis-test', id, 'blood-pressure', 145, 92);
    expect((await listOf(patientId)).rows[0]).toMatchObject({ weight: 78.4, bloodPressure: '145/92' });

    await updateDiagnosisTest(handle.db, id, testValues(patientId, { weight: 77, temperature: 37.4 }), doctorId);
    expect(await getDiagnosisTest(handle.db, id)).toMatchObject({ ...NOTHING_MEASURED, weight: 77, temperature: 37.4 });
  });

  it('leaves out a withdrawn observation of a standing test; a voided test still shows what it measured', async () => {
    const patientId = await newPatient();
    const standing = await created(createDiagnosisTest(handle.db, doctorId, testValues(patientId, { weight: 70, height: 171 })));
    await withdrawObservation('diagnosis-test', standing, 'weight');
    expect(await getDiagnosisTest(handle.db, standing)).toMatchObject({ weight: null, height: 171 });

    const voided = await created(createDiagnosisTest(handle.db, doctorId, testValues(patientId, { weight: 91, bloodPressure: '160/100', spo2: 94 })));
    await expect(voidDiagnosisTest(handle.db, voided, { by: doctorId, reason: 'Entered for the wrong patient' })).resolves.toBe('voided');
    const shown = { weight: 91, bloodPressure: '160/100', spo2: 94 };
    expect(await getDiagnosisTest(handle.db, voided)).toMatchObject({ ...shown, voided: { reason: 'Entered for the wrong patient' } });
    // The chart lists it struck through, with its numbers, beside the standing test (and its withdrawn weight).
    const rows = new Map((await listOf(patientId, { includeVoided: true })).rows.map((row) => [row.id, row]));
    expect(rows.get(voided)).toMatchObject(shown);
    expect(rows.get(standing)).toMatchObject({ weight: null, height: 171 });
  });
});

describe("a prescription's physical information", () => {
  it('shows its measurements from its observations; none measured shows none', async () => {
    const patientId = await newPatient();
    const measuredAt = new Date(Date.now() - 7_200_000);
    const id = await created(
      createPrescription(handle.db, doctorId, prescriptionValues(patientId, { bloodPressure: '150/95', pulseRate: 78, temperature: 36.8, height: 172, weight: 80.5, measuredAt })),
    );
    expect(await getPrescription(handle.db, id)).toMatchObject({
      bloodPressure: '150/95',
      pulseRate: 78,
      temperature: 36.8,
      height: 172,
      weight: 80.5,
      measuredAt: measuredAt.toISOString(),
      foodAllergies: 'None',
      problemDescription: 'Check-up.',
    });
    const empty = await created(createPrescription(handle.db, doctorId, prescriptionValues(patientId)));
    expect(await getPrescription(handle.db, empty)).toMatchObject({ bloodPressure: '', pulseRate: null, temperature: null, height: null, weight: null, measuredAt: null });
  });

  it('shows a corrected observation, and what an edit recorded', async () => {
    const patientId = await newPatient();
    const id = await created(createPrescription(handle.db, doctorId, prescriptionValues(patientId, { temperature: 38.9, pulseRate: 104 })));
    await correctObservation('prescription', id, 'temperature', 37.9);
    expect(await getPrescription(handle.db, id)).toMatchObject({ temperature: 37.9, pulseRate: 104 });
    await updatePrescription(handle.db, id, prescriptionValues(patientId, { bloodPressure: '118/76' }), doctorId);
    expect(await getPrescription(handle.db, id)).toMatchObject({ bloodPressure: '118/76', temperature: null, pulseRate: null });
  });

  it('leaves out a withdrawn observation of a standing prescription; a voided one still shows what it measured', async () => {
    const patientId = await newPatient();
    const standing = await created(createPrescription(handle.db, doctorId, prescriptionValues(patientId, { weight: 66, height: 160 })));
    await withdrawObservation('prescription', standing, 'height');
    expect(await getPrescription(handle.db, standing)).toMatchObject({ weight: 66, height: null });

    const voided = await created(createPrescription(handle.db, doctorId, prescriptionValues(patientId, { weight: 99, bloodPressure: '170/105' })));
    await expect(voidPrescription(handle.db, voided, { by: doctorId, reason: 'Duplicate' })).resolves.toBe('voided');
    expect(await getPrescription(handle.db, voided)).toMatchObject({ weight: 99, bloodPressure: '170/105', voided: { reason: 'Duplicate' } });
  });
});
