import type { Doctor } from '@/lib/data/doctors';
import { listCaseReports } from '@/lib/data/case-reports';
import { listDocuments } from '@/lib/data/documents';
import { listInvestigations } from '@/lib/data/investigations';
import { todayIso } from '@/lib/format';
import { createCaseReport, createInvestigation, loadAttachmentPreview, updateDocument, voidCaseReport, voidDocument } from './reports';
import { withSeededDatabase } from '@/tests/seeded-database';
import { signedIn } from '@/tests/signed-in';

jest.mock('next/cache', () => ({ revalidatePath: jest.fn() }));
jest.mock('@/lib/auth/current-doctor', () => jest.requireActual('@/tests/signed-in').currentDoctorModule);

const database = withSeededDatabase();
beforeEach(() => {
  signedIn.current = { sessionId: 's', doctor: { id: 1 } as Doctor };
});

const report = { kind: 'death', patientName: 'Emeka Nwosu', patientEmail: 'emeka@example.ng', doctorName: 'Dr. Ada Obi', doctorEmail: 'ada@clinic.ng', date: todayIso() };

describe('report actions', () => {
  it('refuse every change without a session', async () => {
    signedIn.current = null;
    const documentsBefore = (await listDocuments(database.db, { page: 1, pageSize: 10 })).total;
    const ended = { ok: false, message: 'Your session has ended. Sign in again.' };
    await expect(createCaseReport(report)).resolves.toEqual(ended);
    await expect(voidDocument({ id: 1, reason: 'Wrong file' })).resolves.toEqual(ended);
    await expect(loadAttachmentPreview(1)).resolves.toEqual(ended);
    expect((await listDocuments(database.db, { page: 1, pageSize: 10 })).total).toBe(documentsBefore);
  });

  it('create and void a death report: it leaves the list, kept with the reason; a second void is refused', async () => {
    const created = await createCaseReport(report);
    expect(created).toEqual({ ok: true, data: { caseId: expect.stringMatching(/^DR-\d+$/) } });
    const saved = (await listCaseReports(database.db, { kind: 'death', page: 1, pageSize: 10, q: 'Emeka Nwosu', sort: null, dir: 'asc' })).rows.find((row) => created.ok && row.caseId === created.data.caseId)!;
    expect(saved.patient.name).toBe('Emeka Nwosu');
    await expect(voidCaseReport({ kind: 'death', id: saved.id, reason: 'x' })).resolves.toEqual(
      expect.objectContaining({ ok: false, fieldErrors: { reason: 'The reason must be at least 3 characters' } }),
    );
    await expect(voidCaseReport({ kind: 'death', id: saved.id, reason: 'Filed twice' })).resolves.toEqual({ ok: true, data: undefined });
    const listed = (await listCaseReports(database.db, { kind: 'death', page: 1, pageSize: 10, q: 'Emeka Nwosu', sort: null, dir: 'asc' })).rows;
    expect(listed.map((row) => row.id)).not.toContain(saved.id);
    await expect(voidCaseReport({ kind: 'death', id: saved.id, reason: 'Again' })).resolves.toEqual({ ok: false, message: 'This report was already voided.' });
  });

  it('refuse an attachment that is not a PDF, PNG, JPEG or CSV, by its content', async () => {
    const before = (await listInvestigations(database.db, { page: 1, pageSize: 10, q: '', sort: null, dir: 'asc' })).total;
    const form = new FormData();
    for (const [name, value] of Object.entries({ userName: 'Ada Obi', userEmail: 'ada@example.ng', date: todayIso(), title: 'ECG', status: 'Completed' })) {
      form.set(name, value);
    }
    form.set('attachment', new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00])], 'report.pdf', { type: 'application/pdf' }));
    const result = await createInvestigation(form);
    expect(result).toEqual(expect.objectContaining({ ok: false, fieldErrors: { attachment: 'The attachment must be a PDF, PNG, JPEG or CSV file' } }));
    expect((await listInvestigations(database.db, { page: 1, pageSize: 10, q: '', sort: null, dir: 'asc' })).total).toBe(before);

    form.set('attachment', new File(['test,value\nECG,normal\n'], 'ecg.csv'));
    await expect(createInvestigation(form)).resolves.toEqual({ ok: true, data: undefined });
    const [newest] = (await listInvestigations(database.db, { page: 1, pageSize: 10, q: 'Ada Obi', sort: null, dir: 'asc' })).rows.filter((row) => row.title === 'ECG');
    expect(newest.attachment).toEqual(expect.objectContaining({ fileName: 'ecg.csv', mime: 'text/csv' }));
  });

  it('update an operation report and preview its document', async () => {
    const [document] = (await listDocuments(database.db, { page: 1, pageSize: 10 })).rows;
    const form = new FormData();
    form.set('id', String(document.id));
    form.set('surgery', '');
    form.set('generatedBy', 'Dr. Obi');
    expect(await updateDocument(form)).toEqual(expect.objectContaining({ ok: false, fieldErrors: { surgery: 'Surgery is required' } }));
    form.set('surgery', 'Laparoscopic cholecystectomy');
    await expect(updateDocument(form)).resolves.toEqual({ ok: true, data: undefined });
    expect((await listDocuments(database.db, { page: 1, pageSize: 10 })).rows[0]).toEqual({ ...document, surgery: 'Laparoscopic cholecystectomy', generatedBy: 'Dr. Obi' });

    const preview = await loadAttachmentPreview(document.attachment!.id);
    expect(preview).toEqual({
      ok: true,
      data: expect.objectContaining({ fileName: document.attachment!.fileName, mime: 'application/pdf', preview: { kind: 'pdf' } }),
    });
    await expect(loadAttachmentPreview('nope')).resolves.toEqual(expect.objectContaining({ ok: false }));
  });
});
