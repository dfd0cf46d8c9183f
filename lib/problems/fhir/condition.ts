import type { CodeableConcept, Condition } from '@medplum/fhirtypes';
import type { patientProblems } from '@/lib/db/schema/record-imports';
import { CATEGORY_SYSTEM, CLINICAL_STATUS_SYSTEM, CONDITION_SEARCH, VERIFICATION_STATUS_SYSTEM } from '@/lib/diagnosis/fhir/condition';
import type { SearchParameterDefinition } from '@/lib/fhir/capability';
import { codedAsSent } from '@/lib/fhir/coded-as-sent';
import { importedFrom, importMeta } from '@/lib/fhir/import-tag';
import type { ImportSource } from '@/lib/record-import/rules/source-line';

// The patient's problem list as Conditions, beside the diagnoses the clinic names (its diagnosis tests and
// prescriptions, lib/diagnosis/fhir/condition.ts): each problem's id is prefixed, `problem-12`, so that no id names two
// things and a search of Condition reads each table it names.

export const PROBLEM_ID_PREFIX = 'problem';
export const problemConditionId = (id: number): string => `${PROBLEM_ID_PREFIX}-${id}`;

/** A problem as a Condition's search or read finds it, with the import it came in with. */
export type ProblemRow = typeof patientProblems.$inferSelect & { source: ImportSource | null };

/** FHIR's clinical statuses (condition-clinical), each with its display. */
export const CLINICAL_STATUSES: Record<string, string> = {
  active: 'Active',
  recurrence: 'Recurrence',
  relapse: 'Relapse',
  inactive: 'Inactive',
  remission: 'Remission',
  resolved: 'Resolved',
};

/** The clinical statuses of a problem that has ended: the only ones R4 lets an abatement stand beside (con-4). */
export const ENDED_STATUSES = ['inactive', 'remission', 'resolved'];

export const VERIFICATION_STATUSES: Record<string, string> = {
  unconfirmed: 'Unconfirmed',
  provisional: 'Provisional',
  differential: 'Differential',
  confirmed: 'Confirmed',
  refuted: 'Refuted',
  'entered-in-error': 'Entered in Error',
};

const concept = (system: string, code: string, display: string): CodeableConcept => ({ coding: [{ system, code, display }] });
const PROBLEM_LIST_ITEM = concept(CATEGORY_SYSTEM, 'problem-list-item', 'Problem List Item');

/** What the problems are searched by (lib/problems/queries/fhir.ts); the parameters not here are the clinic's own. */
export const PROBLEM_CONDITION_PARAMETERS = ['_id', 'patient', 'subject', 'recorded-date', 'clinical-status', 'verification-status', 'category', 'code', 'onset-date', 'abatement-date'] as const;

/** Each shared parameter's documentation, said again for both the clinic's diagnoses and the problem list. */
const WORDS: Record<string, string> = {
  _id: 'The id on this server: dt-{id} (a diagnosis test), rx-{id} (a prescription) or problem-{id} (the problem list).',
  'recorded-date': "The day it was recorded (the clinic's), with eq, ge, le, gt or lt.",
  'clinical-status':
    "active (every diagnosis of the clinic that stands, and the problems active now), recurrence, relapse, inactive, remission or resolved: a problem's as its record says.",
  'verification-status':
    'confirmed (the default for the clinic\'s diagnoses), unconfirmed, provisional, differential, refuted, or entered-in-error (a voided record, left out unless asked for).',
  category: 'encounter-diagnosis (a diagnosis the clinic named) or problem-list-item (the problem list).',
};

/** The Condition search of both the clinic's diagnoses and the problem list, as the CapabilityStatement lists it. */
export const CONDITION_AND_PROBLEM_SEARCH: readonly SearchParameterDefinition[] = [
  ...CONDITION_SEARCH.map((definition) => (WORDS[definition.name] ? { ...definition, documentation: WORDS[definition.name]! } : definition)),
  { name: 'code', type: 'token', documentation: 'A problem\'s code as it was sent (http://snomed.info/sct|38341003, or the code alone); the clinic\'s own diagnoses have none.' },
  { name: 'onset-date', type: 'date', documentation: 'The day a problem began, with eq, ge, le, gt or lt.' },
  { name: 'abatement-date', type: 'date', documentation: 'The day a problem ended, with eq, ge, le, gt or lt.' },
];

/** Voided here, or sent as entered in error: no longer a statement about the patient. */
const inError = (row: ProblemRow) => row.voidedAt !== null || row.verificationStatus === 'entered-in-error';

/**
 * A problem as an R4 Condition, as it came in: a problem-list item, its code kept as sent beside its words, its
 * clinical and verification statuses in HL7's code systems, when it began and ended (dates: a record often knows no
 * more), when and by whom it was recorded where it was, and the import it came with. A voided problem is
 * entered-in-error, without a clinical status or an end (R4 forbids them beside it); an end is kept only beside a
 * status that says the problem ended (con-4: a recurrence keeps its earlier end in the record it came from).
 */
export function toFhirProblemCondition(row: ProblemRow, importSystem: string): Condition {
  const voided = inError(row);
  const clinical = voided || !CLINICAL_STATUSES[row.clinicalStatus] ? null : row.clinicalStatus;
  const verification = voided ? 'entered-in-error' : row.verificationStatus && VERIFICATION_STATUSES[row.verificationStatus] ? row.verificationStatus : null;
  const recordedAt = row.recordedAt ?? (row.importId === null ? row.createdAt : null);
  const recorder = row.recordedById !== null ? { reference: `Practitioner/${row.recordedById}`, ...(row.recorder ? { display: row.recorder } : {}) } : row.recorder ? { display: row.recorder } : null;
  return {
    resourceType: 'Condition',
    id: problemConditionId(row.id),
    ...importMeta(importedFrom(row.importId, row.source), importSystem),
    ...(clinical ? { clinicalStatus: concept(CLINICAL_STATUS_SYSTEM, clinical, CLINICAL_STATUSES[clinical]!) } : {}),
    ...(verification ? { verificationStatus: concept(VERIFICATION_STATUS_SYSTEM, verification, VERIFICATION_STATUSES[verification]!) } : {}),
    category: [PROBLEM_LIST_ITEM],
    code: codedAsSent(row.codeSystem, row.code, row.name),
    subject: { reference: `Patient/${row.patientId}` },
    ...(row.onsetOn ? { onsetDateTime: row.onsetOn } : {}),
    ...(row.resolvedOn && clinical && ENDED_STATUSES.includes(clinical) ? { abatementDateTime: row.resolvedOn } : {}),
    ...(recordedAt ? { recordedDate: recordedAt.toISOString() } : {}),
    ...(recorder ? { recorder } : {}),
    ...(row.note.trim() ? { note: [{ text: row.note.trim() }] } : {}),
  };
}
