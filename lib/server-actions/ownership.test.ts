import { eq } from 'drizzle-orm';
import { todayIso } from '@/lib/clinic-time';
import { caseReports, diagnosisCategories, diagnosisTests, documents, doctors, investigations, patients, prescriptions } from '@/lib/db/schema';
import type { Doctor } from '@/lib/staff/queries/doctors';
import { getAttachment } from '@/lib/reports/queries/attachments';
import { createDiagnosisCategory, deleteDiagnosisCategory } from '@/lib/diagnosis/actions/categories';
import { voidDiagnosisTest } from '@/lib/diagnosis/actions/tests';
import { setPrescriptionStatus, voidPrescription } from '@/lib/prescriptions/actions';
import { createCaseReport, updateDocument, voidCaseReport, voidDocument, voidInvestigation } from '@/lib/reports/actions';
import { withSeededDatabase } from '@/tests/seeded-database';
import { signedIn } from '@/tests/signed-in';

// A freshly signed-up account once deleted (now: voided) or overwrote another doctor's records; these keep it shut.

jest.mock('next/cache', () => ({ revalidatePath: jest.fn() }));
jest.mock('@/lib/auth/current-doctor', () => jest.requireActual('@/tests/signed-in').currentDoctorModule);

const database = withSeededDatabase();
let administrator: Doctor;
let stranger: Doctor;

beforeAll(async () => {
  [administrator] = await database.db.select().from(doctors);
  [stranger] = await database.db.insert(doctors).values({ email: 'stranger@example.ng', firstName: 'New', lastName: 'Signup', passwordHash: 'x' }).returning();
});
const signInAs = (doctor: Doctor) => {
  signedIn.current = { sessionId: `s-${doctor.id}`, doctor };
};

const first = async <T extends { id: number }>(rows: Promise<T[]>) => (await rows)[0];

describe("a second account and another doctor's records", () => {
  it('the seeded records belong to the demo doctor, an administrator; a signup is a doctor', () => {
    expect(administrator).toMatchObject({ role: 'administrator', status: 'active' });
    expect(stranger).toMatchObject({ role: 'doctor', status: 'active' });
  });

  it('cannot void or overwrite them, and nothing changes', async () => {
    signInAs(stranger);
    const birth = await first(database.db.select().from(caseReports).where(eq(caseReports.kind, 'birth')));
    const death = await first(database.db.select().from(caseReports).where(eq(caseReports.kind, 'death')));
    const investigation = await first(database.db.select().from(investigations));
    const document = await first(database.db.select().from(documents));
    const category = await first(database.db.select().from(diagnosisCategories));
    const test = await first(database.db.select().from(diagnosisTests));
    const prescription = await first(database.db.select().from(prescriptions));
    const reportRefusal = { ok: false, message: 'Only the doctor who wrote this report or an administrator can change it.' };

    await expect(voidCaseReport({ kind: 'birth', id: birth.id, reason: 'Not mine' })).resolves.toEqual(reportRefusal);
    await expect(voidCaseReport({ kind: 'death', id: death.id, reason: 'Not mine' })).resolves.toEqual(reportRefusal);
    await expect(voidInvestigation({ id: investigation.id, reason: 'Not mine' })).resolves.toEqual(reportRefusal);
    await expect(voidDocument({ id: document.id, reason: 'Not mine' })).resolves.toEqual(reportRefusal);
    const replacement = new FormData();
    replacement.set('id', String(document.id));
    replacement.set('patientId', String(document.patientId));
    replacement.set('surgery', 'Overwritten');
    replacement.set('generatedBy', 'Stranger');
    replacement.set('attachment', new File(['a,b\n1,2\n'], 'evil.csv'));
    await expect(updateDocument(replacement)).resolves.toEqual(reportRefusal);
    await expect(deleteDiagnosisCategory(category.id)).resolves.toEqual({
      ok: false,
      message: 'Only the doctor who added this diagnosis category or an administrator can delete it.',
    });
    await expect(voidDiagnosisTest({ id: test.id, reason: 'Not mine' })).resolves.toEqual(expect.objectContaining({ ok: false }));
    await expect(setPrescriptionStatus({ id: prescription.id, status: !prescription.status })).resolves.toEqual(expect.objectContaining({ ok: false }));
    await expect(voidPrescription({ id: prescription.id, reason: 'Not mine' })).resolves.toEqual(expect.objectContaining({ ok: false }));

    expect(await first(database.db.select().from(caseReports).where(eq(caseReports.id, birth.id)))).toEqual(birth);
    expect(await first(database.db.select().from(caseReports).where(eq(caseReports.id, death.id)))).toEqual(death);
    expect(await first(database.db.select().from(investigations).where(eq(investigations.id, investigation.id)))).toEqual(investigation);
    expect(await first(database.db.select().from(documents).where(eq(documents.id, document.id)))).toEqual(document);
    expect((await getAttachment(database.db, document.attachmentId!))?.fileName).not.toBe('evil.csv');
    expect(await first(database.db.select().from(diagnosisCategories).where(eq(diagnosisCategories.id, category.id)))).toEqual(category);
    expect(await first(database.db.select().from(diagnosisTests).where(eq(diagnosisTests.id, test.id)))).toEqual(test);
    expect(await first(database.db.select().from(prescriptions).where(eq(prescriptions.id, prescription.id)))).toEqual(prescription);
  });

  it('can change its own records, and an administrator can change them too', async () => {
    signInAs(stranger);
    const [patient] = await database.db.select({ id: patients.id }).from(patients).limit(1);
    const report = { kind: 'birth', patientId: patient.id, doctorName: 'Dr. New Signup', doctorEmail: 'stranger@example.ng', date: todayIso() };
    const own = await createCaseReport(report);
    const other = await createCaseReport(report);
    const ownCategory = await createDiagnosisCategory({ name: 'Stranger category', description: '' });
    if (!own.ok || !other.ok || !ownCategory.ok) throw new Error('could not create');
    const [ownRow] = await database.db.select().from(caseReports).where(eq(caseReports.caseId, own.data.caseId));
    const [otherRow] = await database.db.select().from(caseReports).where(eq(caseReports.caseId, other.data.caseId));
    expect(ownRow.authorId).toBe(stranger.id);
    await expect(voidCaseReport({ kind: 'birth', id: ownRow.id, reason: 'Filed twice' })).resolves.toEqual({ ok: true, data: undefined });

    signInAs(administrator);
    await expect(voidCaseReport({ kind: 'birth', id: otherRow.id, reason: 'Filed twice' })).resolves.toEqual({ ok: true, data: undefined });
    await expect(deleteDiagnosisCategory(ownCategory.data.id)).resolves.toEqual({ ok: true, data: undefined });
  });

  it('answers an id outside the column\'s range as a missing record', async () => {
    signInAs(stranger);
    const missing = { ok: false, message: 'This report no longer exists. Reload the page.' };
    await expect(voidInvestigation({ id: 2147483648, reason: 'Missing' })).resolves.toEqual(missing);
    await expect(voidDocument({ id: 2147483648, reason: 'Missing' })).resolves.toEqual(missing);
    await expect(voidCaseReport({ kind: 'birth', id: 2147483648, reason: 'Missing' })).resolves.toEqual(missing);
  });
});
