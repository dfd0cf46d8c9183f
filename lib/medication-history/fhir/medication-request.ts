import type { MedicationRequest } from '@medplum/fhirtypes';
import { codedAsSent } from '@/lib/fhir/coded-as-sent';
import { importedFrom, importMeta } from '@/lib/fhir/import-tag';
import { MEDICATION_REQUEST_SEARCH } from '@/lib/prescriptions/fhir/medication-request';
import type { SearchParameterDefinition } from '@/lib/fhir/capability';
import { periodOf, type MedicationHistoryRow } from './medication-statement';

// A medicine prescribed elsewhere, from an imported record, is a MedicationRequest beside the clinic's prescriptions
// (lib/prescriptions/fhir/medication-request.ts), under an id of its own prefix, `history-12`: never a prescription of
// this clinic, and said so by `reportedReference`, the record it came from.

export const HISTORY_ID_PREFIX = 'history';
export const historyRequestId = (id: number): string => `${HISTORY_ID_PREFIX}-${id}`;

type RequestStatus = MedicationRequest['status'];

/** The status kept (in either resource's words) as a MedicationRequest's: a statement's intended is a draft, not-taken cancelled. */
export const REQUEST_STATUS: Record<string, RequestStatus> = {
  active: 'active',
  'on-hold': 'on-hold',
  cancelled: 'cancelled',
  completed: 'completed',
  'entered-in-error': 'entered-in-error',
  stopped: 'stopped',
  draft: 'draft',
  unknown: 'unknown',
  intended: 'draft',
  'not-taken': 'cancelled',
};

/** What the medication history's requests are searched by (lib/medication-history/queries/fhir.ts). */
export const HISTORY_REQUEST_PARAMETERS = ['_id', 'patient', 'subject', 'authoredon', 'status'] as const;

/** Each shared parameter's documentation, said again for both the clinic's prescriptions and the history. */
const WORDS: Record<string, string> = {
  _id: 'The id on this server: a medicine of a prescription of the clinic, or history-{id} (a medicine prescribed elsewhere, from an imported record).',
  authoredon: "The day it was prescribed, with eq, ge, le, gt or lt (the clinic's, for its own prescriptions).",
  status:
    'active, completed (an inactive prescription of the clinic), and a medicine prescribed elsewhere as its record says (on-hold, cancelled, stopped, draft, unknown); entered-in-error (a voided record) only when asked for.',
};

/** The MedicationRequest search of both the clinic's prescriptions and the medication history, as the CapabilityStatement lists it. */
export const MEDICATION_REQUEST_AND_HISTORY_SEARCH: readonly SearchParameterDefinition[] = MEDICATION_REQUEST_SEARCH.map((definition) =>
  WORDS[definition.name] ? { ...definition, documentation: WORDS[definition.name]! } : definition,
);

/** The status served: voided here is entered-in-error, whatever was sent. */
export const historyRequestStatus = (row: Pick<MedicationHistoryRow, 'status' | 'voidedAt'>): RequestStatus =>
  row.voidedAt !== null ? 'entered-in-error' : (REQUEST_STATUS[row.status] ?? 'unknown');

/**
 * A medicine prescribed elsewhere as an R4 MedicationRequest, as it came in: the medicine's code kept as sent beside
 * its name, its status, when it was prescribed, the prescriber by the name the record gave (no Practitioner of this
 * server), the record it came from as `reportedReference`, the dose in words over the days it was to be taken, the
 * reason in words and its notes.
 */
export function toFhirHistoryRequest(row: MedicationHistoryRow, importSystem: string): MedicationRequest {
  const period = periodOf(row.startedOn, row.endedOn);
  const dosage = row.dosage.trim();
  return {
    resourceType: 'MedicationRequest',
    id: historyRequestId(row.id),
    ...importMeta(importedFrom(row.importId, row.source), importSystem),
    status: historyRequestStatus(row),
    intent: 'order',
    // Not the clinic's own order: a report of one, from the record it came in with (or a doctor here wrote it down).
    ...(row.source ? { reportedReference: { display: row.source.sourceName } } : { reportedBoolean: true }),
    medicationCodeableConcept: codedAsSent(row.codeSystem, row.code, row.name),
    subject: { reference: `Patient/${row.patientId}` },
    ...(row.recordedOn ? { authoredOn: row.recordedOn } : {}),
    ...(row.prescriber?.trim() ? { requester: { display: row.prescriber.trim() } } : {}),
    ...(row.reason?.trim() ? { reasonCode: [{ text: row.reason.trim() }] } : {}),
    ...(row.note.trim() ? { note: [{ text: row.note.trim() }] } : {}),
    ...(dosage || period ? { dosageInstruction: [{ ...(dosage ? { text: dosage } : {}), ...(period ? { timing: { repeat: { boundsPeriod: period } } } : {}) }] } : {}),
  };
}
