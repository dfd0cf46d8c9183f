import { gt, sql } from 'drizzle-orm';
import { todayIso } from '@/lib/clinic-time';
import type { Doctor } from '@/lib/staff/queries/doctors';
import { auditEvents } from '@/lib/db/schema';
import { listCaseReports } from '@/lib/reports/queries/case-reports';
import { listDocuments } from '@/lib/reports/queries/documents';
import { listInvestigations } from '@/lib/reports/queries/investigations';
import { searchPatientOptions } from '@/lib/patients/queries/options';
import { createCaseReport, createInvestigation, loadAttachmentPreview, updateDocument, voidCaseReport, voidDocument } from './actions';
import { withSeededDatabase } from '@/tests/seeded-database';
import { signedIn } from '@/tests/signed-in';

jest.mock('next/cache', () => ({ revalidatePath: jest.fn() }));
jest.mock('@/lib/auth/current-doctor', () => jest.requireActual('@/tests/signed-in').currentDoctorModule);

const database = withSeededDatabase();
beforeEach(() => {
  signedIn.current = { sessionId: 's', doctor: { id: 1 } as Doctor };
});

/** A seeded patient that the reports below are filed for. */
let patient: { id: number; patientNumber: string; fullName: string; email: string | null };
beforeAll(async () => {
  [patient] = await searchPatientOptions(database.db, { q: 'Aisha Bello' });
});
const report = () => ({ kind: 'death', patientId: patient.id, doctorName: 'Dr. Ada Obi', doctorEmail: 'ada@clinic.ng', date: todayIso() });

describe('report actions', () => {
  it('refuse every change without a session', async () => {
    signedIn.current = null;
    const documentsBefore = (await listDocuments(database.db, { page: 1, pageSize: 10 })).total;
    const ended = { ok: false, message: 'Your session has ended. Sign in again.' };
    await expect(createCaseReport(report())).resolves.toEqual(ended);
    await expect(voidDocument({ id: 1, reason: 'Wrong file' })).resolves.toEqual(ended);
    await expect(loadAttachmentPreview(1)).resolves.toEqual(ended);
    expect((await listDocuments(database.db, { page: 1, pageSize: 10 })).total).toBe(documentsBefore);
  });

  it('create a death report for the chosen patient, and void it: it leaves the list, kept with the reason; a second void is refused', async () => {
    const created = await createCaseReport(report());
    expect(created).toEqual({ ok: true, data: { caseId: expect.stringMatching(/^DR-\d+$/) } });
    const saved = (await listCaseReports(database.db, { kind: 'death', page: 1, pageSize: 10, q: 'Aisha Bello', sort: null, dir: 'asc' })).rows.find((row) => created.ok && row.caseId === created.data.caseId)!;
    expect(saved.patient).toEqual({ patientId: patient.id, patientNumber: patient.patientNumber, name: 'Aisha Bello', email: patient.email, avatar: expect.any(String) });
    await expect(voidCaseReport({ kind: 'death', id: saved.id, reason: 'x' })).resolves.toEqual(
      expect.objectContaining({ ok: false, fieldErrors: { reason: 'The reason must be at least 3 characters' } }),
    );
    await expect(voidCaseReport({ kind: 'death', id: saved.id, reason: 'Filed twice' })).resolves.toEqual({ ok: true, data: undefined });
    const listed = (await listCaseReports(database.db, { kind: 'death', page: 1, pageSize: 10, q: 'Aisha Bello', sort: null, dir: 'asc' })).rows;
    expect(listed.map((row) => row.id)).not.toContain(saved.id);
    await expect(voidCaseReport({ kind: 'death', id: saved.id, reason: 'Again' })).resolves.toEqual({ ok: false, message: 'This report was already voided.' });
  });

  it('want a patient: none chosen says "Select a patient", and nothing is saved', async () => {
    const before = (await listCaseReports(database.db, { kind: 'death', page: 1, pageSize: 10, q: '', sort: null, dir: 'asc' })).total;
    const result = await createCaseReport({ ...report(), patientId: null });
    expect(result).toEqual(expect.objectContaining({ ok: false, fieldErrors: { patientId: 'Select a patient' } }));
    expect((await listCaseReports(database.db, { kind: 'death', page: 1, pageSize: 10, q: '', sort: null, dir: 'asc' })).total).toBe(before);
  });

  it('refuse an attachment that is not a PDF, PNG, JPEG or CSV, by its content', async () => {
    const before = (await listInvestigations(database.db, { page: 1, pageSize: 10, q: '', sort: null, dir: 'asc' })).total;
    const form = new FormData();
    for (const [name, value] of Object.entries({ patientId: String(patient.id), date: todayIso(), title: 'ECG', status: 'Completed' })) {
      form.set(name, value);
    }
    form.set('attachment', new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00])], 'report.pdf', { type: 'application/pdf' }));
    const result = await createInvestigation(form);
    expect(result).toEqual(expect.objectContaining({ ok: false, fieldErrors: { attachment: 'The attachment must be a PDF, PNG, JPEG or CSV file' } }));
    expect((await listInvestigations(database.db, { page: 1, pageSize: 10, q: '', sort: null, dir: 'asc' })).total).toBe(before);

    form.set('attachment', new File(['test,value\nECG,normal\n'], 'ecg.csv'));
    await expect(createInvestigation(form)).resolves.toEqual({ ok: true, data: undefined });
    const [newest] = (await listInvestigations(database.db, { page: 1, pageSize: 10, q: 'Aisha Bello', sort: null, dir: 'asc' })).rows.filter((row) => row.title === 'ECG');
    expect(newest.attachment).toEqual(expect.objectContaining({ fileName: 'ecg.csv', mime: 'text/csv' }));
  });

  it('update an operation report and preview its document', async () => {
    const [document] = (await listDocuments(database.db, { page: 1, pageSize: 10 })).rows;
    const form = new FormData();
    form.set('id', String(document.id));
    form.set('patientId', String(patient.id));
    form.set('surgery', '');
    form.set('generatedBy', 'Dr. Obi');
    expect(await updateDocument(form)).toEqual(expect.objectContaining({ ok: false, fieldErrors: { surgery: 'Surgery is required' } }));
    form.set('surgery', 'Laparoscopic cholecystectomy');
    await expect(updateDocument(form)).resolves.toEqual({ ok: true, data: undefined });
    expect((await listDocuments(database.db, { page: 1, pageSize: 10 })).rows[0]).toEqual({
      ...document,
      surgery: 'Laparoscopic cholecystectomy',
      generatedBy: 'Dr. Obi',
      patient: { id: patient.id, fullName: 'Aisha Bello', email: patient.email },
    });

    const [{ last }] = await database.db.select({ last: sql<number>`coalesce(max(${auditEvents.id}), 0)::int` }).from(auditEvents);
    const preview = await loadAttachmentPreview(document.attachment!.id);
    expect(preview).toEqual({
      ok: true,
      data: expect.objectContaining({ fileName: document.attachment!.fileName, mime: 'application/pdf', preview: { kind: 'pdf' } }),
    });
    // The file's contents were sent: one line, the operation report and its patient, as the doctor.
    expect(await database.db.select().from(auditEvents).where(gt(auditEvents.id, last))).toEqual([
      expect.objectContaining({ actorId: 1, action: 'view', entity: 'medical-report', entityId: String(document.id), patientId: patient.id, detail: `file ${document.attachment!.id}, previewed` }),
    ]);
    await expect(loadAttachmentPreview('nope')).resolves.toEqual(expect.objectContaining({ ok: false }));
  });
});
