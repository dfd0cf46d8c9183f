import { asc, eq } from 'drizzle-orm';
import { doctors, medicines, patientAllergies, patients } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { createSeededTestDatabase } from '@/mocks/testing';
import { allergySchema } from '@/lib/patients/schema/allergies';
import { getChartPatient } from '@/lib/patients/queries/chart';
import { recordAllergy, setNoKnownDrugAllergies, voidAllergy } from './allergies';
import { getPatientWithAllergies, patientOfAllergy, readPatientAllergies } from '@/lib/patients/queries/allergies';

let handle: DbHandle;
let doctor: { id: number; name: string };
let amoxicillinId: number;
let serial = 0;

beforeAll(async () => {
  handle = await createSeededTestDatabase();
  const [first] = await handle.db.select({ id: doctors.id, firstName: doctors.firstName, lastName: doctors.lastName }).from(doctors).orderBy(asc(doctors.id)).limit(1);
  doctor = { id: first.id, name: `Dr. ${first.firstName} ${first.lastName}` };
  [{ id: amoxicillinId }] = await handle.db
    .insert(medicines)
    .values({ code: 'test-amoxicillin-500mg-capsule', name: 'Amoxicillin', strength: '500 mg', form: 'capsule', route: 'oral', drugClass: 'penicillin', source: 'who-eml' })
    .returning({ id: medicines.id });
});
afterAll(() => handle.close());

/** A patient of this test alone, with nothing recorded about allergies. */
async function newPatient(): Promise<number> {
  serial += 1;
  const [row] = await handle.db
    .insert(patients)
    .values({ firstName: 'Allergy', lastName: `Patient ${serial}`, email: `allergy.${serial}@allergies.test`, phone: '+234 800 555 0000', gender: 'female', dateOfBirth: '1980-02-02' })
    .returning({ id: patients.id });
  return row.id;
}

const allergy = (values: Record<string, unknown>) => allergySchema.parse(values);

async function record(patientId: number, values: Record<string, unknown>) {
  const result = await recordAllergy(handle.db, doctor, patientId, allergy(values));
  if (!result.ok) throw new Error(result.reason);
  return result.id;
}

describe('readPatientAllergies', () => {
  it('says "not recorded" for a patient nobody asked, and for an id that is no patient', async () => {
    expect(await readPatientAllergies(handle.db, await newPatient())).toEqual({ status: 'not-recorded', allergies: [] });
    expect(await readPatientAllergies(handle.db, 2_000_000_000)).toEqual({ status: 'not-recorded', allergies: [] });
  });

  it('lists the standing allergies oldest first, with who recorded them and when', async () => {
    const patientId = await newPatient();
    const first = await record(patientId, { substance: 'Penicillin', reaction: 'Rash' });
    const second = await record(patientId, { substance: ' Aspirin ', reaction: '' });
    // Recorded one after the other: the older first (equal instants keep the order of their ids).
    const summary = await readPatientAllergies(handle.db, patientId);
    expect(summary.status).toBe('listed');
    expect(summary.allergies).toEqual([
      { id: first, substance: 'Penicillin', drugClass: 'penicillin', reaction: 'Rash', recordedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/), recordedByName: doctor.name, medicineId: null },
      { id: second, substance: 'Aspirin', drugClass: 'nsaid', reaction: '', recordedAt: expect.any(String), recordedByName: doctor.name, medicineId: null },
    ]);
    expect(Date.parse(summary.allergies[0].recordedAt)).toBeLessThanOrEqual(Date.parse(summary.allergies[1].recordedAt));
  });

  it('is read with the patient in the same query by the chart and the visit page', async () => {
    const patientId = await newPatient();
    await record(patientId, { substance: 'Sulfonamides', reaction: 'Stevens–Johnson syndrome' });
    const expected = await readPatientAllergies(handle.db, patientId);
    expect((await getChartPatient(handle.db, patientId))?.allergies).toEqual(expected);
    expect(await getPatientWithAllergies(handle.db, patientId)).toMatchObject({ patient: { id: patientId }, allergies: expected });
    expect(await getPatientWithAllergies(handle.db, 2_000_000_000)).toBeNull();
  });
});

describe('recordAllergy', () => {
  it("copies the formulary entry's generic name and class, whatever was typed", async () => {
    const patientId = await newPatient();
    const id = await record(patientId, { medicineId: String(amoxicillinId), substance: 'amoxil', reaction: 'Hives' });
    const [row] = await handle.db.select().from(patientAllergies).where(eq(patientAllergies.id, id));
    expect(row).toMatchObject({ patientId, medicineId: amoxicillinId, substance: 'Amoxicillin', drugClass: 'penicillin', reaction: 'Hives', recordedById: doctor.id, voidedAt: null });
    expect((await readPatientAllergies(handle.db, patientId)).allergies[0]).toMatchObject({ substance: 'Amoxicillin', drugClass: 'penicillin', medicineId: amoxicillinId });
  });

  it('has one recorder: a doctor or a connected system, never neither (the database refuses it)', async () => {
    const patientId = await newPatient();
    await expect(handle.db.insert(patientAllergies).values({ patientId, substance: 'Sulfa', recordedById: null, recordedBySystemId: null })).rejects.toThrow();
    expect(await handle.db.$count(patientAllergies, eq(patientAllergies.patientId, patientId))).toBe(0);
  });

  it('refuses an unknown patient or formulary entry, and the same substance twice (any case, naming the one recorded), writing nothing', async () => {
    const patientId = await newPatient();
    expect(await recordAllergy(handle.db, doctor, 2_000_000_000, allergy({ substance: 'Penicillin' }))).toEqual({ ok: false, reason: 'patient-not-found' });
    expect(await recordAllergy(handle.db, doctor, patientId, allergy({ medicineId: 2_000_000_000, substance: 'X' }))).toEqual({ ok: false, reason: 'medicine-not-found' });
    const first = await record(patientId, { substance: 'Penicillin' });
    expect(await recordAllergy(handle.db, doctor, patientId, allergy({ substance: 'PENICILLIN', reaction: 'Rash' }))).toEqual({ ok: false, reason: 'duplicate', existingId: first });
    expect(await handle.db.$count(patientAllergies, eq(patientAllergies.patientId, patientId))).toBe(1);
  });

  it('clears "No known drug allergies"', async () => {
    const patientId = await newPatient();
    expect(await setNoKnownDrugAllergies(handle.db, patientId)).toEqual({ ok: true });
    expect(await readPatientAllergies(handle.db, patientId)).toEqual({ status: 'none', allergies: [] });
    await record(patientId, { substance: 'Ibuprofen', reaction: 'Wheeze' });
    const [row] = await handle.db.select({ none: patients.noKnownDrugAllergies }).from(patients).where(eq(patients.id, patientId));
    expect(row.none).toBe(false);
    expect((await readPatientAllergies(handle.db, patientId)).status).toBe('listed');
  });
});

describe('voidAllergy', () => {
  it('voids, erases nothing, and leaves "Not recorded" (not "none") once no allergy stands', async () => {
    const patientId = await newPatient();
    const penicillin = await record(patientId, { substance: 'Penicillin', reaction: 'Rash' });
    const aspirin = await record(patientId, { substance: 'Aspirin' });
    expect(await patientOfAllergy(handle.db, penicillin)).toBe(patientId);

    expect(await voidAllergy(handle.db, doctor, penicillin, 'Recorded for the wrong patient')).toEqual({ ok: true, patientId });
    expect((await readPatientAllergies(handle.db, patientId)).allergies.map((a) => a.substance)).toEqual(['Aspirin']);
    const [row] = await handle.db.select().from(patientAllergies).where(eq(patientAllergies.id, penicillin));
    expect(row).toMatchObject({ substance: 'Penicillin', reaction: 'Rash', voidedById: doctor.id, voidReason: 'Recorded for the wrong patient', voidedAt: expect.any(Date) });

    expect(await voidAllergy(handle.db, doctor, penicillin, 'Again')).toEqual({ ok: false, reason: 'already-voided' });
    expect(await voidAllergy(handle.db, doctor, 2_000_000_000, 'None such')).toEqual({ ok: false, reason: 'not-found' });
    await voidAllergy(handle.db, doctor, aspirin, 'Tolerated aspirin since');
    expect(await readPatientAllergies(handle.db, patientId)).toEqual({ status: 'not-recorded', allergies: [] });
    expect(await handle.db.$count(patientAllergies, eq(patientAllergies.patientId, patientId))).toBe(2);
    // A voided substance may be recorded again.
    await record(patientId, { substance: 'Penicillin' });
  });
});

describe('setNoKnownDrugAllergies', () => {
  it('is refused while an allergy stands, and allowed once it is removed', async () => {
    const patientId = await newPatient();
    const id = await record(patientId, { substance: 'Penicillin' });
    expect(await setNoKnownDrugAllergies(handle.db, patientId)).toEqual({ ok: false, reason: 'allergies-standing' });
    expect((await readPatientAllergies(handle.db, patientId)).status).toBe('listed');
    await voidAllergy(handle.db, doctor, id, 'Entered in error');
    expect(await setNoKnownDrugAllergies(handle.db, patientId)).toEqual({ ok: true });
    expect(await readPatientAllergies(handle.db, patientId)).toEqual({ status: 'none', allergies: [] });
    expect(await setNoKnownDrugAllergies(handle.db, 2_000_000_000)).toEqual({ ok: false, reason: 'patient-not-found' });
  });
});
