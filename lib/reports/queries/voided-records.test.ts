import { asc, eq, isNotNull } from 'drizzle-orm';
import { caseReports, diagnosisTests, doctors, documents, investigations, medicalReports, patients, prescriptions } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { DEMO_DOCTOR_DISPLAY_NAME } from '@/mocks';
import { createSeededTestDatabase } from '@/mocks/testing';
import { listMedicalReports } from './medical-reports';
import { listVoidedRecords, VOIDED_PAGE_SIZE } from './voided-records';
import { voidRecord, type VoidableKind } from '@/lib/reports/writes/voiding';

let handle: DbHandle;
let by: number;

beforeAll(async () => {
  handle = await createSeededTestDatabase();
  [{ id: by }] = await handle.db.select({ id: doctors.id }).from(doctors).orderBy(asc(doctors.id)).limit(1);
});
afterAll(() => handle.close());

const firstId = async (table: typeof diagnosisTests | typeof prescriptions | typeof medicalReports | typeof caseReports | typeof investigations | typeof documents) =>
  (await handle.db.select({ id: table.id }).from(table).orderBy(asc(table.id)).limit(1))[0].id;

describe('listVoidedRecords', () => {
  it('is empty while nothing is voided', async () => {
    await expect(listVoidedRecords(handle.db, { page: 1 })).resolves.toEqual({ rows: [], total: 0, page: 1 });
  });

  it('lists a voided record of every kind, newest void first, with its patient, who voided it and why', async () => {
    const kinds: Array<[VoidableKind, Parameters<typeof firstId>[0]]> = [
      ['diagnosis-test', diagnosisTests],
      ['prescription', prescriptions],
      ['medical-report', medicalReports],
      ['case-report', caseReports],
      ['investigation', investigations],
      ['document', documents],
    ];
    for (const [kind, table] of kinds) {
      expect(await voidRecord(handle.db, kind, await firstId(table), { by, reason: `Voided ${kind}` })).toBe('voided');
    }
    const page = await listVoidedRecords(handle.db, { page: 1 });
    expect(page.total).toBe(6);
    // Voided one after the other: the last first.
    expect(page.rows.map((row) => row.kind)).toEqual(kinds.map(([kind]) => kind).reverse());
    for (const row of page.rows) {
      expect(row).toMatchObject({ reason: `Voided ${row.kind}`, voidedBy: DEMO_DOCTOR_DISPLAY_NAME });
      expect(new Date(row.voidedAt).toISOString()).toBe(row.voidedAt);
      expect(row.recordDate).toMatch(/^\d{4}-\d{2}-\d{2}/);
    }
    const test = page.rows.find((row) => row.kind === 'diagnosis-test')!;
    const [stored] = await handle.db
      .select({ reportNumber: diagnosisTests.reportNumber, patientName: patients.fullName, patientId: diagnosisTests.patientId })
      .from(diagnosisTests)
      .innerJoin(patients, eq(patients.id, diagnosisTests.patientId))
      .where(eq(diagnosisTests.id, test.id));
    expect(test).toMatchObject({ label: stored.reportNumber, patientId: stored.patientId, patientName: stored.patientName });
    expect(page.rows.find((row) => row.kind === 'prescription')?.label).toBe('Prescription');
    // A report keeps its typed name when no patient was linked to it.
    expect(page.rows.find((row) => row.kind === 'case-report')?.patientName).toEqual(expect.any(String));
  });

  it('pages 10 at a time in SQL; a page past the end serves the last', async () => {
    const more = await handle.db.select({ id: prescriptions.id }).from(prescriptions).orderBy(asc(prescriptions.id)).limit(8).offset(1);
    for (const { id } of more) await voidRecord(handle.db, 'prescription', id, { by, reason: 'Duplicate' });
    const first = await listVoidedRecords(handle.db, { page: 1 });
    expect(first.total).toBe(14);
    expect(first.rows).toHaveLength(VOIDED_PAGE_SIZE);
    const second = await listVoidedRecords(handle.db, { page: 2 });
    expect(second.rows).toHaveLength(4);
    expect(new Set([...first.rows, ...second.rows].map((row) => `${row.kind}-${row.id}`)).size).toBe(14);
    await expect(listVoidedRecords(handle.db, { page: 9 })).resolves.toEqual(second);
  });
});

describe('listMedicalReports', () => {
  it('leaves voided reports out of the list and its count (the hospital API serves it)', async () => {
    const [voided] = await handle.db.select({ id: medicalReports.id }).from(medicalReports).where(isNotNull(medicalReports.voidedAt));
    const list = await listMedicalReports(handle.db, { page: 1, pageSize: 10_000 });
    const stored = await handle.db.select({ id: medicalReports.id }).from(medicalReports);
    expect(list.total).toBe(stored.length - 1);
    expect(list.rows.map((row) => row.id)).not.toContain(voided.id);
  });
});
