import type { Attachment, CodeableConcept, DocumentReference, Practitioner, Reference } from '@medplum/fhirtypes';
import type { InvestigationStatus } from '@/lib/db/schema/enums';
import type { SearchParameterDefinition } from '@/lib/fhir/capability';

/**
 * The tables whose reports are documents: an investigation or an operation report that holds a file, and a birth or
 * death report (one table) that says something in its notes.
 */
export const DOCUMENT_SOURCES = ['investigation', 'operation', 'case-report'] as const;
export type DocumentSource = (typeof DOCUMENT_SOURCES)[number];

/** The prefix of a DocumentReference's id, which says the table it comes from: `op-12` is operation report 12. */
export const DOCUMENT_REFERENCE_ID_PREFIX: Record<DocumentSource, string> = { investigation: 'inv', operation: 'op', 'case-report': 'case' };

/** The DocumentReference's id: "inv-3", "op-12", "case-5" (an investigation's is its DiagnosticReport's too). */
export const documentReferenceId = (from: DocumentSource, reportId: number): string => `${DOCUMENT_REFERENCE_ID_PREFIX[from]}-${reportId}`;

/** What kind of report a document is: the table says it, but for birth and death reports, which share one. */
export type DocumentKind = 'investigation' | 'operation' | 'birth' | 'death';

/** The file a report holds, as a list shows it: its bytes stay in the database until Binary is read. */
export interface DocumentFile {
  id: number;
  fileName: string;
  mime: string;
  /** Its length in bytes. */
  size: number;
  uploadedAt: Date;
}

/** A report that is a document, whichever table holds it, in one shape. */
export interface ReportDocumentRow {
  /** Where it stands in a search's order (lib/fhir/search/interleave.ts: its id, then its table). */
  id: number;
  from: DocumentSource;
  kind: DocumentKind;
  /** Its id in its own table. */
  reportId: number;
  /** Null for a report from before reports were linked to patients that no patient matched. */
  patientId: number | null;
  /** The doctor's account that filed it, with the name the app shows; null once that account is gone. */
  filedBy: { id: number; name: string } | null;
  /** The doctor the report names: who generated an operation report, a birth or death report's doctor. */
  namedDoctor: string | null;
  /** An investigation's title, an operation report's surgery, a birth or death report's case id. */
  title: string;
  /** The day the report is about (YYYY-MM-DD); null for an operation report, which has no date of its own. */
  day: string | null;
  /** When it was filed. */
  filedAt: Date;
  /** An investigation's status; null for the kinds that have none. */
  status: InvestigationStatus | null;
  voidedAt: Date | null;
  /** What the document carries: the file an investigation or an operation report holds, or a birth or death report's notes. */
  content: { file: DocumentFile } | { text: string };
}

export const DOCUMENT_REFERENCE_SEARCH: readonly SearchParameterDefinition[] = [
  { name: '_id', type: 'token', documentation: 'The id on this server: inv-{id} (an investigation), op-{id} (an operation report) or case-{id} (a birth or death report).' },
  { name: 'patient', type: 'reference', documentation: 'The patient: Patient/{id} or the id.' },
  { name: 'subject', type: 'reference', documentation: 'As patient.' },
  { name: 'date', type: 'date', documentation: "The day it was filed (the clinic's), with eq, ge, le, gt or lt." },
  { name: 'status', type: 'token', documentation: 'current, or entered-in-error (a voided report, left out unless asked for).' },
];

const LOINC = 'http://loinc.org';

/**
 * Each kind in words, and in LOINC only where a document code says what the app's report is: an operation report is
 * the surgeon's operation note. An investigation may be a laboratory result, an imaging report or another study (the
 * app does not say which), and a birth or death report is the clinic's own notification, not the registrar's
 * certificate that LOINC's birth and death codes name: those are said in words alone.
 */
const KIND: Record<DocumentKind, { type: CodeableConcept; category: string; describe: (title: string) => string }> = {
  investigation: { type: { text: 'Investigation report' }, category: 'Investigations', describe: (title) => title },
  operation: {
    type: { coding: [{ system: LOINC, code: '11504-8', display: 'Surgical operation note' }], text: 'Operation report' },
    category: 'Operation reports',
    describe: (surgery) => surgery,
  },
  birth: { type: { text: 'Birth report' }, category: 'Birth and death reports', describe: (caseId) => `Birth report ${caseId}` },
  death: { type: { text: 'Death report' }, category: 'Birth and death reports', describe: (caseId) => `Death report ${caseId}` },
};

/** An investigation's status as the document's: a completed one is final, a pending or ongoing one preliminary. */
const DOC_STATUS: Record<InvestigationStatus, NonNullable<DocumentReference['docStatus']>> = { Completed: 'final', Pending: 'preliminary', 'In Progress': 'preliminary' };

/** A name as people write it, to tell whether two name one doctor: "Dr. Ada Obi" and "ada  obi" do. */
const plainName = (name: string) => name.trim().toLowerCase().replace(/^dr\.?\s+/, '').replace(/\s+/g, ' ');

/**
 * Who wrote it: the doctor's account that filed it (a reference), and the doctor the report itself names when that is
 * someone else (by name alone: the app keeps that doctor as typed, not as an account).
 */
function authorsOf({ filedBy, namedDoctor }: Pick<ReportDocumentRow, 'filedBy' | 'namedDoctor'>): Reference<Practitioner>[] {
  const named = namedDoctor?.trim() ?? '';
  const filer: Reference<Practitioner>[] = filedBy ? [{ reference: `Practitioner/${filedBy.id}`, display: filedBy.name }] : [];
  const sameDoctor = filedBy !== null && plainName(filedBy.name) === plainName(named);
  return named && !sameDoctor ? [...filer, { display: named }] : filer;
}

/**
 * The content: a file by its address on this server (`Binary/{id}`, relative, as R4 reads a reference), or a birth or
 * death report's notes carried in the document itself, as UTF-8 text.
 */
function attachmentOf(row: ReportDocumentRow): Attachment {
  const { content } = row;
  if ('file' in content) {
    const { file } = content;
    return { contentType: file.mime, url: `Binary/${file.id}`, size: file.size, title: file.fileName, creation: file.uploadedAt.toISOString() };
  }
  const bytes = Buffer.from(content.text, 'utf8');
  return { contentType: 'text/plain; charset=utf-8', data: bytes.toString('base64'), size: bytes.length, title: KIND[row.kind].describe(row.title), creation: row.filedAt.toISOString() };
}

/**
 * A report of the clinic as an R4 DocumentReference: its kind (`type`, and the section of the record it is filed in as
 * `category`), the patient, when it was filed, who wrote it, its title, what it carries, and the day it is about
 * (`context.period`). A voided report is entered-in-error; an investigation says whether it is final.
 */
export function toFhirDocumentReference(row: ReportDocumentRow): DocumentReference {
  const kind = KIND[row.kind];
  const author = authorsOf(row);
  const isCaseReport = row.kind === 'birth' || row.kind === 'death';
  return {
    resourceType: 'DocumentReference',
    id: documentReferenceId(row.from, row.reportId),
    // A birth or death report's case id (BR-1001) is the number the clinic and the registry know it by.
    ...(isCaseReport ? { identifier: [{ value: row.title }] } : {}),
    status: row.voidedAt ? 'entered-in-error' : 'current',
    ...(row.status ? { docStatus: DOC_STATUS[row.status] } : {}),
    type: kind.type,
    category: [{ text: kind.category }],
    // R4 allows a document about no patient: an old report that matched none keeps no subject rather than a guess.
    ...(row.patientId !== null ? { subject: { reference: `Patient/${row.patientId}` } } : {}),
    date: row.filedAt.toISOString(),
    ...(author.length > 0 ? { author } : {}),
    description: kind.describe(row.title),
    content: [{ attachment: attachmentOf(row) }],
    ...(row.day ? { context: { period: { start: row.day, end: row.day } } } : {}),
  };
}
