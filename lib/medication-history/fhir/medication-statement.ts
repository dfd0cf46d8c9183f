import type { MedicationStatement, Period } from '@medplum/fhirtypes';
import type { medicationHistory } from '@/lib/db/schema/record-imports';
import type { SearchParameterDefinition } from '@/lib/fhir/capability';
import { codedAsSent } from '@/lib/fhir/coded-as-sent';
import { importedFrom, importMeta } from '@/lib/fhir/import-tag';
import type { ImportSource } from '@/lib/record-import/rules/source-line';

/**
 * A medicine of the patient's medication history, with the import it came in with. One that came as a
 * MedicationStatement (kind 'statement': taken) is served as one; one that came as a MedicationRequest (kind
 * 'request': prescribed elsewhere) as a MedicationRequest beside the clinic's prescriptions (./medication-request.ts).
 */
export type MedicationHistoryRow = typeof medicationHistory.$inferSelect & { source: ImportSource | null };

type StatementStatus = MedicationStatement['status'];

/**
 * The status kept (as the other system sent it, in either resource's words) as a MedicationStatement's: a request's
 * cancelled medicine was stopped, a draft one only intended. Anything else is unknown.
 */
export const STATEMENT_STATUS: Record<string, StatementStatus> = {
  active: 'active',
  completed: 'completed',
  'entered-in-error': 'entered-in-error',
  intended: 'intended',
  stopped: 'stopped',
  'on-hold': 'on-hold',
  unknown: 'unknown',
  'not-taken': 'not-taken',
  cancelled: 'stopped',
  draft: 'intended',
};

export const MEDICATION_STATEMENT_SEARCH: readonly SearchParameterDefinition[] = [
  { name: '_id', type: 'token', documentation: "The statement's id on this server." },
  { name: 'patient', type: 'reference', documentation: 'The patient: Patient/{id} or the id.' },
  { name: 'subject', type: 'reference', documentation: 'As patient.' },
  {
    name: 'status',
    type: 'token',
    documentation: 'active, completed, intended, stopped, on-hold, not-taken or unknown, as the record says; entered-in-error (a voided record, or one sent so) only when asked for.',
  },
  { name: 'effective', type: 'date', documentation: 'The days the medicine was taken, with eq, ge, le, gt or lt: one still taken (no end) runs on; one with no dates matches no day.' },
  { name: 'code', type: 'token', documentation: "The medicine's code as it was sent (http://www.nlm.nih.gov/research/umls/rxnorm|197361, or the code alone)." },
];

/** The status served: voided here is entered-in-error, whatever was sent. */
export const statementStatus = (row: Pick<MedicationHistoryRow, 'status' | 'voidedAt'>): StatementStatus =>
  row.voidedAt !== null ? 'entered-in-error' : (STATEMENT_STATUS[row.status] ?? 'unknown');

/** When it was taken or is to be taken, as a Period; an end before the start (a record's slip) is left out (R4's per-1). */
export function periodOf(startedOn: string | null, endedOn: string | null): Period | null {
  const end = endedOn && (!startedOn || endedOn >= startedOn) ? endedOn : null;
  if (!startedOn && !end) return null;
  return { ...(startedOn ? { start: startedOn } : {}), ...(end ? { end } : {}) };
}

/** Who says the patient takes it: the record it came from, by its name; the doctor who wrote it down here otherwise. */
function informationSource(row: MedicationHistoryRow): MedicationStatement['informationSource'] | null {
  if (row.source) return { display: row.source.sourceName };
  return row.recordedById !== null ? { reference: `Practitioner/${row.recordedById}` } : null;
}

/** The notes served: who prescribed it (a statement has no element for that), then what the record noted. */
function notesOf(row: MedicationHistoryRow): Pick<MedicationStatement, 'note'> {
  const notes = [row.prescriber?.trim() ? `Prescribed by ${row.prescriber.trim()}` : '', row.note.trim()].filter(Boolean);
  return notes.length > 0 ? { note: notes.map((text) => ({ text })) } : {};
}

/**
 * A medicine the patient took, or takes, as an R4 MedicationStatement, as it came in: the medicine's code kept as
 * sent beside its name, its status, when it was taken, when that was said, who said it (the record it came from),
 * the dose and the reason in words, and its notes. The prescriber, when the record named one, is a note before them:
 * a statement has no element for it.
 */
export function toFhirMedicationStatement(row: MedicationHistoryRow, importSystem: string): MedicationStatement {
  const period = periodOf(row.startedOn, row.endedOn);
  const source = informationSource(row);
  return {
    resourceType: 'MedicationStatement',
    id: String(row.id),
    ...importMeta(importedFrom(row.importId, row.source), importSystem),
    status: statementStatus(row),
    medicationCodeableConcept: codedAsSent(row.codeSystem, row.code, row.name),
    subject: { reference: `Patient/${row.patientId}` },
    ...(period ? { effectivePeriod: period } : {}),
    ...(row.recordedOn ? { dateAsserted: row.recordedOn } : {}),
    ...(source ? { informationSource: source } : {}),
    ...(row.reason?.trim() ? { reasonCode: [{ text: row.reason.trim() }] } : {}),
    ...notesOf(row),
    ...(row.dosage.trim() ? { dosage: [{ text: row.dosage.trim() }] } : {}),
  };
}
