import { revalidatePath } from 'next/cache';
import type { Doctor } from '@/lib/staff/queries/doctors';
import { searchPatientOptions } from '@/lib/patients/queries/options';
import { getPrescription, listPrescriptions } from '@/lib/prescriptions/queries/prescriptions';
import { and, eq, gt, max } from 'drizzle-orm';
import { auditEvents, patientAllergies } from '@/lib/db/schema';
import { createPrescription, prescribingContext, setPrescriptionStatus, updatePrescription, voidPrescription } from './actions';
import { withSeededDatabase } from '@/tests/seeded-database';
import { expectEachRefusedSignedOut, signedIn } from '@/tests/signed-in';
import { prescriptionForm } from '@/tests/form-values';

jest.mock('next/cache', () => ({ revalidatePath: jest.fn() }));
jest.mock('@/lib/auth/current-doctor', () => jest.requireActual('@/tests/signed-in').currentDoctorModule);

const database = withSeededDatabase();
let form: Record<string, unknown>;

beforeAll(async () => {
  const [patient] = await searchPatientOptions(database.db, { q: '' });
  form = prescriptionForm(patient.id);
});
beforeEach(() => {
  signedIn.current = { sessionId: 's', doctor: { id: 1 } as Doctor };
  jest.mocked(revalidatePath).mockClear();
});

describe('prescription actions', () => {
  it('refuse every change without a session, writing nothing', async () => {
    await expectEachRefusedSignedOut(
      [() => createPrescription(form), () => updatePrescription({ ...form, id: 1 }), () => setPrescriptionStatus({ id: 1, status: false }), () => voidPrescription({ id: 1, reason: 'Wrong patient' })],
      async () => (await listPrescriptions(database.db, { page: 1, pageSize: 1, q: '', sort: null, dir: 'asc' })).total,
    );
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('validate with the shared schema', async () => {
    const result = await createPrescription({ ...form, patientId: undefined, height: 'tall' });
    expect(result).toEqual(expect.objectContaining({ ok: false, fieldErrors: { patientId: 'Patient is required', height: 'Height must be a number' } }));
    await expect(setPrescriptionStatus({ id: 1, status: 'off' })).resolves.toEqual(expect.objectContaining({ ok: false }));
  });

  it('create by the signed-in author, toggle, update and void, revalidating the list each time', async () => {
    const created = await createPrescription(form);
    expect(created).toEqual({ ok: true, data: { id: expect.any(Number) } });
    if (!created.ok) return;
    const { id } = created.data;
    expect((await getPrescription(database.db, id))?.doctorId).toBe(1);
    expect(revalidatePath).toHaveBeenCalledWith('/doctor/prescription');

    await expect(setPrescriptionStatus({ id, status: false })).resolves.toEqual({ ok: true, data: { status: false } });
    expect((await getPrescription(database.db, id))?.status).toBe(false);
    await expect(updatePrescription({ ...form, advice: 'Walk.', id })).resolves.toEqual({ ok: true, data: { id } });
    expect((await getPrescription(database.db, id))?.advice).toBe('Walk.');
    jest.mocked(revalidatePath).mockClear();
    await expect(voidPrescription({ id, reason: 'Written for the wrong patient' })).resolves.toEqual({ ok: true, data: undefined });
    expect(revalidatePath).toHaveBeenCalledWith('/doctor/prescription');
    expect((await getPrescription(database.db, id))?.voided).toMatchObject({ reason: 'Written for the wrong patient' });
    await expect(voidPrescription({ id, reason: 'Again' })).resolves.toEqual({ ok: false, message: 'This prescription was already voided.' });
    const voided = { ok: false, message: 'This prescription was voided: it can no longer be changed.' };
    await expect(setPrescriptionStatus({ id, status: true })).resolves.toEqual(voided);
    await expect(updatePrescription({ ...form, id })).resolves.toEqual(voided);
    await expect(voidPrescription({ id: 2147483647, reason: 'No such' })).resolves.toEqual({ ok: false, message: 'Prescription not found' });
  });

  it('void only with a reason, saying what is wrong with it', async () => {
    const created = await createPrescription(form);
    if (!created.ok) throw new Error(created.message);
    await expect(voidPrescription({ id: created.data.id, reason: 'ok' })).resolves.toEqual({
      ok: false,
      message: 'Please correct the highlighted fields.',
      fieldErrors: { reason: 'The reason must be at least 3 characters' },
    });
    expect((await getPrescription(database.db, created.data.id))?.voided).toBeNull();
  });

  it("refuse to change another doctor's prescription", async () => {
    signedIn.current = { sessionId: 's', doctor: { id: 999 } as Doctor };
    const [seeded] = (await listPrescriptions(database.db, { page: 1, pageSize: 1000, q: '', sort: null, dir: 'asc' })).rows;
    const refused = { ok: false, message: 'Only the prescribing doctor or an administrator can change this prescription.' };
    await expect(setPrescriptionStatus({ id: seeded.id, status: !seeded.status })).resolves.toEqual(refused);
    await expect(voidPrescription({ id: seeded.id, reason: 'Not mine' })).resolves.toEqual(refused);
    expect(await getPrescription(database.db, seeded.id)).toMatchObject({ status: seeded.status, voided: null });
  });

  it("answer the form the chosen patient's drug allergies and diagnoses, and refuse a medicine matching one without a reason, in words under it", async () => {
    const patientId = form.patientId as number;
    await database.db.delete(patientAllergies).where(eq(patientAllergies.patientId, patientId));
    await database.db.insert(patientAllergies).values({ patientId, substance: 'Unidox', reaction: 'Hives', recordedById: 1 });
    const context = await prescribingContext({ patientId });
    expect(context).toMatchObject({ ok: true, data: { allergyStatus: 'listed', allergies: [{ substance: 'Unidox', reaction: 'Hives', drugClass: null }] } });
    const before = (await listPrescriptions(database.db, { page: 1, pageSize: 1, q: '', sort: null, dir: 'asc' })).total;
    await expect(createPrescription(form)).resolves.toEqual({
      ok: false,
      message: "A medicine matches the patient's drug allergies: write why it is prescribed, or remove it.",
      fieldErrors: { 'medicines.0.allergyOverride': 'Unidox matches the drug allergy to Unidox recorded for this patient: write why it is prescribed' },
    });
    expect((await listPrescriptions(database.db, { page: 1, pageSize: 1, q: '', sort: null, dir: 'asc' })).total).toBe(before);
    await database.db.delete(patientAllergies).where(eq(patientAllergies.patientId, patientId));
    await expect(prescribingContext({ patientId: 2147483647 })).resolves.toEqual({ ok: false, message: 'This patient no longer exists' });
    signedIn.current = null;
    await expect(prescribingContext({ patientId })).resolves.toMatchObject({ ok: false });
  });

  it("record the context's answer as a read of the patient, once, and nothing for a patient that does not exist", async () => {
    const patientId = form.patientId as number;
    const [{ last }] = await database.db.select({ last: max(auditEvents.id) }).from(auditEvents);
    const since = last ?? 0;
    await expect(prescribingContext({ patientId })).resolves.toMatchObject({ ok: true });
    await expect(prescribingContext({ patientId: 2147483647 })).resolves.toMatchObject({ ok: false });
    const lines = await database.db.select().from(auditEvents).where(and(gt(auditEvents.id, since)));
    expect(lines).toEqual([
      expect.objectContaining({ actorId: 1, action: 'view', entity: 'patient', entityId: String(patientId), patientId, detail: 'prescription form: allergies and diagnoses' }),
    ]);
  });
});
