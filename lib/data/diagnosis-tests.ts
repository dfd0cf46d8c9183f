import 'server-only';
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { diagnosisCategories, diagnosisTestProperties, diagnosisTests, doctors, observations, patients } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { TableParams } from '@/lib/validations/table-params';
import { doctorDisplayName } from './doctor-name';
import { recordPeopleColumns, type RecordPeople } from './record-people';
import { containsPattern, listPage, type ListPage } from './paging';
import { standing, voidedMarkColumns, voidedMarkOf, voider, type VoidedMark } from './voiding';

export { createDiagnosisTest, updateDiagnosisTest, voidDiagnosisTest, type DiagnosisTestWriteResult } from './diagnosis-test-writes';

/** A diagnosis test as the list, its view and the edit form show it (SPEC.md section 3). */
export interface DiagnosisTestRecord extends RecordPeople {
  id: number;
  reportNumber: string;
  categoryId: number;
  categoryName: string;
  /** ISO instant. */
  createdOn: string;
  age: number | null;
  height: number | null;
  weight: number | null;
  averageGlucose: number | null;
  fastingBloodSugar: number | null;
  urineSugar: string;
  bloodPressure: string;
  diabetes: string;
  cholesterol: number | null;
  /** Kept only as the test's observations (the columns above are kept too, in step with them). */
  pulse: number | null;
  temperature: number | null;
  spo2: number | null;
  respiratoryRate: number | null;
  /** ISO instant the vitals were measured at; null when the test measured none. */
  measuredAt: string | null;
  properties: Array<{ name: string; value: string }>;
  /** Null while the test stands; who voided it, when and why once voided (only the chart and its page show those). */
  voided: VoidedMark | null;
}

/** The measures a test keeps only as observations, with their record field. */
const OBSERVED_ONLY = { pulse: 'pulse', temperature: 'temperature', spo2: 'spo2', 'respiratory-rate': 'respiratoryRate' } as const;

const recordColumns = {
  id: diagnosisTests.id,
  reportNumber: diagnosisTests.reportNumber,
  ...recordPeopleColumns(diagnosisTests),
  categoryId: diagnosisTests.categoryId,
  categoryName: diagnosisCategories.name,
  createdAt: diagnosisTests.createdAt,
  age: diagnosisTests.age,
  height: diagnosisTests.height,
  weight: diagnosisTests.weight,
  averageGlucose: diagnosisTests.averageGlucose,
  fastingBloodSugar: diagnosisTests.fastingBloodSugar,
  urineSugar: diagnosisTests.urineSugar,
  bloodPressure: diagnosisTests.bloodPressure,
  diabetes: diagnosisTests.diabetes,
  cholesterol: diagnosisTests.cholesterol,
  ...voidedMarkColumns(diagnosisTests),
};

/**
 * Tests with what a record shows of their patient, doctor and category, newest first (the id keeps tests
 * saved in the same instant in one order from page to page).
 */
const selectRecords = (db: Db, where: SQL | undefined) =>
  db
    .select(recordColumns)
    .from(diagnosisTests)
    .innerJoin(patients, eq(patients.id, diagnosisTests.patientId))
    .innerJoin(doctors, eq(doctors.id, diagnosisTests.doctorId))
    .innerJoin(diagnosisCategories, eq(diagnosisCategories.id, diagnosisTests.categoryId))
    .leftJoin(voider, eq(voider.id, diagnosisTests.voidedById))
    .where(where)
    .orderBy(desc(diagnosisTests.createdAt), desc(diagnosisTests.id));

/** How many tests `where` finds; it may name the patient and the doctor, so both are joined. */
const countRecords = async (db: Db, where: SQL | undefined) =>
  (
    await db
      .select({ total: count() })
      .from(diagnosisTests)
      .innerJoin(patients, eq(patients.id, diagnosisTests.patientId))
      .innerJoin(doctors, eq(doctors.id, diagnosisTests.doctorId))
      .where(where)
  )[0].total;

type RecordRow = Omit<DiagnosisTestRecord, 'createdOn' | 'properties' | 'voided' | 'measuredAt' | (typeof OBSERVED_ONLY)[keyof typeof OBSERVED_ONLY]> & {
  createdAt: Date;
  voidedAt: Date | null;
  voidedBy: string | null;
  voidReason: string | null;
};

type Observed = Pick<DiagnosisTestRecord, 'measuredAt' | (typeof OBSERVED_ONLY)[keyof typeof OBSERVED_ONLY]>;

/** The page's tests' observations (one query for the page), for the measures only observations keep. */
async function observedOf(db: Db, testIds: number[]): Promise<Map<number, Observed>> {
  const rows = await db
    .select({ testId: observations.sourceId, measure: observations.measure, value: observations.value, takenAt: observations.takenAt })
    .from(observations)
    .where(and(eq(observations.source, 'diagnosis-test'), inArray(observations.sourceId, testIds)));
  const byTest = new Map<number, Observed>();
  for (const { testId, measure, value, takenAt } of rows) {
    const observed = byTest.get(testId!) ?? { pulse: null, temperature: null, spo2: null, respiratoryRate: null, measuredAt: null };
    observed.measuredAt = takenAt.toISOString();
    if (measure in OBSERVED_ONLY) observed[OBSERVED_ONLY[measure as keyof typeof OBSERVED_ONLY]] = value;
    byTest.set(testId!, observed);
  }
  return byTest;
}

/** Adds the other properties and the observations of `rows` (one query each for all of them) and the ISO date. */
async function withProperties(db: Db, rows: RecordRow[]): Promise<DiagnosisTestRecord[]> {
  if (rows.length === 0) return [];
  const properties = await db
    .select({ testId: diagnosisTestProperties.testId, name: diagnosisTestProperties.name, value: diagnosisTestProperties.value })
    .from(diagnosisTestProperties)
    .where(inArray(diagnosisTestProperties.testId, rows.map((row) => row.id)))
    .orderBy(asc(diagnosisTestProperties.position), asc(diagnosisTestProperties.id));
  const byTest = new Map<number, Array<{ name: string; value: string }>>();
  for (const { testId, name, value } of properties) {
    byTest.set(testId, [...(byTest.get(testId) ?? []), { name, value }]);
  }
  const observed = await observedOf(db, rows.map((row) => row.id));
  const none: Observed = { pulse: null, temperature: null, spo2: null, respiratoryRate: null, measuredAt: null };
  return rows.map(({ createdAt, voidedAt, voidedBy, voidReason, ...row }) => ({
    ...row,
    ...(observed.get(row.id) ?? none),
    createdOn: createdAt.toISOString(),
    properties: byTest.get(row.id) ?? [],
    voided: voidedMarkOf({ voidedAt, voidedBy, voidReason }),
  }));
}

/**
 * The columns the diagnosis test table sorts by on the server: none, as SPEC lets none of its columns sort.
 * The list keeps its own order, newest first, and a `sort` in the URL is ignored.
 */
export const DIAGNOSIS_TEST_SORTS: readonly never[] = [];
export type DiagnosisTestListParams = TableParams<(typeof DIAGNOSIS_TEST_SORTS)[number]> & {
  /** Only this patient's tests (their chart). */
  patientId?: number;
  /** Voided tests too, flagged (the chart only: every other list shows the tests that stand). */
  includeVoided?: boolean;
};

/** SPEC.md: the search box matches the patient's name, the report number or the doctor's name. */
function searchWhere(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(
    sql`lower(${patients.fullName}) like ${pattern}`,
    sql`lower(${diagnosisTests.reportNumber}) like ${pattern}`,
    sql`lower(${doctorDisplayName()}) like ${pattern}`,
  );
}

/**
 * One page of diagnosis tests, newest first, each with its patient, doctor, category and other properties
 * (read for the page's tests only); `total` counts every test the search (and the patient, if named) finds.
 */
export async function listDiagnosisTests(db: Db, params: DiagnosisTestListParams): Promise<ListPage<DiagnosisTestRecord>> {
  const where = and(
    searchWhere(params.q),
    params.patientId === undefined ? undefined : eq(diagnosisTests.patientId, params.patientId),
    params.includeVoided ? undefined : standing(diagnosisTests),
  );
  return listPage(
    params,
    () => countRecords(db, where),
    async (limit, offset) => withProperties(db, await selectRecords(db, where).limit(limit).offset(offset)),
  );
}

/** How many diagnosis tests stand in all, for "3 of 15 diagnosis tests" while a search is on. */
export async function countDiagnosisTests(db: Db): Promise<number> {
  return (await db.select({ total: count() }).from(diagnosisTests).where(standing(diagnosisTests)))[0].total;
}

/** One test, voided or not: its page says when it was voided rather than pretending it never existed. */
export async function getDiagnosisTest(db: Db, id: number): Promise<DiagnosisTestRecord | null> {
  const [record] = await withProperties(db, await selectRecords(db, eq(diagnosisTests.id, id)));
  return record ?? null;
}
