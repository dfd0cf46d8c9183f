import { revalidatePath } from 'next/cache';
import type { Doctor } from '@/lib/staff/queries/doctors';
import { listDiagnosisCategories } from '@/lib/diagnosis/queries/categories';
import { getDiagnosisTest, listDiagnosisTests } from '@/lib/diagnosis/queries/tests';
import { searchPatientOptions } from '@/lib/patients/queries/options';
import { createDiagnosisCategory, deleteDiagnosisCategory } from './categories';
import { createDiagnosisTest, updateDiagnosisTest, voidDiagnosisTest } from './tests';
import { withSeededDatabase } from '@/tests/seeded-database';
import { expectEachRefusedSignedOut, signedIn } from '@/tests/signed-in';
import { diagnosisTestForm } from '@/tests/form-values';

jest.mock('next/cache', () => ({ revalidatePath: jest.fn() }));
jest.mock('@/lib/auth/current-doctor', () => jest.requireActual('@/tests/signed-in').currentDoctorModule);

const ENDED = { ok: false, message: 'Your session has ended. Sign in again.' };

const database = withSeededDatabase();
let form: Record<string, unknown>;

beforeAll(async () => {
  const [patient] = await searchPatientOptions(database.db, { q: '' });
  const [category] = (await listDiagnosisCategories(database.db, { page: 1, pageSize: 100, q: '', sort: null, dir: 'asc' })).rows;
  form = diagnosisTestForm(patient.id, category.id);
});
beforeEach(() => {
  signedIn.current = { sessionId: 's', doctor: { id: 1 } as Doctor };
  jest.mocked(revalidatePath).mockClear();
});

describe('diagnosis test actions', () => {
  it('refuse every change without a session, writing nothing', async () => {
    await expectEachRefusedSignedOut(
      [() => createDiagnosisTest(form), () => updateDiagnosisTest({ ...form, id: 1 }), () => voidDiagnosisTest({ id: 1, reason: 'Wrong patient' })],
      async () => (await listDiagnosisTests(database.db, { page: 1, pageSize: 1, q: '', sort: null, dir: 'asc' })).total,
    );
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('validate with the shared schema and answer field errors', async () => {
    const result = await createDiagnosisTest({ ...form, patientId: null, age: 'fifty' });
    expect(result).toEqual({ ok: false, message: 'Please correct the highlighted fields.', fieldErrors: { patientId: 'Patient is required', age: 'Age must be a number' } });
  });

  it('create with the fallback report number, update and void; each revalidates the list', async () => {
    const count = (await listDiagnosisTests(database.db, { page: 1, pageSize: 1000, q: '', sort: null, dir: 'asc' })).total;
    const created = await createDiagnosisTest(form);
    expect(created).toEqual({ ok: true, data: { id: expect.any(Number), reportNumber: `RPT-${count + 1}` } });
    if (!created.ok) return;
    expect(revalidatePath).toHaveBeenCalledWith('/doctor/diagnosis');

    await expect(updateDiagnosisTest({ ...form, reportNumber: 'LAB-9', id: created.data.id })).resolves.toEqual({ ok: true, data: { id: created.data.id, reportNumber: 'LAB-9' } });
    expect((await getDiagnosisTest(database.db, created.data.id))?.reportNumber).toBe('LAB-9');
    await expect(createDiagnosisTest({ ...form, reportNumber: 'LAB-9' })).resolves.toEqual({
      ok: false,
      message: 'This report number is already used by another diagnosis test',
      fieldErrors: { reportNumber: 'This report number is already used by another diagnosis test' },
    });

    await expect(voidDiagnosisTest({ id: created.data.id, reason: '  Entered twice  ' })).resolves.toEqual({ ok: true, data: undefined });
    expect((await getDiagnosisTest(database.db, created.data.id))?.voided).toMatchObject({ reason: 'Entered twice' });
    expect((await listDiagnosisTests(database.db, { page: 1, pageSize: 1000, q: '', sort: null, dir: 'asc' })).total).toBe(count);
    await expect(voidDiagnosisTest({ id: created.data.id, reason: 'Again' })).resolves.toEqual({ ok: false, message: 'This diagnosis test was already voided.' });
    await expect(updateDiagnosisTest({ ...form, id: created.data.id })).resolves.toEqual({ ok: false, message: 'This diagnosis test was voided: it can no longer be changed.' });
    await expect(voidDiagnosisTest({ id: '1; drop table', reason: 'Wrong' })).resolves.toEqual({ ok: false, message: 'This diagnosis test no longer exists.' });
    await expect(voidDiagnosisTest('1; drop table')).resolves.toEqual({ ok: false, message: 'This diagnosis test no longer exists.' });
  });

  it('void only with a reason of 3 to 500 characters, changing nothing otherwise', async () => {
    const created = await createDiagnosisTest(form);
    if (!created.ok) throw new Error(created.message);
    const id = created.data.id;
    const field = (reason: string) => ({ ok: false, message: 'Please correct the highlighted fields.', fieldErrors: { reason } });
    await expect(voidDiagnosisTest({ id })).resolves.toEqual(field('Say why this record is voided'));
    await expect(voidDiagnosisTest({ id, reason: '    ' })).resolves.toEqual(field('Say why this record is voided'));
    await expect(voidDiagnosisTest({ id, reason: ' no ' })).resolves.toEqual(field('The reason must be at least 3 characters'));
    await expect(voidDiagnosisTest({ id, reason: 'x'.repeat(501) })).resolves.toEqual(field('The reason must be at most 500 characters'));
    expect((await getDiagnosisTest(database.db, id))?.voided).toBeNull();
    await expect(voidDiagnosisTest({ id, reason: 'x'.repeat(500) })).resolves.toEqual({ ok: true, data: undefined });
  });

  it("refuse to change another doctor's test", async () => {
    signedIn.current = { sessionId: 's', doctor: { id: 999 } as Doctor };
    const [seeded] = (await listDiagnosisTests(database.db, { page: 1, pageSize: 1000, q: '', sort: null, dir: 'asc' })).rows;
    await expect(voidDiagnosisTest({ id: seeded.id, reason: 'Not mine' })).resolves.toEqual({ ok: false, message: 'Only the doctor who wrote this diagnosis test or an administrator can change it.' });
    expect((await getDiagnosisTest(database.db, seeded.id))?.voided).toBeNull();
  });
});

describe('diagnosis category actions', () => {
  it('refuse without a session', async () => {
    signedIn.current = null;
    await expect(createDiagnosisCategory({ name: 'Gout' })).resolves.toEqual(ENDED);
    await expect(deleteDiagnosisCategory(1)).resolves.toEqual(ENDED);
  });

  it('add a category and refuse its name again in another case', async () => {
    await expect(createDiagnosisCategory({ name: ' Gout ', description: 'Joint pain from uric acid.' })).resolves.toEqual({ ok: true, data: expect.objectContaining({ name: 'Gout' }) });
    expect(revalidatePath).toHaveBeenCalledWith('/doctor/diagnosis-category');
    const message = 'A diagnosis category named "GOUT" already exists';
    await expect(createDiagnosisCategory({ name: 'GOUT', description: '' })).resolves.toEqual({ ok: false, message, fieldErrors: { name: message } });
    await expect(createDiagnosisCategory({ name: '' })).resolves.toEqual(expect.objectContaining({ fieldErrors: { name: 'Category is required' } }));
  });

  it('say why a category in use is not deleted', async () => {
    const used = (await listDiagnosisCategories(database.db, { page: 1, pageSize: 100, q: '', sort: null, dir: 'asc' })).rows.find((category) => category.testCount === 1)!;
    await expect(deleteDiagnosisCategory(used.id)).resolves.toEqual({
      ok: false,
      message: `${used.name} is used by 1 diagnosis test and cannot be deleted. Change or delete that test first.`,
    });
    expect((await listDiagnosisCategories(database.db, { page: 1, pageSize: 100, q: '', sort: null, dir: 'asc' })).rows.map((category) => category.id)).toContain(used.id);
  });
});
