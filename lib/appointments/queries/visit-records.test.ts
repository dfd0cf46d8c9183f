import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import { appointments, diagnosisCategories, diagnosisTests, doctors, observations, prescriptions } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { createSeededTestDatabase } from '@/mocks/testing';
import type { DiagnosisTestValues } from '@/lib/diagnosis/schema/test';
import type { MedicineValues, PrescriptionValues } from '@/lib/prescriptions/schema';
import { listDiagnosisTests } from '@/lib/diagnosis/queries/tests';
import { createDiagnosisTest, updateDiagnosisTest } from '@/lib/diagnosis/writes/tests';
import { getPrescription } from '@/lib/prescriptions/queries/prescriptions';
import { createPrescription, updatePrescription } from '@/lib/prescriptions/writes';
import { isVisitOfPatient, listVisitDiagnosisTests, listVisitPrescriptions, VISIT_RECORDS_LIMIT } from './visit-records';
import { readVisitStart } from '@/lib/vitals/queries/visit-readings';
import { voidRecord } from '@/lib/reports/writes/voiding';

let handle: DbHandle;
let doctorId: number;
let categoryId: number;
/** A visit of the patient, and a visit of another patient. */
let visit: { id: number; patientId: number };
let otherVisit: { id: number; patientId: number };

beforeAll(async () => {
  handle = await createSeededTestDatabase();
  [{ id: doctorId }] = await handle.db.select({ id: doctors.id }).from(doctors);
  [{ id: categoryId }] = await handle.db.select({ id: diagnosisCategories.id }).from(diagnosisCategories).orderBy(asc(diagnosisCategories.id));
  [visit] = await handle.db.select({ id: appointments.id, patientId: appointments.patientId }).from(appointments).orderBy(asc(appointments.id)).limit(1);
  [otherVisit] = await handle.db
    .select({ id: appointments.id, patientId: appointments.patientId })
    .from(appointments)
    .where(ne(appointments.patientId, visit.patientId))
    .orderBy(asc(appointments.id))
    .limit(1);
});
afterAll(() => handle.close());

const testValues = (overrides: Partial<DiagnosisTestValues> = {}): DiagnosisTestValues => ({
  patientId: visit.patientId,
  categoryId,
  reportNumber: '',
  age: 41,
  height: null,
  weight: 72,
  averageGlucose: null,
  fastingBloodSugar: null,
  urineSugar: '',
  bloodPressure: '',
  diabetes: '',
  cholesterol: null,
  pulse: null,
  temperature: null,
  spo2: null,
  respiratoryRate: null,
  measuredAt: null,
  properties: [],
  ...overrides,
});

const prescriptionValues = (overrides: Partial<PrescriptionValues> = {}): PrescriptionValues => ({
  patientId: visit.patientId,
  status: true,
  bloodPressure: '',
  foodAllergies: '',
  diabetic: '',
  currentMedication: '',
  pulseRate: null,
  temperature: null,
  problemDescription: 'Headaches.',
  height: null,
  weight: null,
  medicines: [],
  diagnosisTestId: null,
  diagnosis: '',
  test: '',
  advice: '',
  nextVisitNumber: null,
  nextVisitUnit: 'days',
  measuredAt: null,
  ...overrides,
});

/** A free-text medicine row (no formulary entry), as the schema gives it. */
const medicine = (overrides: Partial<MedicineValues>): MedicineValues => ({
  medicineId: null,
  name: 'Vitamin C',
  strength: '',
  form: 'tablet',
  doseAmount: 1,
  doseUnit: 'tablet',
  dosage: '',
  route: 'oral',
  durationCount: 7,
  durationDays: 7,
  durationUnit: 'days',
  time: 'after meal',
  interval: 'od',
  quantity: 7,
  quantityUnit: 'tablet',
  comment: '',
  allergyOverride: '',
  ...overrides,
});

const appointmentOfTest = async (id: number) =>
  (await handle.db.select({ appointmentId: diagnosisTests.appointmentId }).from(diagnosisTests).where(eq(diagnosisTests.id, id)))[0].appointmentId;
const appointmentOfPrescription = async (id: number) =>
  (await handle.db.select({ appointmentId: prescriptions.appointmentId }).from(prescriptions).where(eq(prescriptions.id, id)))[0].appointmentId;

describe('isVisitOfPatient', () => {
  it("is true for the patient's own visit only", async () => {
    await expect(isVisitOfPatient(handle.db, visit.id, visit.patientId)).resolves.toBe(true);
    await expect(isVisitOfPatient(handle.db, otherVisit.id, visit.patientId)).resolves.toBe(false);
    await expect(isVisitOfPatient(handle.db, 2_000_000_000, visit.patientId)).resolves.toBe(false);
  });
});

describe('a diagnosis test written at a visit', () => {
  it('belongs to the visit, is listed for it, and keeps its visit when edited', async () => {
    const before = await listVisitDiagnosisTests(handle.db, visit.id);
    const result = await createDiagnosisTest(handle.db, doctorId, { ...testValues({ reportNumber: 'VISIT-1' }), appointmentId: visit.id });
    if (!result.ok) throw new Error(result.reason);
    await expect(appointmentOfTest(result.id)).resolves.toBe(visit.id);
    const after = await listVisitDiagnosisTests(handle.db, visit.id);
    expect(after.total).toBe(before.total + 1);
    expect(after.rows[0]).toMatchObject({ id: result.id, reportNumber: 'VISIT-1', createdOn: expect.any(String) });
    // The edit form sends no visit: the test stays at its visit.
    await expect(updateDiagnosisTest(handle.db, result.id, testValues({ reportNumber: 'VISIT-1b' }))).resolves.toMatchObject({ ok: true });
    await expect(appointmentOfTest(result.id)).resolves.toBe(visit.id);
  });

  it("refuses another patient's visit and saves nothing", async () => {
    const before = await listVisitDiagnosisTests(handle.db, otherVisit.id);
    await expect(createDiagnosisTest(handle.db, doctorId, { ...testValues({ reportNumber: 'VISIT-X' }), appointmentId: otherVisit.id })).resolves.toEqual({
      ok: false,
      reason: 'unknown-visit',
    });
    await expect(createDiagnosisTest(handle.db, doctorId, { ...testValues(), appointmentId: 2_000_000_000 })).resolves.toEqual({ ok: false, reason: 'unknown-visit' });
    expect(await handle.db.select().from(diagnosisTests).where(eq(diagnosisTests.reportNumber, 'VISIT-X'))).toEqual([]);
    await expect(listVisitDiagnosisTests(handle.db, otherVisit.id)).resolves.toEqual(before);
  });

  it('without a visit, belongs to none', async () => {
    const result = await createDiagnosisTest(handle.db, doctorId, testValues());
    if (!result.ok) throw new Error(result.reason);
    await expect(appointmentOfTest(result.id)).resolves.toBeNull();
  });

  // The visit used to leave a voided test out while the chart showed it struck through; both show it now.
  it('stays listed once voided, with who voided it, when and why, and still counts', async () => {
    const result = await createDiagnosisTest(handle.db, doctorId, { ...testValues(), appointmentId: visit.id });
    if (!result.ok) throw new Error(result.reason);
    const before = await listVisitDiagnosisTests(handle.db, visit.id);
    expect(before.rows.find((row) => row.id === result.id)?.voided).toBeNull();
    await expect(voidRecord(handle.db, 'diagnosis-test', result.id, { by: doctorId, reason: 'Wrong patient' })).resolves.toBe('voided');
    const after = await listVisitDiagnosisTests(handle.db, visit.id);
    expect(after.total).toBe(before.total);
    expect(after.rows.find((row) => row.id === result.id)?.voided).toEqual({ voidedAt: expect.any(String), voidedBy: expect.stringMatching(/^Dr\. /), reason: 'Wrong patient' });
  });
});

describe('a prescription written at a visit', () => {
  it('belongs to the visit, is listed for it, and keeps its visit when edited', async () => {
    const result = await createPrescription(handle.db, doctorId, { ...prescriptionValues(), appointmentId: visit.id });
    if (!result.ok) throw new Error(result.reason);
    await expect(appointmentOfPrescription(result.id)).resolves.toBe(visit.id);
    const list = await listVisitPrescriptions(handle.db, visit.id);
    expect(list.rows[0]).toMatchObject({ id: result.id, status: true, voided: null, addedAt: expect.any(String) });
    await expect(updatePrescription(handle.db, result.id, prescriptionValues({ status: false }))).resolves.toEqual({ ok: true, id: result.id });
    await expect(appointmentOfPrescription(result.id)).resolves.toBe(visit.id);
    expect((await listVisitPrescriptions(handle.db, visit.id)).rows[0]).toMatchObject({ id: result.id, status: false });
    // Its record names the visit and its day, for its details page to link to.
    const [{ date }] = await handle.db.select({ date: appointments.date }).from(appointments).where(eq(appointments.id, visit.id));
    expect(await getPrescription(handle.db, result.id)).toMatchObject({ appointmentId: visit.id, appointmentDate: date });
  });

  it('names its medicines in the order written, and none for a prescription without', async () => {
    const result = await createPrescription(handle.db, doctorId, {
      ...prescriptionValues({ medicines: [medicine({ name: 'Metformin', strength: '500 mg' }), medicine({ name: 'Oral rehydration salts' })] }),
      appointmentId: visit.id,
    });
    if (!result.ok) throw new Error(result.reason);
    const empty = await createPrescription(handle.db, doctorId, { ...prescriptionValues(), appointmentId: visit.id });
    if (!empty.ok) throw new Error(empty.reason);
    const rows = (await listVisitPrescriptions(handle.db, visit.id)).rows;
    expect(rows.find((row) => row.id === result.id)?.medicineNames).toBe('Metformin 500 mg, Oral rehydration salts');
    expect(rows.find((row) => row.id === empty.id)?.medicineNames).toBe('');
  });

  // A voided prescription vanished from its visit while the chart showed it struck through: it stays now.
  it('stays listed once voided, with who voided it, when and why, and still counts', async () => {
    const result = await createPrescription(handle.db, doctorId, { ...prescriptionValues(), appointmentId: visit.id });
    if (!result.ok) throw new Error(result.reason);
    const before = await listVisitPrescriptions(handle.db, visit.id);
    await expect(voidRecord(handle.db, 'prescription', result.id, { by: doctorId, reason: 'Written for the wrong patient' })).resolves.toBe('voided');
    const after = await listVisitPrescriptions(handle.db, visit.id);
    expect(after.total).toBe(before.total);
    expect(after.rows.find((row) => row.id === result.id)).toMatchObject({
      status: true,
      voided: { voidedAt: expect.any(String), voidedBy: expect.stringMatching(/^Dr\. /), reason: 'Written for the wrong patient' },
    });
  });

  it("refuses another patient's visit and saves nothing", async () => {
    const before = await listVisitPrescriptions(handle.db, otherVisit.id);
    const mine = await handle.db.select({ id: prescriptions.id }).from(prescriptions).where(eq(prescriptions.patientId, visit.patientId));
    await expect(createPrescription(handle.db, doctorId, { ...prescriptionValues(), appointmentId: otherVisit.id })).resolves.toEqual({ ok: false, reason: 'unknown-visit' });
    await expect(handle.db.select({ id: prescriptions.id }).from(prescriptions).where(eq(prescriptions.patientId, visit.patientId))).resolves.toHaveLength(mine.length);
    await expect(listVisitPrescriptions(handle.db, otherVisit.id)).resolves.toEqual(before);
  });

  it(`lists at most ${VISIT_RECORDS_LIMIT}, newest first, and counts them all`, async () => {
    const busyVisit = otherVisit.id;
    const before = (await listVisitPrescriptions(handle.db, busyVisit)).total;
    const created: number[] = [];
    for (let index = 0; index <= VISIT_RECORDS_LIMIT; index += 1) {
      const result = await createPrescription(handle.db, doctorId, { ...prescriptionValues({ patientId: otherVisit.patientId }), appointmentId: busyVisit });
      if (!result.ok) throw new Error(result.reason);
      created.push(result.id);
    }
    const list = await listVisitPrescriptions(handle.db, busyVisit);
    expect(list.total).toBe(before + VISIT_RECORDS_LIMIT + 1);
    expect(list.rows).toHaveLength(VISIT_RECORDS_LIMIT);
    expect(list.rows[0].id).toBe(created.at(-1));
  });
});

// One visit is one sitting: what it measured opens the next form of the visit, is recorded once, and shows on
// each of its records.
describe('the readings of a visit', () => {
  /** A visit of a third patient, measured only by these tests. */
  let sitting: { id: number; patientId: number };
  const atSitting = <T extends object>(values: T) => ({ ...values, patientId: sitting.patientId });
  const readingsOf = (source: 'diagnosis-test' | 'prescription', sourceId: number) =>
    handle.db
      .select({ measure: observations.measure, value: observations.value, value2: observations.value2 })
      .from(observations)
      .where(and(eq(observations.source, source), eq(observations.sourceId, sourceId)))
      .orderBy(asc(observations.measure));
  /** Every standing weight of the patient, as their trend draws them. */
  const weightsOfPatient = () =>
    handle.db
      .select({ id: observations.id, value: observations.value })
      .from(observations)
      .where(and(eq(observations.patientId, sitting.patientId), eq(observations.measure, 'weight'), isNull(observations.voidedAt)))
      .orderBy(asc(observations.id));

  beforeAll(async () => {
    [sitting] = await handle.db
      .select({ id: appointments.id, patientId: appointments.patientId })
      .from(appointments)
      .where(and(ne(appointments.patientId, visit.patientId), ne(appointments.patientId, otherVisit.patientId)))
      .orderBy(asc(appointments.id))
      .limit(1);
  });

  it('a new form of the visit starts with what it measured and its diagnosis test; then a prescription records only what differs and shows the rest', async () => {
    await expect(readVisitStart(handle.db, sitting.id)).resolves.toEqual({ readings: {}, measuredAt: null, diagnosisTest: null });
    const test = await createDiagnosisTest(handle.db, doctorId, {
      ...atSitting(testValues({ weight: 72.5, height: 168, bloodPressure: '120/80', temperature: 37 })),
      appointmentId: sitting.id,
    });
    if (!test.ok) throw new Error(test.reason);
    const start = await readVisitStart(handle.db, sitting.id);
    expect(start).toEqual({
      readings: { weight: { value: 72.5, value2: null }, height: { value: 168, value2: null }, 'blood-pressure': { value: 120, value2: 80 }, temperature: { value: 37, value2: null } },
      measuredAt: expect.any(String),
      diagnosisTest: { id: test.id, label: expect.stringMatching(new RegExp(`^${test.reportNumber} · .+`)) },
    });

    const weightsBefore = await weightsOfPatient();
    // The form kept the weight and the temperature (37.0 as the form writes it), took the pressure again, added a pulse.
    const written = await createPrescription(handle.db, doctorId, {
      ...atSitting(prescriptionValues({ weight: 72.5, temperature: 37.0, bloodPressure: '130/85', pulseRate: 88, diagnosisTestId: test.id })),
      appointmentId: sitting.id,
    });
    if (!written.ok) throw new Error(written.reason);
    await expect(readingsOf('prescription', written.id)).resolves.toEqual([
      { measure: 'blood-pressure', value: 130, value2: 85 },
      { measure: 'pulse', value: 88, value2: null },
    ]);
    // The patient's weight stands once for the sitting, not twice.
    await expect(weightsOfPatient()).resolves.toEqual(weightsBefore);
    // Its page and printout still carry the sitting's weight, height and temperature, and its own pressure.
    await expect(getPrescription(handle.db, written.id)).resolves.toMatchObject({ weight: 72.5, height: 168, temperature: 37, bloodPressure: '130/85', pulseRate: 88 });
    // The next form of the visit starts with the latest of each: the prescription's pressure.
    expect((await readVisitStart(handle.db, sitting.id)).readings['blood-pressure']).toEqual({ value: 130, value2: 85 });

    // Saved again unchanged, it still records only what differs; a changed weight becomes its own.
    await expect(updatePrescription(handle.db, written.id, atSitting(prescriptionValues({ weight: 72.5, temperature: 37, bloodPressure: '130/85', pulseRate: 88 })))).resolves.toEqual({ ok: true, id: written.id });
    await expect(readingsOf('prescription', written.id)).resolves.toHaveLength(2);
    await expect(updatePrescription(handle.db, written.id, atSitting(prescriptionValues({ weight: 73, bloodPressure: '130/85', pulseRate: 88 })))).resolves.toEqual({ ok: true, id: written.id });
    expect((await readingsOf('prescription', written.id)).map((row) => row.measure)).toEqual(['weight', 'blood-pressure', 'pulse']);

    // Voiding the test withdraws its readings from the visit: the prescription shows only what it measured.
    await expect(voidRecord(handle.db, 'diagnosis-test', test.id, { by: doctorId, reason: 'Wrong patient' })).resolves.toBe('voided');
    await expect(getPrescription(handle.db, written.id)).resolves.toMatchObject({ weight: 73, height: null, temperature: null, bloodPressure: '130/85' });
    await expect(readVisitStart(handle.db, sitting.id)).resolves.toMatchObject({ diagnosisTest: null, readings: { weight: { value: 73, value2: null } } });
  });

  it("a diagnosis test of the visit shows the visit's readings of what it did not measure; its own edit keeps its own", async () => {
    const first = await createDiagnosisTest(handle.db, doctorId, { ...atSitting(testValues({ weight: null, spo2: 97 })), appointmentId: sitting.id });
    if (!first.ok) throw new Error(first.reason);
    const second = await createDiagnosisTest(handle.db, doctorId, { ...atSitting(testValues({ weight: null, spo2: 97, respiratoryRate: 18 })), appointmentId: sitting.id });
    if (!second.ok) throw new Error(second.reason);
    // The second kept the first's SpO₂: recorded once, by the first, and shown on both.
    await expect(readingsOf('diagnosis-test', second.id)).resolves.toEqual([{ measure: 'respiratory-rate', value: 18, value2: null }]);
    const listed = await listDiagnosisTests(handle.db, { page: 1, pageSize: 50, q: '', sort: null, dir: 'asc', patientId: sitting.patientId });
    expect(listed.rows.find((row) => row.id === second.id)).toMatchObject({ spo2: 97, respiratoryRate: 18 });
    expect(listed.rows.find((row) => row.id === first.id)).toMatchObject({ spo2: 97, respiratoryRate: 18 });
    // Editing the first (its own SpO₂ unchanged) keeps that reading its own: it is compared with the others only.
    await expect(updateDiagnosisTest(handle.db, first.id, atSitting(testValues({ weight: null, spo2: 97 })))).resolves.toMatchObject({ ok: true });
    await expect(readingsOf('diagnosis-test', first.id)).resolves.toEqual([{ measure: 'spo2', value: 97, value2: null }]);
  });

  it('a record of no visit records every reading it was given', async () => {
    const alone = await createPrescription(handle.db, doctorId, atSitting(prescriptionValues({ weight: 73, pulseRate: 88 })));
    if (!alone.ok) throw new Error(alone.reason);
    await expect(readingsOf('prescription', alone.id)).resolves.toEqual([
      { measure: 'weight', value: 73, value2: null },
      { measure: 'pulse', value: 88, value2: null },
    ]);
  });
});
