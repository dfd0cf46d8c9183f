import type { CodeableConcept, DiagnosticReport } from '@medplum/fhirtypes';
import type { diagnosisTests } from '@/lib/db/schema/diagnosis';
import type { InvestigationStatus } from '@/lib/db/schema/enums';
import type { investigations } from '@/lib/db/schema/reports';
import type { SearchParameterDefinition } from '@/lib/fhir/capability';

/** The records that report what was examined: a diagnosis test, and an investigation filed for a patient. */
export const DIAGNOSTIC_REPORT_SOURCES = ['diagnosis-test', 'investigation'] as const;
export type DiagnosticReportSource = (typeof DIAGNOSTIC_REPORT_SOURCES)[number];

/** The prefix of a DiagnosticReport's id, which says the table it comes from: `inv-4` is investigation 4. */
export const DIAGNOSTIC_REPORT_ID_PREFIX: Record<DiagnosticReportSource, string> = { 'diagnosis-test': 'dt', investigation: 'inv' };

/** An investigation's file, as a report presents it (never its bytes: Binary/{id} serves them). */
export interface ReportFile {
  id: number;
  fileName: string;
  mime: string;
  /** Bytes. */
  size: number;
  createdAt: Date;
}

/** A diagnosis test with what it found: its category, its other properties and the ids of the readings it took. */
export interface DiagnosisTestReportRow {
  /** Its page key (lib/fhir/search/interleave.ts): not the id it is known by. */
  id: number;
  from: 'diagnosis-test';
  test: typeof diagnosisTests.$inferSelect;
  category: string;
  properties: ReadonlyArray<{ name: string; value: string }>;
  /** Its observations (source diagnosis-test), each an Observation of its own. */
  observationIds: readonly number[];
  /** Its visit, when that visit took place (an Encounter). */
  encounterId: number | null;
}

/** An investigation filed for a patient, with its file when one was attached. */
export interface InvestigationReportRow {
  id: number;
  from: 'investigation';
  investigation: typeof investigations.$inferSelect & { patientId: number };
  file: ReportFile | null;
}

export type DiagnosticReportRow = DiagnosisTestReportRow | InvestigationReportRow;

/** What a DiagnosticReport search takes: read by lib/diagnosis/queries/fhir-reports.ts, listed in the CapabilityStatement. */
export const DIAGNOSTIC_REPORT_SEARCH: readonly SearchParameterDefinition[] = [
  { name: '_id', type: 'token', documentation: 'The id on this server: dt-{id} (a diagnosis test) or inv-{id} (an investigation).' },
  { name: 'patient', type: 'reference', documentation: 'The patient: Patient/{id} or the id.' },
  { name: 'subject', type: 'reference', documentation: 'As patient.' },
  { name: 'encounter', type: 'reference', documentation: 'The visit a diagnosis test was made at: Encounter/{id} or the id.' },
  { name: 'date', type: 'date', documentation: "The day of the test or of the investigation (the clinic's), with eq, ge, le, gt or lt." },
  {
    name: 'status',
    type: 'token',
    documentation: 'final, registered (a pending investigation), partial (one in progress), or entered-in-error (a voided record, left out unless asked for).',
  },
  { name: 'category', type: 'token', documentation: 'HL7 v2-0074: LAB (a diagnosis test), RAD (an imaging investigation) or OTH (any other investigation).' },
];

export const REPORT_CATEGORY_SYSTEM = 'http://terminology.hl7.org/CodeSystem/v2-0074';
export type ReportCategory = 'LAB' | 'RAD' | 'OTH';
const CATEGORY: Record<ReportCategory, CodeableConcept> = {
  LAB: { coding: [{ system: REPORT_CATEGORY_SYSTEM, code: 'LAB', display: 'Laboratory' }] },
  RAD: { coding: [{ system: REPORT_CATEGORY_SYSTEM, code: 'RAD', display: 'Radiology' }] },
  OTH: { coding: [{ system: REPORT_CATEGORY_SYSTEM, code: 'OTH', display: 'Other' }] },
};

/**
 * An investigation is imaging when its title names an imaging study (an X-ray, an ultrasound, a CT or MRI, a
 * scan…): the clinic records no kind of investigation, only its title. Written once for JavaScript and for
 * PostgreSQL (`~*`), so that a search by category finds what the reports say: the two engines read this pattern
 * alike (no \b, which PostgreSQL reads otherwise).
 */
export const IMAGING_TITLE = '(^|[^a-z0-9])((x-?ray|radiogra|ultraso|sonogra|mammogra|fluorosco|echocardiogra|doppler|angiogra)|(ct|mri|scans?)([^a-z0-9]|$))';
const IMAGING = new RegExp(IMAGING_TITLE, 'i');

export const investigationCategory = (title: string): ReportCategory => (IMAGING.test(title) ? 'RAD' : 'OTH');

/**
 * An investigation's status as a report's: one still pending is registered (it exists, its result is not in), one
 * in progress is partial (what it holds may be incomplete; the clinic does not say it was verified, which
 * preliminary would), one completed is final.
 */
export const INVESTIGATION_REPORT_STATUS: Record<InvestigationStatus, DiagnosticReport['status']> = { Pending: 'registered', 'In Progress': 'partial', Completed: 'final' };

/** The patient a report is about: a diagnosis test's, or the patient an investigation was filed for (the audit's). */
export const reportPatientId = (row: DiagnosticReportRow): number => (row.from === 'diagnosis-test' ? row.test.patientId : row.investigation.patientId);

/** The id a DiagnosticReport is known by. */
export const diagnosticReportId = (from: DiagnosticReportSource, recordId: number) => `${DIAGNOSTIC_REPORT_ID_PREFIX[from]}-${recordId}`;

/** What a diagnosis test found beyond its readings, in words: diabetes, urine sugar, cholesterol, its other properties. */
function findings({ test, properties }: DiagnosisTestReportRow): string {
  return [
    ...(test.diabetes.trim() ? [`Diabetes: ${test.diabetes.trim()}`] : []),
    ...(test.urineSugar.trim() ? [`Urine sugar: ${test.urineSugar.trim()}`] : []),
    ...(test.cholesterol !== null ? [`Cholesterol: ${test.cholesterol} mg/dL`] : []),
    ...properties.map(({ name, value }) => `${name.trim()}: ${value.trim()}`),
  ]
    .map((line) => `${line}.`)
    .join(' ');
}

function fromDiagnosisTest(row: DiagnosisTestReportRow): DiagnosticReport {
  const { test } = row;
  const conclusion = findings(row);
  return {
    resourceType: 'DiagnosticReport',
    id: diagnosticReportId('diagnosis-test', test.id),
    identifier: [{ use: 'usual', value: test.reportNumber }],
    status: test.voidedAt !== null ? 'entered-in-error' : 'final',
    category: [CATEGORY.LAB],
    code: { text: `Diagnosis test: ${row.category}` },
    subject: { reference: `Patient/${test.patientId}` },
    ...(row.encounterId !== null ? { encounter: { reference: `Encounter/${row.encounterId}` } } : {}),
    effectiveDateTime: test.createdAt.toISOString(),
    issued: test.updatedAt.toISOString(),
    performer: [{ reference: `Practitioner/${test.doctorId}` }],
    ...(row.observationIds.length > 0 ? { result: row.observationIds.map((id) => ({ reference: `Observation/${id}` })) } : {}),
    ...(conclusion ? { conclusion } : {}),
  };
}

function fromInvestigation({ investigation, file }: InvestigationReportRow): DiagnosticReport {
  return {
    resourceType: 'DiagnosticReport',
    id: diagnosticReportId('investigation', investigation.id),
    status: investigation.voidedAt !== null ? 'entered-in-error' : INVESTIGATION_REPORT_STATUS[investigation.status],
    category: [CATEGORY[investigationCategory(investigation.title)]],
    code: { text: investigation.title.trim() },
    subject: { reference: `Patient/${investigation.patientId}` },
    effectiveDateTime: investigation.date,
    issued: investigation.createdAt.toISOString(),
    ...(investigation.authorId !== null ? { performer: [{ reference: `Practitioner/${investigation.authorId}` }] } : {}),
    ...(file ? { presentedForm: [{ contentType: file.mime, title: file.fileName, size: file.size, url: `Binary/${file.id}`, creation: file.createdAt.toISOString() }] } : {}),
  };
}

/**
 * A diagnosis test or an investigation as an R4 DiagnosticReport. A diagnosis test is a laboratory report (LAB:
 * glucose, fasting sugar, cholesterol and urine sugar, with the vitals taken beside them), final, its code the
 * test and its category in words (no LOINC: the clinic's categories are diagnoses, not coded tests), its readings
 * as `result` and what else it found as `conclusion`. An investigation is its title, its status, RAD when the
 * title names imaging and OTH otherwise, and its file as `presentedForm` pointing to Binary/{file id}. A voided
 * record's report is entered-in-error.
 */
export const toFhirDiagnosticReport = (row: DiagnosticReportRow): DiagnosticReport => (row.from === 'diagnosis-test' ? fromDiagnosisTest(row) : fromInvestigation(row));
