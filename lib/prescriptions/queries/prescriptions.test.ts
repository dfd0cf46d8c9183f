import { and, asc, count, eq, ne } from 'drizzle-orm';
import { isoDateInZone } from '@/lib/clinic-time';
import { diagnosisTests, doctors, medicines as medicinesTable, observations, patientAllergies, patients, prescriptionMedicines, prescriptions } from '@/lib/db/schema';
import { addDaysIso } from '@/lib/format';
import type { DbHandle } from '@/lib/db/types';
import { DEMO_DOCTOR, DEMO_DOCTOR_DISPLAY_NAME, SAMPLE_PATIENT_NAMES } from '@/mocks';
import { PRESCRIPTION_COUNT } from '@/mocks/clinical';
import { createSeededTestDatabase } from '@/mocks/testing';
import type { MedicineValues, PrescriptionValues } from '@/lib/prescriptions/schema';
import { parseTableParams } from '@/lib/lists/table-params';
import { getPrescription, listPrescriptions, PRESCRIPTION_SORTS, type PrescriptionListParams, type PrescriptionListRow } from './prescriptions';
import { createPrescription, setPrescriptionStatus, updatePrescription, voidPrescription } from '@/lib/prescriptions/writes';

let handle: DbHandle;
let doctorId: number;
let patientId: number;

beforeAll(async () => {
  handle = await createSeededTestDatabase();
  [{ id: doctorId }] = await handle.db.select({ id: doctors.id }).from(doctors);
  [{ id: patientId }] = await handle.db.select({ id: patients.id }).from(patients).where(eq(patients.fullName, SAMPLE_PATIENT_NAMES[3]));
});
afterAll(() => handle.close());

/** A medicine row as the schema gives it: free text unless `medicineId` names a formulary entry. */
function medicine(overrides: Partial<MedicineValues> = {}): MedicineValues {
  return {
    medicineId: null,
    name: 'Vitamin B complex',
    strength: '',
    form: 'tablet',
    doseAmount: 1,
    doseUnit: 'tablet',
    dosage: '',
    route: 'oral',
    durationCount: 30,
    durationDays: 30,
    durationUnit: 'days',
    time: 'after meal',
    interval: 'od',
    quantity: 30,
    quantityUnit: 'tablet',
    comment: '',
    allergyOverride: '',
    ...overrides,
  };
}

function values(overrides: Partial<PrescriptionValues> = {}): PrescriptionValues {
  return {
    patientId,
    status: true,
    bloodPressure: '150/95',
    foodAllergies: 'Groundnuts',
    diabetic: 'No',
    currentMedication: 'None',
    pulseRate: 78,
    temperature: 36.8,
    problemDescription: 'Headaches for two weeks.',
    height: 172,
    weight: 80.5,
    measuredAt: null,
    medicines: [
      medicine({ name: 'Herbal bitters', doseAmount: 10, doseUnit: 'mL', form: 'liquid', interval: 'morning', comment: 'Daily.', quantity: 300, quantityUnit: 'mL' }),
      medicine({ name: 'Vitamin C', doseAmount: 500, doseUnit: 'mg', durationDays: 21, durationUnit: 'weeks', interval: 'both', quantity: null, quantityUnit: '' }),
    ],
    diagnosisTestId: null,
    diagnosis: 'Essential hypertension',
    test: 'Lipid Profile',
    advice: 'Reduce salt intake.',
    nextVisitNumber: 2,
    nextVisitUnit: 'weeks',
    ...overrides,
  };
}

const ALL: PrescriptionListParams = { page: 1, pageSize: 1000, q: '', sort: null, dir: 'asc' };
const PAGED: PrescriptionListParams = { ...ALL, pageSize: 10 };
const all = async () => (await listPrescriptions(handle.db, ALL)).rows;
const ids = (rows: PrescriptionListRow[]) => rows.map((row) => row.id);

describe('listPrescriptions', () => {
  it('lists the seeded prescriptions newest first with patient and doctor', async () => {
    const list = await listPrescriptions(handle.db, ALL);
    expect(list).toMatchObject({ total: PRESCRIPTION_COUNT, page: 1 });
    const rows = list.rows;
    expect(rows).toHaveLength(PRESCRIPTION_COUNT);
    const times = rows.map((row) => Date.parse(row.addedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(rows[0]).toMatchObject({ doctorName: DEMO_DOCTOR_DISPLAY_NAME, doctorEmail: DEMO_DOCTOR.email });
    expect(rows.map((row) => row.patientName)).toEqual(expect.arrayContaining([...SAMPLE_PATIENT_NAMES]));
  });

  it('serves one page at a time in the same order, with the total; a page past the end serves the last', async () => {
    const everything = ids(await all());
    const first = await listPrescriptions(handle.db, PAGED);
    expect(first).toMatchObject({ total: PRESCRIPTION_COUNT, page: 1 });
    expect(ids(first.rows)).toEqual(everything.slice(0, 10));
    expect(ids((await listPrescriptions(handle.db, { ...PAGED, page: 2 })).rows)).toEqual(everything.slice(10, 20));
    const last = await listPrescriptions(handle.db, { ...PAGED, page: 3 });
    expect(last).toMatchObject({ total: PRESCRIPTION_COUNT, page: 3 });
    expect(ids(last.rows)).toEqual(everything.slice(20));
    expect(await listPrescriptions(handle.db, { ...PAGED, page: 99 })).toEqual(last);
  });

  it("searches a part of the patient's name in any case, and only that", async () => {
    const everything = await all();
    for (const q of [SAMPLE_PATIENT_NAMES[3].toUpperCase(), 'ngozi', 'e', 'kaf']) {
      const found = await listPrescriptions(handle.db, { ...ALL, q });
      expect(found.rows.length).toBeGreaterThan(0);
      expect(ids(found.rows)).toEqual(ids(everything.filter((row) => row.patientName.toLowerCase().includes(q.toLowerCase()))));
      expect(found.total).toBe(found.rows.length);
    }
    // Paged, the total is what the search finds.
    const many = await listPrescriptions(handle.db, { ...PAGED, q: 'e' });
    expect(many.total).toBe(everything.filter((row) => row.patientName.toLowerCase().includes('e')).length);
    expect(many.rows.length).toBe(Math.min(10, many.total));
    // The doctor's name and email are not searched.
    expect(await listPrescriptions(handle.db, { ...ALL, q: DEMO_DOCTOR_DISPLAY_NAME })).toEqual({ rows: [], total: 0, page: 1 });
    expect(await listPrescriptions(handle.db, { ...ALL, q: 'nobody atall' })).toEqual({ rows: [], total: 0, page: 1 });
  });

  it('finds % and _ as themselves, not as wildcards', async () => {
    for (const q of ['%', '_', 'ngozi_eze', 'n%i']) {
      expect(await listPrescriptions(handle.db, { ...ALL, q })).toEqual({ rows: [], total: 0, page: 1 });
    }
    const [{ id: patient }] = await handle.db
      .insert(patients)
      .values({ firstName: 'Ada', lastName: '100%_Test', email: 'ada.percent@example.com', phone: '+234 803 000 0001', gender: 'female', dateOfBirth: '1990-01-01' })
      .returning({ id: patients.id });
    const created = await createPrescription(handle.db, doctorId, values({ patientId: patient }));
    if (!created.ok) throw new Error(created.reason);
    try {
      expect(ids((await listPrescriptions(handle.db, { ...ALL, q: '0%_t' })).rows)).toEqual([created.id]);
      expect(ids((await listPrescriptions(handle.db, { ...ALL, q: '_' })).rows)).toEqual([created.id]);
    } finally {
      // Clean-up only: the app never deletes a prescription, it voids it.
      await handle.db.delete(prescriptions).where(eq(prescriptions.id, created.id));
      await handle.db.delete(patients).where(eq(patients.id, patient));
    }
  });

  it('sorts by no column: none of its columns sorts, so a sort in the URL keeps the newest-first order', async () => {
    expect(PRESCRIPTION_SORTS).toEqual([]);
    const params = parseTableParams({ sort: 'patientName', dir: 'desc', page: '3' }, { pageSize: 10, sorts: PRESCRIPTION_SORTS });
    expect(params).toEqual({ ...PAGED, page: 3, dir: 'desc' });
    expect(await listPrescriptions(handle.db, params)).toEqual(await listPrescriptions(handle.db, { ...PAGED, page: 3 }));
  });
});

describe('prescription writes', () => {
  it('creates a prescription by its author with its medicines in order', async () => {
    const result = await createPrescription(handle.db, doctorId, values());
    expect(result).toEqual({ ok: true, id: expect.any(Number) });
    if (!result.ok) return;
    const { medicines, ...rest } = values();
    const saved = await getPrescription(handle.db, result.id);
    // No "Measured at": its physical information is dated by the prescription.
    expect(saved).toMatchObject({ ...rest, measuredAt: saved?.addedAt, patientName: SAMPLE_PATIENT_NAMES[3], doctorId, doctorName: DEMO_DOCTOR_DISPLAY_NAME, hospitalName: DEMO_DOCTOR.hospitalName });
    // The duration is stored as days and its unit; the form's count is not a column.
    expect(saved?.medicines).toEqual(medicines.map((row) => ({ ...row, durationCount: undefined, id: expect.any(Number) })));
    expect((await listPrescriptions(handle.db, PAGED)).rows[0].id).toBe(result.id);
  });

  it("names its medicines in the list's row, in the order written, and none for a prescription without", async () => {
    const written = await createPrescription(handle.db, doctorId, values({ medicines: [medicine({ name: 'Metformin', strength: '500 mg' }), medicine({ name: 'Vitamin C' })] }));
    const empty = await createPrescription(handle.db, doctorId, values({ medicines: [] }));
    if (!written.ok || !empty.ok) throw new Error('not saved');
    const rows = (await listPrescriptions(handle.db, ALL)).rows;
    expect(rows.find((row) => row.id === written.id)?.medicineNames).toBe('Metformin 500 mg, Vitamin C');
    expect(rows.find((row) => row.id === empty.id)?.medicineNames).toBe('');
    // Written at no visit: its record names none.
    expect(await getPrescription(handle.db, written.id)).toMatchObject({ appointmentId: null, appointmentDate: null });
  });

  it('refuses an unknown patient', async () => {
    await expect(createPrescription(handle.db, doctorId, values({ patientId: 999_999 }))).resolves.toEqual({ ok: false, reason: 'unknown-patient' });
  });

  it('updates fields and replaces the medicines, keeping author and date', async () => {
    const created = await createPrescription(handle.db, doctorId, values());
    if (!created.ok) throw new Error(created.reason);
    const before = await getPrescription(handle.db, created.id);
    const changed = values({ advice: 'Walk daily.', nextVisitNumber: 1, nextVisitUnit: 'months', medicines: [medicine({ name: 'Unidox free text', durationDays: 7, time: 'before meal', interval: 'evening' })] });
    await expect(updatePrescription(handle.db, created.id, changed)).resolves.toEqual({ ok: true, id: created.id });
    const after = await getPrescription(handle.db, created.id);
    expect(after).toMatchObject({ advice: 'Walk daily.', nextVisitNumber: 1, nextVisitUnit: 'months', addedAt: before?.addedAt, doctorId });
    expect(after?.medicines.map((row) => row.name)).toEqual(['Unidox free text']);
  });

  it("records the physical information as the patient's observations, dated by the prescription, replaced on edit, kept but withdrawn from the vitals on void", async () => {
    const created = await createPrescription(handle.db, doctorId, values());
    if (!created.ok) throw new Error(created.reason);
    const ofIt = () =>
      handle.db
        .select({ measure: observations.measure, value: observations.value, value2: observations.value2, takenAt: observations.takenAt })
        .from(observations)
        .where(and(eq(observations.source, 'prescription'), eq(observations.sourceId, created.id)))
        .orderBy(asc(observations.measure));
    const { addedAt } = (await getPrescription(handle.db, created.id))!;
    expect(await ofIt()).toEqual([
      { measure: 'weight', value: 80.5, value2: null, takenAt: new Date(addedAt) },
      { measure: 'height', value: 172, value2: null, takenAt: new Date(addedAt) },
      { measure: 'blood-pressure', value: 150, value2: 95, takenAt: new Date(addedAt) },
      { measure: 'pulse', value: 78, value2: null, takenAt: new Date(addedAt) },
      { measure: 'temperature', value: 36.8, value2: null, takenAt: new Date(addedAt) },
    ]);
    const measuredAt = new Date('2026-03-14T08:00:00Z');
    await updatePrescription(handle.db, created.id, values({ weight: 79, bloodPressure: '', pulseRate: null, temperature: null, height: null, measuredAt }), doctorId);
    expect(await ofIt()).toEqual([{ measure: 'weight', value: 79, value2: null, takenAt: measuredAt }]);
    expect((await getPrescription(handle.db, created.id))?.measuredAt).toBe(measuredAt.toISOString());
    // Voided: its observations stay (the prescription still shows them) but are no longer the patient's vitals.
    await voidPrescription(handle.db, created.id, { by: doctorId, reason: 'Wrong patient' });
    expect(await ofIt()).toEqual([{ measure: 'weight', value: 79, value2: null, takenAt: measuredAt }]);
    const [{ voidedAt }] = await handle.db.select({ voidedAt: observations.voidedAt }).from(observations).where(and(eq(observations.source, 'prescription'), eq(observations.sourceId, created.id)));
    expect(voidedAt).not.toBeNull();
  });

  it('toggles the status', async () => {
    const created = await createPrescription(handle.db, doctorId, values());
    if (!created.ok) throw new Error(created.reason);
    await expect(setPrescriptionStatus(handle.db, created.id, false)).resolves.toBe('done');
    expect((await getPrescription(handle.db, created.id))?.status).toBe(false);
    await expect(setPrescriptionStatus(handle.db, 999_999, true)).resolves.toBe('not-found');
  });


  it('voids it (when, by whom, why): it keeps its medicines, leaves the list and its count, and the chart list shows it flagged', async () => {
    const created = await createPrescription(handle.db, doctorId, values());
    if (!created.ok) throw new Error(created.reason);
    const listed = (await listPrescriptions(handle.db, { ...ALL, patientId })).total;
    const everyOne = (await listPrescriptions(handle.db, { ...ALL, patientId, includeVoided: true })).total;
    await expect(voidPrescription(handle.db, created.id, { by: doctorId, reason: 'Written for the wrong patient' })).resolves.toBe('voided');
    const [row] = await handle.db.select().from(prescriptions).where(eq(prescriptions.id, created.id));
    expect(row).toMatchObject({ voidedById: doctorId, voidReason: 'Written for the wrong patient' });
    expect(row.voidedAt).toBeInstanceOf(Date);
    const [{ left }] = await handle.db.select({ left: count() }).from(prescriptionMedicines).where(eq(prescriptionMedicines.prescriptionId, created.id));
    expect(left).toBeGreaterThan(0);

    const after = await listPrescriptions(handle.db, { ...ALL, patientId });
    expect(after.total).toBe(listed - 1);
    expect(ids(after.rows)).not.toContain(created.id);
    const chart = await listPrescriptions(handle.db, { ...ALL, patientId, includeVoided: true });
    expect(chart.total).toBe(everyOne);
    expect(chart.rows.find((prescription) => prescription.id === created.id)?.voided).toEqual({
      voidedAt: row.voidedAt!.toISOString(),
      voidedBy: DEMO_DOCTOR_DISPLAY_NAME,
      reason: 'Written for the wrong patient',
    });
    expect((await getPrescription(handle.db, created.id))?.voided?.reason).toBe('Written for the wrong patient');
  });

  it('refuses to void it twice or one that does not exist, and to change or switch a voided one', async () => {
    const created = await createPrescription(handle.db, doctorId, values());
    if (!created.ok) throw new Error(created.reason);
    await voidPrescription(handle.db, created.id, { by: doctorId, reason: 'Duplicate' });
    await expect(voidPrescription(handle.db, created.id, { by: doctorId, reason: 'Again' })).resolves.toBe('already-voided');
    await expect(voidPrescription(handle.db, 999_999, { by: doctorId, reason: 'Nothing' })).resolves.toBe('not-found');
    await expect(updatePrescription(handle.db, created.id, values())).resolves.toEqual({ ok: false, reason: 'voided' });
    await expect(setPrescriptionStatus(handle.db, created.id, false)).resolves.toBe('voided');
    expect((await getPrescription(handle.db, created.id))?.voided?.reason).toBe('Duplicate');
  });

  it('reads a seeded prescription with its medicines', async () => {
    const [first] = await handle.db.select({ id: prescriptions.id }).from(prescriptions).orderBy(asc(prescriptions.id)).limit(1);
    const record = await getPrescription(handle.db, first.id);
    expect(record?.medicines.length).toBeGreaterThan(0);
    expect(await getPrescription(handle.db, 999_999)).toBeNull();
  });
});

describe('prescribing rules', () => {
  let amoxicillinId: number;
  let otherPatientId: number;
  beforeAll(async () => {
    [{ id: amoxicillinId }] = await handle.db
      .insert(medicinesTable)
      .values({ code: 'test-amoxicillin-500mg-capsule', name: 'Amoxicillin', strength: '500 mg', form: 'capsule', route: 'oral', drugClass: 'penicillin', source: 'who-eml' })
      .returning({ id: medicinesTable.id });
    [{ id: otherPatientId }] = await handle.db.select({ id: patients.id }).from(patients).where(eq(patients.fullName, SAMPLE_PATIENT_NAMES[0]));
  });
  afterEach(() => handle.db.delete(patientAllergies));

  const amoxicillin = (overrides: Partial<MedicineValues> = {}) =>
    medicine({ medicineId: amoxicillinId, name: 'what the browser sent', strength: '1 g', form: 'powder', doseAmount: 500, doseUnit: 'mg', interval: 'tds', durationDays: 7, quantity: 21, quantityUnit: 'capsule', ...overrides });

  it("copies a formulary entry's name, strength and form onto the prescribed row, whatever the browser sent", async () => {
    const result = await createPrescription(handle.db, doctorId, values({ medicines: [amoxicillin()] }));
    if (!result.ok) throw new Error(result.reason);
    const [row] = (await getPrescription(handle.db, result.id))!.medicines;
    expect(row).toMatchObject({ medicineId: amoxicillinId, name: 'Amoxicillin', strength: '500 mg', form: 'capsule', doseAmount: 500, doseUnit: 'mg', interval: 'tds', quantity: 21 });
  });

  it('refuses a medicine id that is no entry of the formulary, and saves nothing', async () => {
    const before = (await listPrescriptions(handle.db, ALL)).total;
    await expect(createPrescription(handle.db, doctorId, values({ medicines: [amoxicillin({ medicineId: 999_999 })] }))).resolves.toEqual({ ok: false, reason: 'unknown-medicine' });
    expect((await listPrescriptions(handle.db, ALL)).total).toBe(before);
  });

  it('refuses a medicine matching a drug allergy (here its class) without a written reason, and stores the reason given', async () => {
    await handle.db.insert(patientAllergies).values({ patientId, substance: 'Penicillin', reaction: 'Rash', recordedById: doctorId });
    await expect(createPrescription(handle.db, doctorId, values({ medicines: [medicine(), amoxicillin()] }))).resolves.toEqual({
      ok: false,
      reason: 'allergy',
      fieldErrors: { 'medicines.1.allergyOverride': 'Amoxicillin matches the drug allergy to Penicillin recorded for this patient: write why it is prescribed' },
    });
    const result = await createPrescription(handle.db, doctorId, values({ medicines: [amoxicillin({ allergyOverride: 'Mild rash in childhood; tolerated since.' })] }));
    if (!result.ok) throw new Error(result.reason);
    expect((await getPrescription(handle.db, result.id))!.medicines[0].allergyOverride).toBe('Mild rash in childhood; tolerated since.');
  });

  it("does not hold another patient's allergy, nor a voided one, against this patient", async () => {
    await handle.db.insert(patientAllergies).values([
      { patientId: otherPatientId, substance: 'Amoxicillin', recordedById: doctorId },
      { patientId, substance: 'Amoxicillin', recordedById: doctorId, voidedAt: new Date(), voidedById: doctorId, voidReason: 'Entered in error' },
    ]);
    await expect(createPrescription(handle.db, doctorId, values({ medicines: [amoxicillin()] }))).resolves.toEqual({ ok: true, id: expect.any(Number) });
  });

  it("names a diagnosis test of the patient's, and refuses another patient's", async () => {
    const [own] = await handle.db.select({ id: diagnosisTests.id, reportNumber: diagnosisTests.reportNumber, patientId: diagnosisTests.patientId }).from(diagnosisTests).limit(1);
    const [theirs] = await handle.db.select({ id: diagnosisTests.id }).from(diagnosisTests).where(ne(diagnosisTests.patientId, own.patientId)).limit(1);
    await expect(createPrescription(handle.db, doctorId, values({ patientId: own.patientId, diagnosisTestId: theirs.id }))).resolves.toEqual({ ok: false, reason: 'unknown-diagnosis' });
    const result = await createPrescription(handle.db, doctorId, values({ patientId: own.patientId, diagnosisTestId: own.id }));
    if (!result.ok) throw new Error(result.reason);
    expect((await getPrescription(handle.db, result.id))!.diagnosisTestLabel).toMatch(new RegExp(`^${own.reportNumber} · `));
  });

  it('stores the next visit as the date it means from the day it was written in the clinic', async () => {
    const result = await createPrescription(handle.db, doctorId, values({ nextVisitNumber: 2, nextVisitUnit: 'weeks' }));
    if (!result.ok) throw new Error(result.reason);
    const saved = (await getPrescription(handle.db, result.id))!;
    expect(saved.nextVisitOn).toBe(addDaysIso(isoDateInZone(new Date(saved.addedAt)), 14));
    await updatePrescription(handle.db, result.id, values({ nextVisitNumber: null }));
    expect((await getPrescription(handle.db, result.id))!.nextVisitOn).toBeNull();
  });
});
