import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { escapeLike, patientFilter } from '@/lib/patients/queries/list';
import { patientSearchCondition } from '@/lib/patients/queries/search';
import { caseReports, diagnosisCategories, investigations, patients } from '@/lib/db/schema';
import { createSeededTestDatabase, TEST_NOW } from '@/mocks/testing';
import { seedBulkPatients } from '@/mocks';
import type { DbHandle } from './types';
import { planOf, type PlanNode } from './testing';
import { rowsOf } from './rows';

// Migration 0003: every "contains" search, `lower(column) like '%…%'`, is served by a GIN trigram index, so
// a search that matches nothing reads no rows. Asserted on the plan, never on timing.

jest.setTimeout(120_000);

const BULK_PATIENTS = 3000;
/** No generated name, email or phone holds this. */
const MISS = 'xqzvw';

let handle: DbHandle;

beforeAll(async () => {
  handle = await createSeededTestDatabase();
  await seedBulkPatients(handle.db, BULK_PATIENTS, { now: TEST_NOW });
  // The planner's statistics: PGlite runs no autovacuum, and PostgreSQL's may not have run yet.
  await handle.db.execute(sql`analyze`);
});
afterAll(() => handle.close());

const plan = (query: SQL) => planOf(handle.db, query);

/** The index scans of a plan, as "Node Type on index". */
const indexScans = (nodes: PlanNode[]) => nodes.filter((node) => node['Index Name']).map((node) => `${node['Node Type']} on ${node['Index Name']}`);

/** A piece from the middle of a stored value: a "contains" search that finds it is no prefix search. */
async function hitIn(table: PgTable, column: PgColumn): Promise<string> {
  const [row] = await handle.db.select({ value: sql<string>`lower(${column})` }).from(table).orderBy(sql`1 desc`).limit(1);
  return row.value.slice(1, 6);
}

/** The count every list runs beside its page: it reads every match, so a miss must read none. */
const counted = (table: PgTable, where: SQL | undefined) => sql`select count(*)::int as total from ${table} where ${where ?? sql`true`}`;

/** How many rows the query counts, and whether its plan reads `indexName` (and no whole table). */
async function countAndPlan(query: SQL, indexName: string) {
  const [{ total }] = await rowsOf<{ total: number }>(handle.db, query);
  const nodes = await plan(query);
  return {
    total,
    usesIndex: indexScans(nodes).includes(`Bitmap Index Scan on ${indexName}`),
    seqScan: nodes.some((node) => node['Node Type'] === 'Seq Scan'),
  };
}

describe("listPatients' search", () => {
  // The condition of listPatients, as it builds it.
  const search = (text: string) => counted(patients, patientFilter({ search: text }));

  it('counts a miss through the trigram index on lower(full_name)', async () => {
    expect(await countAndPlan(search(MISS), 'patients_full_name_trgm_idx')).toEqual({ total: 0, usesIndex: true, seqScan: false });
  });

  it('counts a hit through the same index, whatever the case typed', async () => {
    const result = await countAndPlan(search('OKAFOR'), 'patients_full_name_trgm_idx');
    expect(result).toEqual({ total: expect.any(Number), usesIndex: true, seqScan: false });
    expect(result.total).toBeGreaterThan(0);
  });
});

describe('every patient search (number, phone, name in either order, email)', () => {
  // The condition of listPatients, the palette, the pickers and the API's search alike.
  const search = (text: string) => counted(patients, patientSearchCondition(text));
  const NAME = 'Bitmap Index Scan on patients_full_name_trgm_idx';
  const EMAIL = 'Bitmap Index Scan on patients_email_trgm_idx';
  const PHONE = 'Bitmap Index Scan on patients_phone_trgm_idx';
  const NUMBER = 'Bitmap Index Scan on patients_patient_number_unique';

  it.each([
    [MISS, [NAME, EMAIL]],
    ['OKAFOR', [NAME, EMAIL]],
    ['0803 555 1234', [NAME, PHONE]],
    ['08035551234', [NAME, EMAIL, PHONE]],
    ['000123', [NAME, EMAIL, PHONE, NUMBER]],
    ['P-000123', [NAME, EMAIL, NUMBER]],
  ])('reads %s through the indexes of its arms at once (a BitmapOr), no whole table', async (text, indexes) => {
    const nodes = await plan(search(text));
    expect(nodes.some((node) => node['Node Type'] === 'BitmapOr')).toBe(true);
    expect([...new Set(indexScans(nodes))].sort()).toEqual([...indexes].sort());
    expect(nodes.some((node) => node['Node Type'] === 'Seq Scan')).toBe(false);
  });

  it.each(['Okafor, Chinedu', MISS + ', ' + MISS.slice(1)])('reads "Surname, First" (%s) through the name\'s trigram index alone, no whole table', async (text) => {
    const nodes = await plan(search(text));
    expect([...new Set(indexScans(nodes))]).toEqual([NAME]);
    expect(nodes.some((node) => node['Node Type'] === 'Seq Scan')).toBe(false);
  });
});

describe.each([
  ['patients.full_name', patients, patients.fullName, 'patients_full_name_trgm_idx'],
  ['patients.email', patients, patients.email, 'patients_email_trgm_idx'],
  ['patients.phone', patients, patients.phone, 'patients_phone_trgm_idx'],
  ['case_reports.patient_name', caseReports, caseReports.patientName, 'case_reports_patient_name_trgm_idx'],
  ['investigations.user_name', investigations, investigations.userName, 'investigations_user_name_trgm_idx'],
  ['diagnosis_categories.name', diagnosisCategories, diagnosisCategories.name, 'diagnosis_categories_name_trgm_idx'],
] as const)('lower(%s) like \'%%…%%\'', (_, table, column, indexName) => {
  const search = (text: string) => counted(table, sql`lower(${column}) like ${`%${escapeLike(text.toLowerCase())}%`}`);

  it(`finds nothing through ${indexName}`, async () => {
    expect(await countAndPlan(search(MISS), indexName)).toEqual({ total: 0, usesIndex: true, seqScan: false });
  });

  it(`finds a piece of a value through ${indexName}`, async () => {
    const result = await countAndPlan(search(await hitIn(table, column)), indexName);
    expect(result).toEqual({ total: expect.any(Number), usesIndex: true, seqScan: false });
    expect(result.total).toBeGreaterThan(0);
  });
});
