import { asc, eq, ne } from 'drizzle-orm';
import { appointments, diagnosisCategories, diagnosisTests, doctors, prescriptions } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { createSeededTestDatabase } from '@/mocks/testing';
import type { DiagnosisTestValues } from '@/lib/validations/diagnosis-test';
import type { MedicineValues, PrescriptionValues } from '@/lib/validations/prescription';
import { createDiagnosisTest, updateDiagnosisTest } from './diagnosis-tests';
import { createPrescription, getPrescription, updatePrescription } from './prescriptions';
import { isVisitOfPatient, listVisitDiagnosisTests, listVisitPrescriptions, VISIT_RECORDS_LIMIT } from './visit-records';
import { voidRecord } from './voiding';

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
