import { asc, count, eq } from 'drizzle-orm';
import { doctors, patients, prescriptionMedicines, prescriptions } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { DEMO_DOCTOR, DEMO_DOCTOR_DISPLAY_NAME, SAMPLE_PATIENT_NAMES } from '@/mocks';
import { PRESCRIPTION_COUNT } from '@/mocks/clinical';
import { createSeededTestDatabase } from '@/mocks/testing';
import type { PrescriptionValues } from '@/lib/validations/prescription';
import {
  createPrescription,
  deletePrescription,
  getPrescription,
  listPrescriptions,
  setPrescriptionStatus,
  updatePrescription,
} from './prescriptions';

jest.setTimeout(120_000);

let handle: DbHandle;
let doctorId: number;
let patientId: number;

beforeAll(async () => {
  handle = await createSeededTestDatabase();
  [{ id: doctorId }] = await handle.db.select({ id: doctors.id }).from(doctors);
  [{ id: patientId }] = await handle.db.select({ id: patients.id }).from(patients).where(eq(patients.fullName, SAMPLE_PATIENT_NAMES[3]));
});
afterAll(() => handle.close());

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
    medicines: [
      { name: 'atenolol', dosage: '50 mg', durationDays: 30, time: 'after meal', interval: 'morning', comment: 'Daily.' },
      { name: 'parastamol', dosage: '500 mg', durationDays: 3, time: 'after meal', interval: 'both', comment: '' },
    ],
    test: 'Lipid Profile',
    advice: 'Reduce salt intake.',
    nextVisitNumber: 2,
    nextVisitUnit: 'weeks',
    ...overrides,
  };
}

describe('listPrescriptions', () => {
  it('lists the seeded prescriptions newest first with patient and doctor', async () => {
    const rows = await listPrescriptions(handle.db);
    expect(rows).toHaveLength(PRESCRIPTION_COUNT);
    const times = rows.map((row) => Date.parse(row.addedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(rows[0]).toMatchObject({ doctorName: DEMO_DOCTOR_DISPLAY_NAME, doctorEmail: DEMO_DOCTOR.email });
    expect(rows.map((row) => row.patientName)).toEqual(expect.arrayContaining([...SAMPLE_PATIENT_NAMES]));
  });
});

describe('prescription writes', () => {
  it('creates a prescription by its author with its medicines in order', async () => {
    const result = await createPrescription(handle.db, doctorId, values());
    expect(result).toEqual({ ok: true, id: expect.any(Number) });
    if (!result.ok) return;
    const { medicines, ...rest } = values();
    const saved = await getPrescription(handle.db, result.id);
    expect(saved).toMatchObject({ ...rest, patientName: SAMPLE_PATIENT_NAMES[3], doctorId, doctorName: DEMO_DOCTOR_DISPLAY_NAME, hospitalName: DEMO_DOCTOR.hospitalName });
    expect(saved?.medicines).toEqual(medicines.map((medicine) => ({ ...medicine, id: expect.any(Number) })));
    expect((await listPrescriptions(handle.db))[0].id).toBe(result.id);
  });

  it('refuses an unknown patient', async () => {
    await expect(createPrescription(handle.db, doctorId, values({ patientId: 999_999 }))).resolves.toEqual({ ok: false, reason: 'unknown-patient' });
  });

  it('updates fields and replaces the medicines, keeping author and date', async () => {
    const created = await createPrescription(handle.db, doctorId, values());
    if (!created.ok) throw new Error(created.reason);
    const before = await getPrescription(handle.db, created.id);
    const changed = values({ advice: 'Walk daily.', nextVisitNumber: 1, nextVisitUnit: 'months', medicines: [{ name: 'unidox', dosage: '100 mg', durationDays: 7, time: 'before meal', interval: 'evening', comment: '' }] });
    await expect(updatePrescription(handle.db, created.id, changed)).resolves.toEqual({ ok: true, id: created.id });
    const after = await getPrescription(handle.db, created.id);
    expect(after).toMatchObject({ advice: 'Walk daily.', nextVisitNumber: 1, nextVisitUnit: 'months', addedAt: before?.addedAt, doctorId });
    expect(after?.medicines.map((medicine) => medicine.name)).toEqual(['unidox']);
  });

  it('toggles the status', async () => {
    const created = await createPrescription(handle.db, doctorId, values());
    if (!created.ok) throw new Error(created.reason);
    await expect(setPrescriptionStatus(handle.db, created.id, false)).resolves.toBe('done');
    expect((await getPrescription(handle.db, created.id))?.status).toBe(false);
    await expect(setPrescriptionStatus(handle.db, 999_999, true)).resolves.toBe('not-found');
  });


  it('deletes it and its medicines for good', async () => {
    const created = await createPrescription(handle.db, doctorId, values());
    if (!created.ok) throw new Error(created.reason);
    await expect(deletePrescription(handle.db, created.id)).resolves.toBe('done');
    expect(await getPrescription(handle.db, created.id)).toBeNull();
    const [{ left }] = await handle.db.select({ left: count() }).from(prescriptionMedicines).where(eq(prescriptionMedicines.prescriptionId, created.id));
    expect(left).toBe(0);
    await expect(deletePrescription(handle.db, created.id)).resolves.toBe('not-found');
  });

  it('reads a seeded prescription with its medicines', async () => {
    const [first] = await handle.db.select({ id: prescriptions.id }).from(prescriptions).orderBy(asc(prescriptions.id)).limit(1);
    const record = await getPrescription(handle.db, first.id);
    expect(record?.medicines.length).toBeGreaterThan(0);
    expect(await getPrescription(handle.db, 999_999)).toBeNull();
  });
});
