import 'server-only';
import { and, count, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { appointments, attachments, diagnosisCategories, diagnosisTestProperties, diagnosisTests, investigations, observations } from '@/lib/db/schema';
import type { InvestigationStatus } from '@/lib/db/schema/enums';
import type { Db } from '@/lib/db/types';
import {
  DIAGNOSTIC_REPORT_ID_PREFIX,
  DIAGNOSTIC_REPORT_SOURCES,
  IMAGING_TITLE,
  REPORT_CATEGORY_SYSTEM,
  type DiagnosisTestReportRow,
  type DiagnosticReportRow,
  type DiagnosticReportSource,
  type InvestigationReportRow,
} from '@/lib/diagnosis/fhir/diagnostic-report';
import { readDaySpan } from '@/lib/fhir/search/date';
import { mergePages, pageKey, prefixedId, tableBound } from '@/lib/fhir/search/interleave';
import type { PageBound } from '@/lib/fhir/search/page';
import { clinicDayCondition, dayCondition, keyset, NOTHING, parameterConditions } from '@/lib/fhir/search/sql';
import { referencedId } from '@/lib/fhir/search/reference';
import { tokenCode } from '@/lib/fhir/search/token';
import { encounterIdColumn, visitIs } from './fhir-visits';

const STATUS_SYSTEM = 'http://hl7.org/fhir/diagnostic-report-status';

const byPatient = (column: typeof diagnosisTests.patientId | typeof investigations.patientId) => (value: string) => {
  const id = referencedId(value, 'Patient');
  return id === null ? NOTHING : eq(column, id);
};

const byId = (source: DiagnosticReportSource, column: typeof diagnosisTests.id | typeof investigations.id) => (value: string) => {
  const id = prefixedId(value, DIAGNOSTIC_REPORT_ID_PREFIX[source]);
  return id === null ? NOTHING : eq(column, id);
};

/** A diagnosis test stands (final) or was voided; it is a laboratory report. */
const TEST_STATUS: Record<string, SQL> = { final: isNull(diagnosisTests.voidedAt), 'entered-in-error': isNotNull(diagnosisTests.voidedAt) };

const TEST_PARAMETER: Record<string, (value: string) => SQL> = {
  _id: byId('diagnosis-test', diagnosisTests.id),
  patient: byPatient(diagnosisTests.patientId),
  subject: byPatient(diagnosisTests.patientId),
  encounter: (value) => visitIs(diagnosisTests.appointmentId, referencedId(value, 'Encounter')),
  date: (value) => clinicDayCondition(diagnosisTests.createdAt, readDaySpan('date', value)),
  status: (value) => TEST_STATUS[tokenCode(value, STATUS_SYSTEM) ?? ''] ?? NOTHING,
  category: (value) => (tokenCode(value, REPORT_CATEGORY_SYSTEM) === 'LAB' ? sql`true` : NOTHING),
};

const standingAs = (status: InvestigationStatus) => and(isNull(investigations.voidedAt), eq(investigations.status, status)) as SQL;

/** An investigation's report status (lib/diagnosis/fhir/diagnostic-report.ts) as SQL: voiding before the app's status. */
const INVESTIGATION_STATUS: Record<string, SQL> = {
  registered: standingAs('Pending'),
  partial: standingAs('In Progress'),
  final: standingAs('Completed'),
  'entered-in-error': isNotNull(investigations.voidedAt),
};

/** RAD and OTH as the mapping decides them, from the title: the same pattern, read by PostgreSQL. */
const INVESTIGATION_CATEGORY: Record<string, SQL> = {
  RAD: sql`${investigations.title} ~* ${IMAGING_TITLE}`,
  OTH: sql`${investigations.title} !~* ${IMAGING_TITLE}`,
};

const INVESTIGATION_PARAMETER: Record<string, (value: string) => SQL> = {
  _id: byId('investigation', investigations.id),
  patient: byPatient(investigations.patientId),
  subject: byPatient(investigations.patientId),
  // An investigation is filed for a patient, never at a visit.
  encounter: () => NOTHING,
  date: (value) => dayCondition(investigations.date, readDaySpan('date', value)),
  status: (value) => INVESTIGATION_STATUS[tokenCode(value, STATUS_SYSTEM) ?? ''] ?? NOTHING,
  category: (value) => INVESTIGATION_CATEGORY[tokenCode(value, REPORT_CATEGORY_SYSTEM) ?? ''] ?? NOTHING,
};

/**
 * Only investigations filed for a patient are reports here: an old one that matched no patient (its person only
 * typed) is about no one the server can name, and no audit line could say whose record was read.
 */
const FOR_A_PATIENT = isNotNull(investigations.patientId);

/** A DiagnosticReport search as SQL, one condition per table it reads. */
export type DiagnosticReportSearch = Record<DiagnosticReportSource, SQL>;

/** A DiagnosticReport search as SQL; the reports of voided records only when `status` asks for them. */
export function fhirDiagnosticReportSearch(values: ReadonlyMap<string, readonly string[]>): DiagnosticReportSearch {
  const asksStatus = values.has('status');
  return {
    'diagnosis-test': and(asksStatus ? undefined : isNull(diagnosisTests.voidedAt), ...parameterConditions(values, TEST_PARAMETER)) as SQL,
    investigation: and(FOR_A_PATIENT, asksStatus ? undefined : isNull(investigations.voidedAt), ...parameterConditions(values, INVESTIGATION_PARAMETER)) as SQL,
  };
}

const TABLES = DIAGNOSTIC_REPORT_SOURCES.length;
const keyOf = (source: DiagnosticReportSource, id: number) => pageKey(TABLES, DIAGNOSTIC_REPORT_SOURCES.indexOf(source), id);
const boundOf = (source: DiagnosticReportSource, bound: PageBound) => tableBound(TABLES, DIAGNOSTIC_REPORT_SOURCES.indexOf(source), bound);

/** JSON a driver gives parsed (pg) or as text. */
const parsedJson = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/**
 * A diagnosis test's other properties and its readings, as two columns of its own row (correlated subqueries on
 * their test's id): the page's findings come with its tests, not in two more statements.
 */
const propertiesColumn = () =>
  sql<Array<{ name: string; value: string }>>`coalesce((
    select json_agg(json_build_object('name', p.name, 'value', p.value) order by p.position, p.id)
    from ${diagnosisTestProperties} p where p.test_id = ${diagnosisTests.id}
  ), '[]'::json)`.mapWith((value) => parsedJson<Array<{ name: string; value: string }>>(value));
const readingIdsColumn = () =>
  sql<number[]>`coalesce((
    select json_agg(o.id order by o.id) from ${observations} o where o.source = 'diagnosis-test' and o.source_id = ${diagnosisTests.id}
  ), '[]'::json)`.mapWith((value) => parsedJson<number[]>(value));

async function testRows(db: Db, where: SQL, bound: PageBound): Promise<DiagnosisTestReportRow[]> {
  const { position, order } = keyset(diagnosisTests.id, bound);
  const found = await db
    .select({ test: diagnosisTests, category: diagnosisCategories.name, encounterId: encounterIdColumn(), properties: propertiesColumn(), observationIds: readingIdsColumn() })
    .from(diagnosisTests)
    .innerJoin(diagnosisCategories, eq(diagnosisCategories.id, diagnosisTests.categoryId))
    .leftJoin(appointments, eq(appointments.id, diagnosisTests.appointmentId))
    .where(and(where, position))
    .orderBy(order)
    .limit(bound.limit);
  return found.map(({ test, category, encounterId, properties, observationIds }) => ({ id: keyOf('diagnosis-test', test.id), from: 'diagnosis-test', test, category, encounterId, properties, observationIds }));
}

async function investigationRows(db: Db, where: SQL, bound: PageBound): Promise<InvestigationReportRow[]> {
  const { position, order } = keyset(investigations.id, bound);
  const found = await db
    .select({
      investigation: investigations,
      fileId: attachments.id,
      fileName: attachments.fileName,
      mime: attachments.mime,
      // Its size, never its bytes: Binary serves those.
      size: sql<number | null>`octet_length(${attachments.bytes})`.mapWith(Number),
      fileCreatedAt: attachments.createdAt,
    })
    .from(investigations)
    .leftJoin(attachments, eq(attachments.id, investigations.attachmentId))
    .where(and(where, position))
    .orderBy(order)
    .limit(bound.limit);
  return found.flatMap(({ investigation, fileId, fileName, mime, size, fileCreatedAt }) => {
    const { patientId } = investigation;
    if (patientId === null) return [];
    const file = fileId !== null && fileName !== null && mime !== null && size !== null && fileCreatedAt !== null ? { id: fileId, fileName, mime, size, createdAt: fileCreatedAt } : null;
    return [{ id: keyOf('investigation', investigation.id), from: 'investigation' as const, investigation: { ...investigation, patientId }, file }];
  });
}

/** One page of the reports of both records in page-key order, each table read by its own primary key. */
export async function readFhirDiagnosticReports(db: Db, search: DiagnosticReportSearch, bound: PageBound): Promise<DiagnosticReportRow[]> {
  const [tests, filed] = await Promise.all([
    testRows(db, search['diagnosis-test'], boundOf('diagnosis-test', bound)),
    investigationRows(db, search.investigation, boundOf('investigation', bound)),
  ]);
  return mergePages<DiagnosticReportRow>(bound, [tests, filed]);
}

export async function countFhirDiagnosticReports(db: Db, search: DiagnosticReportSearch): Promise<number> {
  const [tests, filed] = await Promise.all([
    db.select({ total: count() }).from(diagnosisTests).leftJoin(appointments, eq(appointments.id, diagnosisTests.appointmentId)).where(search['diagnosis-test']),
    db.select({ total: count() }).from(investigations).where(search.investigation),
  ]);
  return tests[0].total + filed[0].total;
}

/** A report by its id (`dt-12`, `inv-4`), a voided record's too (it reads as entered-in-error). */
export async function readFhirDiagnosticReport(db: Db, id: string): Promise<DiagnosticReportRow | undefined> {
  const testId = prefixedId(id, DIAGNOSTIC_REPORT_ID_PREFIX['diagnosis-test']);
  if (testId !== null) return (await testRows(db, eq(diagnosisTests.id, testId), { limit: 1 }))[0];
  const investigationId = prefixedId(id, DIAGNOSTIC_REPORT_ID_PREFIX.investigation);
  if (investigationId !== null) return (await investigationRows(db, and(FOR_A_PATIENT, eq(investigations.id, investigationId)) as SQL, { limit: 1 }))[0];
  return undefined;
}
