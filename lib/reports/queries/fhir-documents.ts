import 'server-only';
import { and, count, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { attachments, caseReports, doctors, documents, investigations } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { readDaySpan } from '@/lib/fhir/search/date';
import { mergePages, pageKey, prefixedId, tableBound } from '@/lib/fhir/search/interleave';
import type { PageBound } from '@/lib/fhir/search/page';
import { referencedId } from '@/lib/fhir/search/reference';
import { clinicDayCondition, keyset, NOTHING, parameterConditions } from '@/lib/fhir/search/sql';
import { tokenCode } from '@/lib/fhir/search/token';
import { DOCUMENT_REFERENCE_ID_PREFIX, DOCUMENT_SOURCES, type DocumentSource, type ReportDocumentRow } from '@/lib/reports/fhir/document-reference';
import { doctorDisplayName } from '@/lib/staff/queries/doctor-name';

// DocumentReference is a view of three tables: investigations and operation reports that hold a file, and birth and
// death reports whose notes say something. A search pages through them as one keyset (lib/fhir/search/interleave.ts):
// each table read within its own bound by its own indexes (its primary key, patient_id, created_at, the voided rows'),
// then merged.

const STATUS_SYSTEM = 'http://hl7.org/fhir/document-reference-status';

/** The columns every search parameter reads, in each table. */
interface Columns {
  id: AnyPgColumn;
  patientId: AnyPgColumn;
  createdAt: AnyPgColumn;
  voidedAt: AnyPgColumn;
}

const COLUMNS: Record<DocumentSource, Columns> = { investigation: investigations, operation: documents, 'case-report': caseReports };

/**
 * What makes a row of each table a document: a file held, or notes that say something, about a patient (a report no
 * patient matched is not served: its read would name no patient, and so leave no audit line).
 */
const IS_DOCUMENT: Record<DocumentSource, SQL> = {
  investigation: and(isNotNull(investigations.attachmentId), isNotNull(investigations.patientId)) as SQL,
  operation: and(isNotNull(documents.attachmentId), isNotNull(documents.patientId)) as SQL,
  'case-report': and(sql`btrim(${caseReports.notes}) <> ''`, isNotNull(caseReports.patientId)) as SQL,
};

/** Each search parameter as SQL over one table's columns. */
function parametersOf(from: DocumentSource): Record<string, (value: string) => SQL> {
  const columns = COLUMNS[from];
  const patient = (value: string) => {
    const id = referencedId(value, 'Patient');
    return id === null ? NOTHING : eq(columns.patientId, id);
  };
  return {
    _id: (value) => {
      const id = prefixedId(value, DOCUMENT_REFERENCE_ID_PREFIX[from]);
      return id === null ? NOTHING : eq(columns.id, id);
    },
    patient,
    subject: patient,
    date: (value) => clinicDayCondition(columns.createdAt, readDaySpan('date', value)),
    status: (value) => {
      const status = tokenCode(value, STATUS_SYSTEM);
      return status === 'current' ? isNull(columns.voidedAt) : status === 'entered-in-error' ? isNotNull(columns.voidedAt) : NOTHING;
    },
  };
}

/** A DocumentReference search as SQL, one condition per table. */
export type DocumentSearch = Record<DocumentSource, SQL>;

/** A DocumentReference search as SQL: a voided report's document only when `status` asks for it. */
export function fhirDocumentSearch(values: ReadonlyMap<string, readonly string[]>): DocumentSearch {
  const conditionOf = (from: DocumentSource) =>
    and(IS_DOCUMENT[from], values.has('status') ? undefined : isNull(COLUMNS[from].voidedAt), ...parameterConditions(values, parametersOf(from))) as SQL;
  return { investigation: conditionOf('investigation'), operation: conditionOf('operation'), 'case-report': conditionOf('case-report') };
}

const keyOf = (from: DocumentSource, reportId: number) => pageKey(DOCUMENT_SOURCES.length, DOCUMENT_SOURCES.indexOf(from), reportId);
const boundOf = (from: DocumentSource, bound: PageBound) => tableBound(DOCUMENT_SOURCES.length, DOCUMENT_SOURCES.indexOf(from), bound);

/** What a document selects of its file: never the bytes, only their length (read from the stored value's header). */
const fileColumns = {
  fileId: attachments.id,
  fileName: attachments.fileName,
  mime: attachments.mime,
  size: sql<number>`octet_length(${attachments.bytes})`.mapWith(Number),
  uploadedAt: attachments.createdAt,
};

/** The account that filed it, under the name the app shows (left-joined: the account may be gone). */
const filerColumns = { filerId: doctors.id, filerName: doctorDisplayName() };
const filerOf = ({ filerId, filerName }: { filerId: number | null; filerName: string | null }) => (filerId !== null && filerName !== null ? { id: filerId, name: filerName } : null);
const fileOf = (row: { fileId: number; fileName: string; mime: string; size: number; uploadedAt: Date }) => ({
  file: { id: row.fileId, fileName: row.fileName, mime: row.mime, size: row.size, uploadedAt: row.uploadedAt },
});

async function investigationRows(db: Db, where: SQL, bound: PageBound): Promise<ReportDocumentRow[]> {
  const { position, order } = keyset(investigations.id, bound);
  const found = await db
    .select({ reportId: investigations.id, patientId: investigations.patientId, title: investigations.title, day: investigations.date, filedAt: investigations.createdAt, status: investigations.status, voidedAt: investigations.voidedAt, ...fileColumns, ...filerColumns })
    .from(investigations)
    .innerJoin(attachments, eq(attachments.id, investigations.attachmentId))
    .leftJoin(doctors, eq(doctors.id, investigations.authorId))
    .where(and(where, position))
    .orderBy(order)
    .limit(bound.limit);
  return found.map((row) => ({
    id: keyOf('investigation', row.reportId),
    from: 'investigation',
    kind: 'investigation',
    reportId: row.reportId,
    patientId: row.patientId,
    filedBy: filerOf(row),
    namedDoctor: null,
    title: row.title,
    day: row.day,
    filedAt: row.filedAt,
    status: row.status,
    voidedAt: row.voidedAt,
    content: fileOf(row),
  }));
}

async function operationRows(db: Db, where: SQL, bound: PageBound): Promise<ReportDocumentRow[]> {
  const { position, order } = keyset(documents.id, bound);
  const found = await db
    .select({ reportId: documents.id, patientId: documents.patientId, surgery: documents.surgery, generatedBy: documents.generatedBy, filedAt: documents.createdAt, voidedAt: documents.voidedAt, ...fileColumns, ...filerColumns })
    .from(documents)
    .innerJoin(attachments, eq(attachments.id, documents.attachmentId))
    .leftJoin(doctors, eq(doctors.id, documents.authorId))
    .where(and(where, position))
    .orderBy(order)
    .limit(bound.limit);
  return found.map((row) => ({
    id: keyOf('operation', row.reportId),
    from: 'operation',
    kind: 'operation',
    reportId: row.reportId,
    patientId: row.patientId,
    filedBy: filerOf(row),
    namedDoctor: row.generatedBy,
    title: row.surgery,
    day: null,
    filedAt: row.filedAt,
    status: null,
    voidedAt: row.voidedAt,
    content: fileOf(row),
  }));
}

async function caseReportRows(db: Db, where: SQL, bound: PageBound): Promise<ReportDocumentRow[]> {
  const { position, order } = keyset(caseReports.id, bound);
  const found = await db
    .select({ reportId: caseReports.id, kind: caseReports.kind, patientId: caseReports.patientId, caseId: caseReports.caseId, doctorName: caseReports.doctorName, day: caseReports.date, notes: caseReports.notes, filedAt: caseReports.createdAt, voidedAt: caseReports.voidedAt, ...filerColumns })
    .from(caseReports)
    .leftJoin(doctors, eq(doctors.id, caseReports.authorId))
    .where(and(where, position))
    .orderBy(order)
    .limit(bound.limit);
  return found.map((row) => ({
    id: keyOf('case-report', row.reportId),
    from: 'case-report',
    kind: row.kind,
    reportId: row.reportId,
    patientId: row.patientId,
    filedBy: filerOf(row),
    namedDoctor: row.doctorName,
    title: row.caseId,
    day: row.day,
    filedAt: row.filedAt,
    status: null,
    voidedAt: row.voidedAt,
    content: { text: row.notes },
  }));
}

const READ: Record<DocumentSource, (db: Db, where: SQL, bound: PageBound) => Promise<ReportDocumentRow[]>> = {
  investigation: investigationRows,
  operation: operationRows,
  'case-report': caseReportRows,
};

/** One page of documents: each table within its own bound, merged in the search's order. */
export async function readFhirDocuments(db: Db, search: DocumentSearch, bound: PageBound): Promise<ReportDocumentRow[]> {
  const pages = await Promise.all(DOCUMENT_SOURCES.map((from) => READ[from](db, search[from], boundOf(from, bound))));
  return mergePages(bound, pages);
}

export async function countFhirDocuments(db: Db, search: DocumentSearch): Promise<number> {
  const [found, operations, caseReportsFound] = await Promise.all([
    db.select({ total: count() }).from(investigations).where(search.investigation),
    db.select({ total: count() }).from(documents).where(search.operation),
    db.select({ total: count() }).from(caseReports).where(search['case-report']),
  ]);
  return found[0].total + operations[0].total + caseReportsFound[0].total;
}

/** One document by its DocumentReference id, a voided report's too (it reads as entered-in-error). */
export async function readFhirDocument(db: Db, id: string): Promise<ReportDocumentRow | undefined> {
  for (const from of DOCUMENT_SOURCES) {
    const reportId = prefixedId(id, DOCUMENT_REFERENCE_ID_PREFIX[from]);
    if (reportId === null) continue;
    const [row] = await READ[from](db, and(IS_DOCUMENT[from], eq(COLUMNS[from].id, reportId)) as SQL, { limit: 1 });
    return row;
  }
  return undefined;
}
