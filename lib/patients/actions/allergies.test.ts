import { desc, eq, gt } from 'drizzle-orm';
import { revalidatePath } from 'next/cache';
import type { Doctor } from '@/lib/staff/queries/doctors';
import { readPatientAllergies } from '@/lib/patients/queries/allergies';
import { auditEvents, doctors, patientAllergies, patients } from '@/lib/db/schema';
import { ALLERGY_MESSAGES } from '@/lib/patients/schema/allergies';
import { expectEachRefusedSignedOut, signedIn } from '@/tests/signed-in';
import { withSeededDatabase } from '@/tests/seeded-database';
import { markNoKnownDrugAllergies, recordPatientAllergy, removePatientAllergy } from './allergies';

jest.mock('next/cache', () => ({ revalidatePath: jest.fn() }));
jest.mock('@/lib/auth/current-doctor', () => jest.requireActual('@/tests/signed-in').currentDoctorModule);

const database = withSeededDatabase();
let doctor: Doctor;
let serial = 0;

beforeAll(async () => {
  // A plain doctor, not an administrator: allergies are on the patient's record, which any active doctor keeps.
  [doctor] = await database.db.select().from(doctors).where(eq(doctors.role, 'doctor')).limit(1);
});
beforeEach(() => {
  signedIn.current = { sessionId: 's', doctor };
  jest.mocked(revalidatePath).mockClear();
});

async function newPatient(): Promise<number> {
  serial += 1;
  const [row] = await database.db
    .insert(patients)
    .values({ firstName: 'Action', lastName: `Allergy ${serial}`, email: `action.allergy.${serial}@allergies.test`, phone: '+234 800 555 1111', gender: 'male', dateOfBirth: '1975-05-05' })
    .returning({ id: patients.id });
  return row.id;
}

/** The audit lines written by `act`, oldest first. */
async function linesOf(act: () => Promise<unknown>) {
  const [last] = await database.db.select({ id: auditEvents.id }).from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
  await act();
  return database.db.select().from(auditEvents).where(gt(auditEvents.id, last?.id ?? 0)).orderBy(auditEvents.id);
}

const countAllergies = () => database.db.$count(patientAllergies);

describe('recordPatientAllergy', () => {
  it('refuses without a session, writing nothing', async () => {
    const patientId = await newPatient();
    await expectEachRefusedSignedOut(
      [() => recordPatientAllergy({ patientId, substance: 'Penicillin' }), () => markNoKnownDrugAllergies({ patientId, noKnownDrugAllergies: true }), () => removePatientAllergy({ id: 1, reason: 'Entered in error' })],
      countAllergies,
    );
  });

  it('checks the input with the dialog\'s schema: the drug or class is required, the texts bounded', async () => {
    const patientId = await newPatient();
    const before = await countAllergies();
    await expect(recordPatientAllergy({ patientId, substance: '   ', reaction: 'Rash' })).resolves.toMatchObject({ ok: false, fieldErrors: { substance: 'Drug or class is required' } });
    await expect(recordPatientAllergy({ patientId, substance: 'x'.repeat(81) })).resolves.toMatchObject({ ok: false, fieldErrors: { substance: 'Drug or class must be at most 80 characters' } });
    await expect(recordPatientAllergy({ patientId, substance: 'Aspirin', reaction: 'y'.repeat(121) })).resolves.toMatchObject({ ok: false, fieldErrors: { reaction: 'Reaction must be at most 120 characters' } });
    await expect(recordPatientAllergy({ patientId: 'abc', substance: 'Aspirin' })).resolves.toMatchObject({ ok: false, fieldErrors: { patientId: 'Unknown patient' } });
    await expect(recordPatientAllergy({ patientId, substance: 'Aspirin', medicineId: 'abc' })).resolves.toMatchObject({ ok: false, fieldErrors: { medicineId: 'Unknown medicine' } });
    expect(await countAllergies()).toBe(before);
  });

  it('records, answers the allergies as they stand, refreshes the chart and the visit pages, and audits it on the patient', async () => {
    const patientId = await newPatient();
    let answer: unknown;
    const lines = await linesOf(async () => {
      answer = await recordPatientAllergy({ patientId: String(patientId), substance: 'Penicillin', reaction: 'Rash', medicineId: '' });
    });
    expect(answer).toEqual({ ok: true, data: { patientId, allergies: await readPatientAllergies(database.db, patientId) } });
    expect((await readPatientAllergies(database.db, patientId)).allergies).toEqual([expect.objectContaining({ substance: 'Penicillin', reaction: 'Rash', medicineId: null })]);
    expect(jest.mocked(revalidatePath).mock.calls).toEqual([[`/doctor/patients/${patientId}`, 'layout'], ['/doctor/appointment/[id]', 'page']]);
    expect(lines).toEqual([
      expect.objectContaining({ actorId: doctor.id, action: 'update', entity: 'patient', entityId: String(patientId), patientId, outcome: 'success', detail: 'drug allergy recorded' }),
    ]);
  });

  it('says an unknown patient and a substance already recorded, and audits the refusal', async () => {
    const patientId = await newPatient();
    await expect(recordPatientAllergy({ patientId: 2_000_000_000, substance: 'Penicillin' })).resolves.toEqual({ ok: false, message: ALLERGY_MESSAGES.patientGone });
    await recordPatientAllergy({ patientId, substance: 'Penicillin' });
    const lines = await linesOf(async () => {
      await expect(recordPatientAllergy({ patientId, substance: 'penicillin' })).resolves.toMatchObject({ ok: false, fieldErrors: { substance: ALLERGY_MESSAGES.duplicate } });
    });
    expect(lines).toEqual([expect.objectContaining({ entity: 'patient', patientId, outcome: 'refused', detail: ALLERGY_MESSAGES.duplicate })]);
  });
});

describe('markNoKnownDrugAllergies and removePatientAllergy', () => {
  it('refuses "No known drug allergies" while an allergy stands; after the removal (a reason required) it is allowed', async () => {
    const patientId = await newPatient();
    const recorded = await recordPatientAllergy({ patientId, substance: 'Aspirin', reaction: 'Wheeze' });
    if (!recorded.ok) throw new Error(recorded.message);
    const [{ id }] = recorded.data.allergies.allergies;

    const refused = await linesOf(async () => {
      await expect(markNoKnownDrugAllergies({ patientId, noKnownDrugAllergies: true })).resolves.toEqual({ ok: false, message: ALLERGY_MESSAGES.allergiesStanding });
    });
    expect(refused).toEqual([expect.objectContaining({ entity: 'patient', patientId, outcome: 'refused' })]);

    await expect(removePatientAllergy({ id, reason: '' })).resolves.toMatchObject({ ok: false, fieldErrors: { reason: 'Say why this record is voided' } });
    const removed = await linesOf(async () => {
      await expect(removePatientAllergy({ id, reason: 'Tolerates aspirin' })).resolves.toEqual({ ok: true, data: { patientId, allergies: { status: 'not-recorded', allergies: [] } } });
    });
    expect(removed).toEqual([expect.objectContaining({ action: 'void', entity: 'patient', entityId: String(patientId), patientId, outcome: 'success' })]);
    await expect(removePatientAllergy({ id, reason: 'Tolerates aspirin' })).resolves.toEqual({ ok: false, message: ALLERGY_MESSAGES.alreadyRemoved });
    await expect(removePatientAllergy({ id: 2_000_000_000, reason: 'Tolerates aspirin' })).resolves.toEqual({ ok: false, message: ALLERGY_MESSAGES.allergyGone });

    const marked = await linesOf(async () => {
      await expect(markNoKnownDrugAllergies({ patientId, noKnownDrugAllergies: true })).resolves.toEqual({ ok: true, data: { patientId, allergies: { status: 'none', allergies: [] } } });
    });
    expect(marked).toEqual([expect.objectContaining({ action: 'update', entity: 'patient', patientId, outcome: 'success', detail: 'no known drug allergies' })]);
    await expect(markNoKnownDrugAllergies({ patientId, noKnownDrugAllergies: false })).resolves.toMatchObject({ ok: false });
  });
});
