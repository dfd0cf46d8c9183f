import 'server-only';
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { diagnosisCategories, diagnosisTestProperties, diagnosisTests, doctors, patients } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { TableParams } from '@/lib/lists/table-url';
import type { Measure } from '@/lib/vitals/rules/measures';
import { doctorDisplayName } from '@/lib/staff/queries/doctor-name';
import { bloodPressureText, readSourcesObservations, type SourceObservations } from '@/lib/vitals/queries/observations';
import { readVisitReadings, withVisitReadings } from '@/lib/vitals/queries/visit-readings';
import { recordPeopleColumns, type RecordPeople } from '@/lib/reports/queries/record-people';
import { containsPattern, listPage, type ListPage } from '@/lib/db/paging';
import type { VoidedMark } from '@/lib/reports/rules/voided-mark';
import { standing, voidedMarkColumns, voidedMarkOf, voider } from '@/lib/reports/queries/voided-marks';


/** A diagnosis test as the list, its view and the edit form show it. */
export interface DiagnosisTestRecord extends RecordPeople {
  id: number;
  reportNumber: string;
  categoryId: number;
  categoryName: string;
  /** ISO instant. */
  createdOn: string;
  age: number | null;
  urineSugar: string;
  diabetes: string;
  cholesterol: number | null;
  // The vitals it measured: its observations (lib/vitals/writes.ts), the one place they are kept.
  height: number | null;
  weight: number | null;
  /** The measure "Blood glucose". */
  averageGlucose: number | null;
  /** The measure "Fasting blood sugar". */
  fastingBloodSugar: number | null;
  /** "120/80", or '' when not taken. */
  bloodPressure: string;
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

const recordColumns = {
  id: diagnosisTests.id,
  reportNumber: diagnosisTests.reportNumber,
  ...recordPeopleColumns(diagnosisTests),
  categoryId: diagnosisTests.categoryId,
  categoryName: diagnosisCategories.name,
  createdAt: diagnosisTests.createdAt,
  age: diagnosisTests.age,
  urineSugar: diagnosisTests.urineSugar,
  diabetes: diagnosisTests.diabetes,
  cholesterol: diagnosisTests.cholesterol,
  appointmentId: diagnosisTests.appointmentId,
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

/** The vitals of a record: what its observations say. */
type Measured = Pick<
  DiagnosisTestRecord,
  'height' | 'weight' | 'averageGlucose' | 'fastingBloodSugar' | 'bloodPressure' | 'pulse' | 'temperature' | 'spo2' | 'respiratoryRate' | 'measuredAt'
>;

type RecordRow = Omit<DiagnosisTestRecord, 'createdOn' | 'properties' | 'voided' | keyof Measured> & {
  createdAt: Date;
  /** The visit it was written at: its readings fill in what the test did not measure. */
  appointmentId: number | null;
  voidedAt: Date | null;
  voidedBy: string | null;
  voidReason: string | null;
};

/** A test's observations as its record's fields (each null, or '', when it did not measure it). */
function measuredOf(observed: SourceObservations | undefined): Measured {
  const values = observed?.values ?? {};
  const valueOf = (measure: Measure) => values[measure]?.value ?? null;
  return {
    height: valueOf('height'),
    weight: valueOf('weight'),
    averageGlucose: valueOf('glucose'),
    fastingBloodSugar: valueOf('fasting-glucose'),
    bloodPressure: bloodPressureText(values),
    pulse: valueOf('pulse'),
    temperature: valueOf('temperature'),
    spo2: valueOf('spo2'),
    respiratoryRate: valueOf('respiratory-rate'),
    measuredAt: observed?.takenAt?.toISOString() ?? null,
  };
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
  // A test of a visit shows the visit's readings of what it did not measure itself (lib/vitals/queries/visit-readings.ts).
  const visits = rows.flatMap((row) => (row.appointmentId === null ? [] : [row.appointmentId]));
  const [observed, atVisits] = await Promise.all([
    readSourcesObservations(db, 'diagnosis-test', rows.map((row) => ({ id: row.id, voided: row.voidedAt !== null }))),
    readVisitReadings(db, visits),
  ]);
  return rows.map(({ createdAt, voidedAt, voidedBy, voidReason, appointmentId, ...row }) => ({
    ...row,
    ...measuredOf(withVisitReadings(observed.get(row.id), appointmentId === null ? undefined : atVisits.get(appointmentId), voidedAt !== null)),
    createdOn: createdAt.toISOString(),
    properties: byTest.get(row.id) ?? [],
    voided: voidedMarkOf({ voidedAt, voidedBy, voidReason }),
  }));
}

/**
 * The columns the diagnosis test table sorts by on the server: none, as the brief makes none sortable.
 * The list keeps its own order, newest first, and a `sort` in the URL is ignored.
 */
export const DIAGNOSIS_TEST_SORTS: readonly never[] = [];
export type DiagnosisTestListParams = TableParams<(typeof DIAGNOSIS_TEST_SORTS)[number]> & {
  /** Only this patient's tests (their chart). */
  patientId?: number;
  /** Voided tests too, flagged (the chart only: every other list shows the tests that stand). */
  includeVoided?: boolean;
};

/** The search box matches the patient's name, the report number or the doctor's name. */
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
