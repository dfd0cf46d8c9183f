import { count, eq, isNull } from 'drizzle-orm';
import { attachments, caseReports, doctors, documents, investigations, patients } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { formatPatientNumber } from '@/lib/patients/rules/number';
import { createSeededTestDatabase } from '@/mocks/testing';
import { pdfText } from '@/tests/pdf-text';
import { getAttachment } from '@/lib/reports/queries/attachments';
import type { CaseReportKind } from '@/lib/db/schema/enums';
import { createCaseReport, voidCaseReport } from './case-reports';
import { listCaseReports, type CaseReportListParams } from '@/lib/reports/queries/case-reports';
import { updateDocument, voidDocument } from './documents';
import { getDocument, listDocuments } from '@/lib/reports/queries/documents';
import { createInvestigation, voidInvestigation } from './investigations';
import { getInvestigation, listInvestigations, type InvestigationListParams } from '@/lib/reports/queries/investigations';

let handle: DbHandle;
/** Who voids, in these tests. */
let by: number;
/** A patient of this suite's own: Ngozi Eze, whom the reports below are filed for. */
let ngozi: { id: number; email: string | null };
beforeAll(async () => {
  handle = await createSeededTestDatabase();
  [{ id: by }] = await handle.db.select({ id: doctors.id }).from(doctors).limit(1);
  ngozi = await addPatient('Ngozi', 'Eze', 'ngozi.reports@example.ng');
});
afterAll(() => handle.close());

/** Every row at once: what the pages are checked against. */
const ALL: InvestigationListParams = { page: 1, pageSize: 1000, q: '', sort: null, dir: 'asc' };
const PAGE = { ...ALL, pageSize: 10 };
const allCaseReports = async (kind: CaseReportKind) => (await listCaseReports(handle.db, { ...ALL, kind })).rows;
const caseReportPage = (params: Partial<CaseReportListParams> & { kind: CaseReportKind }) => listCaseReports(handle.db, { ...PAGE, ...params });
const newestFirst = <T extends { id: number; date: string }>(rows: T[]) =>
  [...rows].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id).map((row) => row.id);
const ids = (rows: Array<{ id: number }>) => rows.map((row) => row.id);

/** Registers a patient (every report is filed for one). */
async function addPatient(firstName: string, lastName: string, email: string | null) {
  const [row] = await handle.db
    .insert(patients)
    .values({ firstName, lastName, email, phone: '+2348000000000', gender: 'female', dateOfBirth: '1990-01-01' })
    .returning({ id: patients.id, email: patients.email, patientNumber: patients.patientNumber });
  return row;
}

/** A create's report, failing the test when it said 'unknown-patient'. */
function saved<T>(result: T | 'unknown-patient'): T {
  if (result === 'unknown-patient') throw new Error('the patient was not found');
  return result;
}

const attachmentCount = async () => (await handle.db.select({ value: count() }).from(attachments))[0].value;
const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.4\n1 0 obj\n<< /Length 9 >>\nstream\n(${text}) Tj\nendstream\nendobj\n`);

describe('case reports', () => {
  it('lists at least ten of each kind, newest first', async () => {
    for (const kind of ['birth', 'death'] as const) {
      const reports = await allCaseReports(kind);
      expect(reports.length).toBeGreaterThanOrEqual(10);
      expect(reports.every((report) => report.kind === kind)).toBe(true);
      const dates = reports.map((report) => report.date);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(reports[0].patient).toEqual({ patientId: expect.any(Number), patientNumber: expect.stringMatching(/^P-\d{6}$/), name: expect.stringMatching(/\S+ \S+/), email: expect.stringContaining('@'), avatar: expect.any(String) });
    }
  });

  it('gives a new report the next CASE ID of its kind, and voids it by kind', async () => {
    const input = { patientId: ngozi.id, doctorName: 'Dr. Ada Obi', doctorEmail: 'ada@clinic.ng', date: '2026-03-10', notes: '' };
    const highest = async (kind: 'birth' | 'death') =>
      Math.max(...(await allCaseReports(kind)).map((report) => Number(report.caseId.slice(3))));
    const [births, deaths] = [await highest('birth'), await highest('death')];
    const birth = saved(await createCaseReport(handle.db, { kind: 'birth', ...input }, null));
    const nextBirth = saved(await createCaseReport(handle.db, { kind: 'birth', ...input }, null));
    const death = saved(await createCaseReport(handle.db, { kind: 'death', ...input }, null));
    expect(birth.caseId).toBe(`BR-${births + 1}`);
    expect(nextBirth.caseId).toBe(`BR-${births + 2}`);
    expect(death.caseId).toBe(`DR-${deaths + 1}`);
    expect((await allCaseReports('birth')).map((report) => report.caseId)).toContain(birth.caseId);

    const listedBirths = (await caseReportPage({ kind: 'birth' })).total;
    await expect(voidCaseReport(handle.db, 'death', birth.id, { by, reason: 'Wrong kind' })).resolves.toBe('not-found');
    await expect(voidCaseReport(handle.db, 'birth', birth.id, { by, reason: 'Filed twice' })).resolves.toBe('voided');
    await expect(voidCaseReport(handle.db, 'birth', birth.id, { by, reason: 'Again' })).resolves.toBe('already-voided');
    expect((await allCaseReports('birth')).map((report) => report.caseId)).not.toContain(birth.caseId);
    expect((await caseReportPage({ kind: 'birth' })).total).toBe(listedBirths - 1);
    // Kept, with when, by whom and why.
    const [row] = await handle.db.select().from(caseReports).where(eq(caseReports.id, birth.id));
    expect(row).toMatchObject({ caseId: birth.caseId, voidedById: by, voidReason: 'Filed twice', voidedAt: expect.any(Date) });
  });

  it('never issues a CASE ID again, even once the newest report is voided', async () => {
    const input = { patientId: ngozi.id, doctorName: 'Dr. Ada Obi', doctorEmail: 'ada@clinic.ng', date: '2026-03-10', notes: '' };
    const newest = saved(await createCaseReport(handle.db, { kind: 'birth', ...input }, null));
    await expect(voidCaseReport(handle.db, 'birth', newest.id, { by, reason: 'Filed twice' })).resolves.toBe('voided');
    const next = saved(await createCaseReport(handle.db, { kind: 'birth', ...input }, null));
    expect(Number(next.caseId.slice(3))).toBe(Number(newest.caseId.slice(3)) + 1);
  });

  it('serves 10 a page, newest first, with the total; a page past the end is the last page', async () => {
    for (const kind of ['birth', 'death'] as const) {
      const every = await allCaseReports(kind);
      expect(every.length).toBeGreaterThan(10);
      const lastPage = Math.ceil(every.length / 10);
      const first = await caseReportPage({ kind });
      expect(first).toMatchObject({ total: every.length, page: 1 });
      expect(ids(first.rows)).toEqual(newestFirst(every).slice(0, 10));
      const last = await caseReportPage({ kind, page: lastPage });
      expect(last).toMatchObject({ total: every.length, page: lastPage });
      expect(ids(last.rows)).toEqual(newestFirst(every).slice((lastPage - 1) * 10));
      expect(await caseReportPage({ kind, page: lastPage + 5 })).toEqual(last);
    }
  });

  it('searches a part of the patient name in any letter case, within the kind only', async () => {
    const births = await allCaseReports('birth');
    const surname = births[0].patient.name.split(' ')[1];
    const part = surname.slice(1, 4).toUpperCase();
    const found = await caseReportPage({ kind: 'birth', q: part, pageSize: 1000 });
    const expected = births.filter((report) => report.patient.name.toLowerCase().includes(part.toLowerCase()));
    expect(found.total).toBe(expected.length);
    expect(ids(found.rows)).toEqual(newestFirst(expected));
    expect(found.rows.every((report) => report.kind === 'birth')).toBe(true);
    // A name searched on the other kind's table finds only that kind's reports.
    const deaths = await caseReportPage({ kind: 'death', q: births[0].patient.name, pageSize: 1000 });
    expect(deaths.rows.every((report) => report.kind === 'death')).toBe(true);
    await expect(caseReportPage({ kind: 'birth', q: 'nobody is called this' })).resolves.toEqual({ rows: [], total: 0, page: 1 });
  });

  it('takes % and _ in a search as themselves', async () => {
    const amaka = await addPatient('Amaka', '100%_Sure', 'odd@example.ng');
    const input = { patientId: amaka.id, doctorName: 'Dr. Ada Obi', doctorEmail: 'ada@clinic.ng', date: '2026-03-01', notes: '' };
    const odd = saved(await createCaseReport(handle.db, { kind: 'birth', ...input }, null));
    try {
      for (const q of ['%', '_', '0%_s']) {
        const found = await caseReportPage({ kind: 'birth', q });
        expect({ q, ids: ids(found.rows), total: found.total }).toEqual({ q, ids: [odd.id], total: 1 });
      }
    } finally {
      await voidCaseReport(handle.db, 'birth', odd.id, { by, reason: 'Test clean-up' });
    }
  });

  it('has no sort of its own: the direction in the URL leaves the order newest first', async () => {
    const ascending = await caseReportPage({ kind: 'death', dir: 'asc' });
    await expect(caseReportPage({ kind: 'death', dir: 'desc' })).resolves.toEqual(ascending);
  });
});

describe('investigations', () => {
  it('lists at least ten with their attachments', async () => {
    const list = (await listInvestigations(handle.db, ALL)).rows;
    expect(list.length).toBeGreaterThanOrEqual(10);
    expect(list.every((row) => row.attachment !== null)).toBe(true);
    expect(new Set(list.map((row) => row.status))).toEqual(new Set(['Completed', 'Pending', 'In Progress']));
  });

  it('creates one with its file; voiding it keeps both but leaves the list', async () => {
    const before = await attachmentCount();
    const created = saved(
      await createInvestigation(
        handle.db,
        { patientId: ngozi.id, date: '2026-03-14', title: 'Chest X-Ray', status: 'Pending' },
        { fileName: 'xray.pdf', mime: 'application/pdf', bytes: pdf('X-ray') },
        null,
      ),
    );
    expect(created).toEqual(expect.objectContaining({ title: 'Chest X-Ray', attachment: { id: expect.any(Number), fileName: 'xray.pdf', mime: 'application/pdf' } }));
    expect(await attachmentCount()).toBe(before + 1);
    const listed = (await listInvestigations(handle.db, PAGE)).total;
    await expect(voidInvestigation(handle.db, created.id, { by, reason: 'Wrong patient' })).resolves.toBe('voided');
    expect(await attachmentCount()).toBe(before + 1);
    expect(await getInvestigation(handle.db, created.id)).toEqual(created);
    expect((await listInvestigations(handle.db, PAGE)).total).toBe(listed - 1);
    expect(ids((await listInvestigations(handle.db, ALL)).rows)).not.toContain(created.id);
    const [row] = await handle.db.select().from(investigations).where(eq(investigations.id, created.id));
    expect(row).toMatchObject({ voidedById: by, voidReason: 'Wrong patient' });
    await expect(voidInvestigation(handle.db, created.id, { by, reason: 'Again' })).resolves.toBe('already-voided');
    await expect(voidInvestigation(handle.db, 999_999, { by, reason: 'Nothing' })).resolves.toBe('not-found');
  });

  it('creates one without a file', async () => {
    const created = saved(await createInvestigation(handle.db, { patientId: ngozi.id, date: '2026-03-14', title: 'FBC', status: 'Completed' }, null, null));
    expect(created.attachment).toBeNull();
  });

  it('serves 10 a page, newest first, with the total; a page past the end is the last page', async () => {
    const every = (await listInvestigations(handle.db, ALL)).rows;
    expect(every.length).toBeGreaterThan(10);
    const lastPage = Math.ceil(every.length / 10);
    const first = await listInvestigations(handle.db, PAGE);
    expect(first).toMatchObject({ total: every.length, page: 1 });
    expect(ids(first.rows)).toEqual(newestFirst(every).slice(0, 10));
    const last = await listInvestigations(handle.db, { ...PAGE, page: lastPage });
    expect(last).toMatchObject({ total: every.length, page: lastPage });
    expect(ids(last.rows)).toEqual(newestFirst(every).slice((lastPage - 1) * 10));
    expect(last.rows.at(-1)!.attachment).toEqual(every.find((row) => row.id === last.rows.at(-1)!.id)!.attachment);
    await expect(listInvestigations(handle.db, { ...PAGE, page: lastPage + 5 })).resolves.toEqual(last);
    // No sort of its own: the direction leaves the order as it is.
    await expect(listInvestigations(handle.db, { ...PAGE, dir: 'desc' })).resolves.toEqual(first);
  });

  it('searches a part of the USER name in any letter case; % and _ are themselves', async () => {
    const every = (await listInvestigations(handle.db, ALL)).rows;
    const part = every[0].user.name.split(' ')[0].slice(0, 3).toUpperCase();
    const found = await listInvestigations(handle.db, { ...ALL, q: part });
    const expected = every.filter((row) => row.user.name.toLowerCase().includes(part.toLowerCase()));
    expect(found.total).toBe(expected.length);
    expect(ids(found.rows)).toEqual(newestFirst(expected));
    // The title is not searched.
    await expect(listInvestigations(handle.db, { ...ALL, q: every[0].title })).resolves.toMatchObject({ total: 0 });

    const bisi = await addPatient('Bisi', '50%_Off', 'b@c.ng');
    const odd = saved(await createInvestigation(handle.db, { patientId: bisi.id, date: '2026-03-02', title: 'FBC', status: 'Pending' }, null, null));
    try {
      for (const q of ['%', '_', '50%_o']) {
        const hit = await listInvestigations(handle.db, { ...ALL, q });
        expect({ q, ids: ids(hit.rows) }).toEqual({ q, ids: [odd.id] });
      }
    } finally {
      await voidInvestigation(handle.db, odd.id, { by, reason: 'Test clean-up' });
    }
    await expect(listInvestigations(handle.db, { ...PAGE, q: 'nobody is called this' })).resolves.toEqual({ rows: [], total: 0, page: 1 });
  });
});

describe('documents (Operation Reports)', () => {
  it('lists at least ten, each with a readable PDF', async () => {
    const list = (await listDocuments(handle.db, ALL)).rows;
    expect(list.length).toBeGreaterThanOrEqual(10);
    const file = await getAttachment(handle.db, list[0].attachment!.id);
    expect(Buffer.from(file!.bytes).toString('latin1').startsWith('%PDF-')).toBe(true);
    // Its text as a reader extracts it (the embedded font's glyph codes are not the letters' bytes).
    expect(pdfText(file!.bytes)).toContain(`Operation note: ${list[0].surgery}`);
  });

  it('serves 10 a page in Id order, with the total; a page past the end is the last page', async () => {
    const every = (await listDocuments(handle.db, ALL)).rows;
    expect(every.length).toBeGreaterThan(10);
    const byId = ids(every).sort((a, b) => a - b);
    expect(ids(every)).toEqual(byId);
    const lastPage = Math.ceil(every.length / 10);
    const first = await listDocuments(handle.db, PAGE);
    expect(first).toMatchObject({ total: every.length, page: 1 });
    expect(first.rows).toEqual(every.slice(0, 10));
    const last = await listDocuments(handle.db, { ...PAGE, page: lastPage });
    expect(last).toEqual({ rows: every.slice((lastPage - 1) * 10), total: every.length, page: lastPage });
    await expect(listDocuments(handle.db, { ...PAGE, page: lastPage + 5 })).resolves.toEqual(last);
  });

  it('updates the fields, replaces the file (deleting the old one), and voids: kept with its file, out of the list, no longer changed', async () => {
    const [first] = (await listDocuments(handle.db, PAGE)).rows;
    const oldFile = first.attachment!.id;
    const values = { patientId: ngozi.id, surgery: 'Hernia repair', generatedBy: 'Dr. Obi' };
    const kept = await updateDocument(handle.db, first.id, values, null);
    expect(kept).toEqual({ ...first, surgery: 'Hernia repair', generatedBy: 'Dr. Obi', patient: { id: ngozi.id, fullName: 'Ngozi Eze', email: ngozi.email } });

    const replaced = await updateDocument(handle.db, first.id, values, { fileName: 'new.pdf', mime: 'application/pdf', bytes: pdf('New') });
    if (!replaced || replaced === 'voided' || replaced === 'unknown-patient') throw new Error('not replaced');
    expect(replaced.attachment).toEqual({ id: expect.any(Number), fileName: 'new.pdf', mime: 'application/pdf' });
    await expect(getAttachment(handle.db, oldFile)).resolves.toBeUndefined();

    await expect(updateDocument(handle.db, 999_999, { ...values, surgery: 'x', generatedBy: 'y' }, null)).resolves.toBeNull();
    const listed = (await listDocuments(handle.db, PAGE)).total;
    await expect(voidDocument(handle.db, first.id, { by, reason: 'Wrong theatre list' })).resolves.toBe('voided');
    await expect(getDocument(handle.db, first.id)).resolves.toEqual(replaced);
    await expect(getAttachment(handle.db, replaced.attachment!.id)).resolves.toBeDefined();
    expect((await listDocuments(handle.db, PAGE)).total).toBe(listed - 1);
    expect(ids((await listDocuments(handle.db, ALL)).rows)).not.toContain(first.id);
    const [row] = await handle.db.select().from(documents).where(eq(documents.id, first.id));
    expect(row).toMatchObject({ voidedById: by, voidReason: 'Wrong theatre list' });
    await expect(updateDocument(handle.db, first.id, { ...values, surgery: 'x', generatedBy: 'y' }, null)).resolves.toBe('voided');
    await expect(voidDocument(handle.db, first.id, { by, reason: 'Again' })).resolves.toBe('already-voided');
  });
});

describe('every report is the patient’s', () => {
  const doctor = { doctorName: 'Dr. Ada Obi', doctorEmail: 'ada@clinic.ng', date: '2026-03-09', notes: '' };

  it('files every sample report for a patient', async () => {
    for (const table of [caseReports, investigations] as const) {
      const [unlinked] = await handle.db.select({ value: count() }).from(table).where(isNull(table.patientId));
      expect(unlinked.value).toBe(0);
    }
    const documents = (await listDocuments(handle.db, ALL)).rows;
    expect(documents.every((document) => document.patient !== null)).toBe(true);
  });

  it('files a report for an existing patient only; an unknown one saves nothing', async () => {
    const births = (await caseReportPage({ kind: 'birth' })).total;
    await expect(createCaseReport(handle.db, { kind: 'birth', patientId: 999_999, ...doctor }, null)).resolves.toBe('unknown-patient');
    expect((await caseReportPage({ kind: 'birth' })).total).toBe(births);

    const files = await attachmentCount();
    const investigationsBefore = (await listInvestigations(handle.db, PAGE)).total;
    const file = { fileName: 'x.pdf', mime: 'application/pdf' as const, bytes: pdf('X') };
    await expect(createInvestigation(handle.db, { patientId: 999_999, date: '2026-03-09', title: 'FBC', status: 'Pending' }, file, null)).resolves.toBe('unknown-patient');
    expect((await listInvestigations(handle.db, PAGE)).total).toBe(investigationsBefore);
    expect(await attachmentCount()).toBe(files);

    const [document] = (await listDocuments(handle.db, PAGE)).rows;
    await expect(updateDocument(handle.db, document.id, { patientId: 999_999, surgery: 'x', generatedBy: 'y' }, file)).resolves.toBe('unknown-patient');
    await expect(getDocument(handle.db, document.id)).resolves.toEqual(document);
  });

  it("shows the patient's own name and email, and finds the report by the patient's name after a rename", async () => {
    const patient = await addPatient('Folake', 'Adewale', 'folake.reports@example.ng');
    const birth = saved(await createCaseReport(handle.db, { kind: 'birth', patientId: patient.id, ...doctor }, null));
    const test = saved(await createInvestigation(handle.db, { patientId: patient.id, date: '2026-03-09', title: 'Pelvic ultrasound', status: 'Completed' }, null, null));
    expect(birth.patient).toEqual({ patientId: patient.id, patientNumber: formatPatientNumber(patient.patientNumber), name: 'Folake Adewale', email: 'folake.reports@example.ng', avatar: expect.any(String) });
    expect(test.user).toEqual(birth.patient);

    await handle.db.update(patients).set({ lastName: 'Okonkwo', email: null }).where(eq(patients.id, patient.id));
    const found = await caseReportPage({ kind: 'birth', q: 'folake okon' });
    expect(found.rows.map((row) => [row.id, row.patient.name, row.patient.email])).toEqual([[birth.id, 'Folake Okonkwo', null]]);
    expect(ids((await listInvestigations(handle.db, { ...ALL, q: 'FOLAKE OKON' })).rows)).toEqual([test.id]);
    // The name typed when it was filed no longer finds it: the patient is called otherwise now.
    await expect(caseReportPage({ kind: 'birth', q: 'folake adewale' })).resolves.toMatchObject({ total: 0 });
    await expect(listInvestigations(handle.db, { ...ALL, q: 'folake adewale' })).resolves.toMatchObject({ total: 0 });
  });

  it('keeps a report that no patient matched readable by its typed name and email, and found by it', async () => {
    const [typed] = await handle.db
      .insert(caseReports)
      .values({ kind: 'death', caseId: 'DR-990001', patientName: 'Unmatched Person', patientEmail: 'unmatched@example.ng', ...doctor })
      .returning({ id: caseReports.id });
    const [investigation] = await handle.db
      .insert(investigations)
      .values({ userName: 'Unmatched Person', userEmail: 'unmatched@example.ng', date: '2026-03-09', title: 'ECG', status: 'Pending' })
      .returning({ id: investigations.id });
    const found = await caseReportPage({ kind: 'death', q: 'unmatched pers' });
    expect(found.rows.map((row) => [row.id, row.patient])).toEqual([[typed.id, { patientId: null, patientNumber: null, name: 'Unmatched Person', email: 'unmatched@example.ng', avatar: expect.any(String) }]]);
    const foundTests = await listInvestigations(handle.db, { ...ALL, q: 'unmatched pers' });
    expect(foundTests.rows.map((row) => [row.id, row.user.patientId, row.user.name])).toEqual([[investigation.id, null, 'Unmatched Person']]);
  });

});
