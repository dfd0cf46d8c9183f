import { eq } from 'drizzle-orm';
import { REPORTS_PAGE_SIZE } from '@/lib/constants';
import { listMedicalReports } from '@/lib/reports/queries/medical-reports';
import { listPatientReports } from '@/lib/reports/queries/patient-reports';
import { attachments, caseReports, doctors, investigations, medicalReports, patients } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { createSeededTestDatabase } from '@/mocks/testing';
import { CHART_PAGE_SIZE } from '../[id]/_components/chart-lists';
import { loadSheetReports } from './sheet-reports';

// The patients list's side sheet and the chart's Medical reports list one patient's reports: the same rows, in the
// same order, counted alike, whatever table each report is in and whether it was voided.

let handle: DbHandle;
let patientId: number;

/** The chart's pages of the patient's reports, one after another: what a doctor paging through the chart sees. */
async function chartRows(id: number) {
  const first = await listPatientReports(handle.db, id, { page: 1, pageSize: CHART_PAGE_SIZE });
  const pages = Math.ceil(first.total / CHART_PAGE_SIZE);
  const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, index) => listPatientReports(handle.db, id, { page: index + 2, pageSize: CHART_PAGE_SIZE })));
  return { total: first.total, voided: first.voided, rows: [first, ...rest].flatMap((page) => page.rows) };
}

async function sheetRows(id: number) {
  const first = await loadSheetReports(handle.db, id, 1);
  if (!first.ok) throw new Error('the sheet could not read the reports');
  const pages = Math.ceil(first.list.total / REPORTS_PAGE_SIZE);
  const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, index) => loadSheetReports(handle.db, id, index + 2)));
  return { total: first.list.total, voided: first.list.voided, rows: [first, ...rest].flatMap((page) => (page.ok ? page.list.rows : [])) };
}

beforeAll(async () => {
  handle = await createSeededTestDatabase();
  const { db } = handle;
  const [{ id: doctorId }] = await db.select({ id: doctors.id }).from(doctors).limit(1);
  [{ id: patientId }] = await db
    .insert(patients)
    .values({ firstName: 'Sheet', lastName: 'Chart', phone: '+2348000000011', gender: 'female', dateOfBirth: '1970-05-05' })
    .returning({ id: patients.id });
  const [{ id: fileId }] = await db.insert(attachments).values({ fileName: 'echo.pdf', mime: 'application/pdf', bytes: new Uint8Array([37, 80, 68, 70]) }).returning({ id: attachments.id });
  // What the doctor found: an echocardiogram just uploaded (an investigation, which the hospital API's medical
  // reports never held), medical reports (one abnormal, one voided), and a birth report.
  await db.insert(investigations).values({ patientId, userName: 'Sheet Chart', userEmail: '', date: '2026-03-14', title: 'Echocardiogram', status: 'Pending', attachmentId: fileId });
  await db.insert(medicalReports).values([
    { patientId, title: 'ECG', reportDate: '2026-03-12', doctorName: 'Dr. A', result: 'ST depression', status: 'abnormal' },
    { patientId, title: 'Full blood count', reportDate: '2026-03-10', doctorName: 'Dr. A', result: 'Normal', status: 'normal' },
    { patientId, title: 'Wrong patient', reportDate: '2026-03-09', doctorName: 'Dr. A', result: '-', status: 'pending' },
  ]);
  await db
    .update(medicalReports)
    .set({ voidedAt: new Date('2026-03-13T08:00:00Z'), voidedById: doctorId, voidReason: 'Filed for the wrong patient' })
    .where(eq(medicalReports.title, 'Wrong patient'));
  await db.insert(caseReports).values({ kind: 'birth', caseId: 'BR-990001', patientId, patientName: 'Sheet Chart', patientEmail: '', doctorName: 'Dr. A', doctorEmail: 'a@clinic.ng', date: '2026-03-08' });
});

afterAll(() => handle.close());

describe("the side sheet's medical reports", () => {
  it('are the rows of the chart, in its order, counted alike (the voided one marked in both)', async () => {
    const [sheet, chart] = await Promise.all([sheetRows(patientId), chartRows(patientId)]);
    expect(sheet).toEqual(chart);
    expect(sheet.rows.map((row) => [row.kind, row.title, row.status, row.voided === null ? 'standing' : 'voided'])).toEqual([
      ['investigation', 'Echocardiogram', 'Pending', 'standing'],
      ['medical', 'ECG', 'abnormal', 'standing'],
      ['medical', 'Full blood count', 'normal', 'standing'],
      ['medical', 'Wrong patient', 'pending', 'voided'],
      ['birth', 'BR-990001', null, 'standing'],
    ]);
    expect([sheet.total, sheet.voided]).toEqual([5, 1]);
  });

  it('hold more than the hospital API’s medical reports, which list one kind only and leave voided ones out', async () => {
    const api = await listMedicalReports(handle.db, { patientId, page: 1, pageSize: 100 });
    expect(api.rows.map((row) => row.title)).toEqual(['ECG', 'Full blood count']);
    const sheet = await sheetRows(patientId);
    expect(sheet.rows.map((row) => row.title)).toEqual(expect.arrayContaining(api.rows.map((row) => row.title)));
  });

  it('agree with the chart for every seeded patient with reports, across pages', async () => {
    const seeded = await handle.db.selectDistinct({ id: investigations.patientId }).from(investigations);
    expect(seeded.length).toBeGreaterThan(0);
    for (const { id } of seeded) {
      if (id === null) continue;
      expect(await sheetRows(id)).toEqual(await chartRows(id));
    }
  });

  it('serve the last page for a page past the end, ten to a page', async () => {
    const past = await loadSheetReports(handle.db, patientId, 9);
    expect(past).toMatchObject({ patientId, ok: true, pageSize: 10, list: { page: 1, total: 5 } });
  });

  it('say the read failed, in plain words, when the database does not answer', async () => {
    const broken = { execute: () => Promise.reject(new Error('connection terminated')) } as unknown as DbHandle['db'];
    await expect(loadSheetReports(broken, patientId, 1)).resolves.toEqual({ patientId, ok: false, error: { message: 'The data could not be read. Try again in a moment.' } });
  });
});
