import { count } from 'drizzle-orm';
import { attachments } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { createSeededTestDatabase } from '@/mocks/testing';
import { getAttachment } from './attachments';
import { createCaseReport, deleteCaseReport, listCaseReports } from './case-reports';
import { pdfTextLines } from './pdf-text';
import { deleteDocument, getDocument, listDocuments, updateDocument } from './documents';
import { createInvestigation, deleteInvestigation, listInvestigations } from './investigations';

jest.setTimeout(60_000);

let handle: DbHandle;
beforeAll(async () => {
  handle = await createSeededTestDatabase();
});
afterAll(() => handle.close());

const attachmentCount = async () => (await handle.db.select({ value: count() }).from(attachments))[0].value;
const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.4\n1 0 obj\n<< /Length 9 >>\nstream\n(${text}) Tj\nendstream\nendobj\n`);

describe('case reports', () => {
  it('lists at least ten of each kind, newest first', async () => {
    for (const kind of ['birth', 'death'] as const) {
      const reports = await listCaseReports(handle.db, kind);
      expect(reports.length).toBeGreaterThanOrEqual(10);
      expect(reports.every((report) => report.kind === kind)).toBe(true);
      const dates = reports.map((report) => report.date);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(reports[0].patient).toEqual({ name: expect.stringMatching(/\S+ \S+/), email: expect.stringContaining('@'), avatar: expect.any(String) });
    }
  });

  it('gives a new report the next CASE ID of its kind, and deletes it by kind', async () => {
    const input = { patientName: 'Ngozi Eze', patientEmail: 'ngozi@example.ng', doctorName: 'Dr. Ada Obi', doctorEmail: 'ada@clinic.ng', date: '2026-03-10', notes: '' };
    const highest = async (kind: 'birth' | 'death') =>
      Math.max(...(await listCaseReports(handle.db, kind)).map((report) => Number(report.caseId.slice(3))));
    const [births, deaths] = [await highest('birth'), await highest('death')];
    const birth = await createCaseReport(handle.db, { kind: 'birth', ...input }, null);
    const nextBirth = await createCaseReport(handle.db, { kind: 'birth', ...input }, null);
    const death = await createCaseReport(handle.db, { kind: 'death', ...input }, null);
    expect(birth.caseId).toBe(`BR-${births + 1}`);
    expect(nextBirth.caseId).toBe(`BR-${births + 2}`);
    expect(death.caseId).toBe(`DR-${deaths + 1}`);
    expect((await listCaseReports(handle.db, 'birth')).map((report) => report.caseId)).toContain(birth.caseId);

    await expect(deleteCaseReport(handle.db, 'death', birth.id)).resolves.toBe(false);
    await expect(deleteCaseReport(handle.db, 'birth', birth.id)).resolves.toBe(true);
    await expect(deleteCaseReport(handle.db, 'birth', birth.id)).resolves.toBe(false);
    expect((await listCaseReports(handle.db, 'birth')).map((report) => report.caseId)).not.toContain(birth.caseId);
  });
});

describe('investigations', () => {
  it('lists at least ten with their attachments', async () => {
    const list = await listInvestigations(handle.db);
    expect(list.length).toBeGreaterThanOrEqual(10);
    expect(list.every((row) => row.attachment !== null)).toBe(true);
    expect(new Set(list.map((row) => row.status))).toEqual(new Set(['Completed', 'Pending', 'In Progress']));
  });

  it('creates one with its file and deletes both', async () => {
    const before = await attachmentCount();
    const created = await createInvestigation(
      handle.db,
      { userName: 'Tunde Bello', userEmail: 'tunde@example.ng', date: '2026-03-14', title: 'Chest X-Ray', status: 'Pending' },
      { fileName: 'xray.pdf', mime: 'application/pdf', bytes: pdf('X-ray') },
      null,
    );
    expect(created).toEqual(expect.objectContaining({ title: 'Chest X-Ray', attachment: { id: expect.any(Number), fileName: 'xray.pdf', mime: 'application/pdf' } }));
    expect(await attachmentCount()).toBe(before + 1);
    await expect(deleteInvestigation(handle.db, created.id)).resolves.toBe(true);
    expect(await attachmentCount()).toBe(before);
    await expect(deleteInvestigation(handle.db, created.id)).resolves.toBe(false);
  });

  it('creates one without a file', async () => {
    const created = await createInvestigation(handle.db, { userName: 'Ada', userEmail: 'a@b.ng', date: '2026-03-14', title: 'FBC', status: 'Completed' }, null, null);
    expect(created.attachment).toBeNull();
  });
});

describe('documents (Operation Reports)', () => {
  it('lists at least ten, each with a readable PDF', async () => {
    const list = await listDocuments(handle.db);
    expect(list.length).toBeGreaterThanOrEqual(10);
    const file = await getAttachment(handle.db, list[0].attachment!.id);
    expect(pdfTextLines(file!.bytes)[0]).toBe(`Operation note: ${list[0].surgery}`);
  });

  it('updates the fields, replaces the file (deleting the old one) and deletes', async () => {
    const [first] = await listDocuments(handle.db);
    const oldFile = first.attachment!.id;
    const kept = await updateDocument(handle.db, first.id, { surgery: 'Hernia repair', generatedBy: 'Dr. Obi' }, null);
    expect(kept).toEqual({ ...first, surgery: 'Hernia repair', generatedBy: 'Dr. Obi' });

    const replaced = await updateDocument(handle.db, first.id, { surgery: 'Hernia repair', generatedBy: 'Dr. Obi' }, { fileName: 'new.pdf', mime: 'application/pdf', bytes: pdf('New') });
    expect(replaced!.attachment).toEqual({ id: expect.any(Number), fileName: 'new.pdf', mime: 'application/pdf' });
    await expect(getAttachment(handle.db, oldFile)).resolves.toBeUndefined();

    await expect(updateDocument(handle.db, 999_999, { surgery: 'x', generatedBy: 'y' }, null)).resolves.toBeNull();
    await expect(deleteDocument(handle.db, first.id)).resolves.toBe(true);
    await expect(getDocument(handle.db, first.id)).resolves.toBeNull();
    await expect(getAttachment(handle.db, replaced!.attachment!.id)).resolves.toBeUndefined();
  });
});
