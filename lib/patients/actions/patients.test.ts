import { revalidatePath } from 'next/cache';
import { and, eq, gt, max } from 'drizzle-orm';
import { auditEvents } from '@/lib/db/schema';
import { expireAggregatesOf } from '@/lib/db/cache/aggregate-cache';
import type { Doctor } from '@/lib/staff/queries/doctors';
import { getPatient } from '@/lib/patients/queries/list';
import { correctPatient, registerPatient } from './patients';
import { signedIn } from '@/tests/signed-in';
import { withSeededDatabase } from '@/tests/seeded-database';
import { patientForm } from '@/tests/form-values';
import { PATIENT_MESSAGES } from '@/lib/patients/schema/patient';

jest.mock('next/cache', () => ({ revalidatePath: jest.fn() }));
jest.mock('@/lib/db/cache/aggregate-cache', () => ({ ...jest.requireActual('@/lib/db/cache/aggregate-cache'), expireAggregatesOf: jest.fn() }));
jest.mock('@/lib/auth/current-doctor', () => jest.requireActual('@/tests/signed-in').currentDoctorModule);

const database = withSeededDatabase();

beforeEach(() => {
  // A plain doctor, not an administrator: patients are the clinic's, any active doctor registers and corrects them.
  signedIn.current = { sessionId: 's', doctor: { id: 1, role: 'doctor', status: 'active' } as Doctor };
  jest.mocked(revalidatePath).mockClear();
  jest.mocked(expireAggregatesOf).mockClear();
});

const FORM = patientForm();

describe('registerPatient and correctPatient', () => {
  it('refuse without a session', async () => {
    signedIn.current = null;
    await expect(registerPatient(FORM)).resolves.toEqual({ ok: false, message: 'Your session has ended. Sign in again.' });
  });

  it('check the input with the form schema', async () => {
    const result = await registerPatient({ ...FORM, dateOfBirth: '2999-01-01', bloodGroup: 'Z' });
    expect(result).toMatchObject({ ok: false, fieldErrors: { dateOfBirth: 'Date of birth cannot be in the future', bloodGroup: expect.stringContaining('Blood group must be one of') } });
  });

  it('register, expire the cached patient figures and refresh the screens', async () => {
    const result = await registerPatient(FORM);
    if (!result.ok) throw new Error(result.message);
    expect(await getPatient(database.db, result.data.id)).toMatchObject({ fullName: 'Kemi Ade', bloodGroup: null });
    expect(jest.mocked(expireAggregatesOf).mock.calls).toEqual([['patients']]);
    expect(jest.mocked(revalidatePath).mock.calls).toEqual([['/doctor/patients'], [`/doctor/patients/${result.data.id}`, 'layout']]);
  });

  it('list the likely duplicates (same name and date of birth, phone or email) until the doctor confirms a different person', async () => {
    const refused = await registerPatient({ ...FORM, email: 'another.kemi@action.test' });
    expect(refused).toMatchObject({
      ok: false,
      message: PATIENT_MESSAGES.likelyDuplicates,
      duplicates: [expect.objectContaining({ fullName: 'Kemi Ade', patientNumber: expect.stringMatching(/^P-\d{6}$/), reasons: ['name-and-birth', 'phone'] })],
    });
    expect(jest.mocked(revalidatePath)).not.toHaveBeenCalled();
    const confirmed = await registerPatient({ ...FORM, email: 'another.kemi@action.test', differentPerson: true });
    expect(confirmed).toMatchObject({ ok: true, data: { id: expect.any(Number) } });
  });

  it('record each likely duplicate shown as read by the doctor, so that it is in that patient’s Access history', async () => {
    const [{ last }] = await database.db.select({ last: max(auditEvents.id) }).from(auditEvents);
    const refused = await registerPatient({ ...FORM, email: 'third.kemi@action.test' });
    if (refused.ok || !refused.duplicates) throw new Error('expected the likely duplicates');
    const reads = await database.db.select().from(auditEvents).where(and(gt(auditEvents.id, last ?? 0), eq(auditEvents.action, 'view')));
    expect(reads.map((line) => [line.entity, line.patientId, line.actorId, line.detail]).sort()).toEqual(
      refused.duplicates.map((duplicate) => ['patient', duplicate.id, 1, 'likely duplicates']).sort(),
    );
  });

  it('say a duplicate email, in any case, under the Email field once a different person is confirmed', async () => {
    const duplicate = { ok: false, message: 'A patient with this email already exists.', fieldErrors: { email: 'A patient with this email already exists.' } };
    await expect(registerPatient({ ...FORM, email: 'KEMI.ADE@action.test' })).resolves.toMatchObject({ ok: false, duplicates: expect.arrayContaining([expect.objectContaining({ reasons: expect.arrayContaining(['email']) })]) });
    await expect(registerPatient({ ...FORM, email: 'KEMI.ADE@action.test', differentPerson: true })).resolves.toEqual(duplicate);
    const other = await registerPatient({ ...FORM, email: 'other.kemi@action.test', differentPerson: true });
    if (!other.ok) throw new Error(other.message);
    await expect(correctPatient({ ...FORM, id: other.data.id, email: 'Kemi.Ade@Action.Test', differentPerson: true })).resolves.toEqual(duplicate);
  });

  it("list, as registration does, the patients a correction makes this one look like, on the details it changed, until confirmed", async () => {
    const first = await registerPatient({ ...FORM, firstName: 'Ngozi', lastName: 'Eke', email: 'ngozi.eke@action.test', phone: '0803 555 7781', differentPerson: true });
    const second = await registerPatient({ ...FORM, firstName: 'Chiamaka', lastName: 'Nwosu', email: 'chiamaka@action.test', phone: '0803 555 7782', differentPerson: true });
    if (!first.ok || !second.ok) throw new Error('could not register');
    const corrected = { ...FORM, id: second.data.id, firstName: 'Chiamaka', lastName: 'Nwosu', email: 'chiamaka@action.test' };
    // A colleague's phone typed into this patient's record: refused with the colleague listed, nothing saved.
    const refused = await correctPatient({ ...corrected, phone: '0803 555 7781' });
    expect(refused).toMatchObject({ ok: false, message: PATIENT_MESSAGES.likelyDuplicates, duplicates: [expect.objectContaining({ id: first.data.id, reasons: expect.arrayContaining(['phone']) })] });
    expect(await getPatient(database.db, second.data.id)).toMatchObject({ phone: '+2348035557782' });
    await expect(correctPatient({ ...corrected, phone: '0803 555 7781', differentPerson: true })).resolves.toEqual({ ok: true, data: { id: second.data.id } });
    // Settled: a later change of the address alone saves without asking again.
    await expect(correctPatient({ ...corrected, phone: '0803 555 7781', street: '9 Marina' })).resolves.toEqual({ ok: true, data: { id: second.data.id } });
  });

  it('correct a patient, and say when the patient is gone', async () => {
    const created = await registerPatient({ ...FORM, email: 'to.correct@action.test', differentPerson: true });
    if (!created.ok) throw new Error(created.message);
    await expect(correctPatient({ ...FORM, id: String(created.data.id), email: 'to.correct@action.test', lastName: 'Adeyemi', bloodGroup: 'B-' })).resolves.toEqual({
      ok: true,
      data: { id: created.data.id },
    });
    expect(await getPatient(database.db, created.data.id)).toMatchObject({ fullName: 'Kemi Adeyemi', bloodGroup: 'B-' });
    await expect(correctPatient({ ...FORM, id: 2_000_000_000 })).resolves.toEqual({ ok: false, message: 'This patient no longer exists.' });
  });
});
