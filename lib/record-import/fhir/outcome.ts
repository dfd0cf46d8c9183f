import type { OperationOutcome } from '@medplum/fhirtypes';
import type { ImportSummary } from '@/lib/db/schema';
import type { LikelyDuplicate } from '@/lib/patients/queries/duplicates';
import { FhirError, operationOutcome, outcomeIssue } from '@/lib/fhir/outcome';

/**
 * What an import did, as an OperationOutcome: one information issue a resource type, saying how many were stored,
 * how many were there already, how many were skipped and why.
 */
export function importOutcome(summary: ImportSummary, patient: { id: number; created: boolean }): OperationOutcome {
  const lines = Object.entries(summary)
    .sort(([one], [other]) => one.localeCompare(other))
    .map(([type, count]) => {
      const why = count.reasons?.length ? ` (${count.reasons.join('; ')})` : '';
      return outcomeIssue('information', 'informational', `${type}: ${count.stored} stored, ${count.present} already there, ${count.skipped} skipped${why}`);
    });
  const head = outcomeIssue('information', 'informational', `${patient.created ? 'A new patient' : 'The record was added to'} Patient/${patient.id}${patient.created ? ' was registered from the record' : ''}`);
  return operationOutcome([head, ...lines]);
}

/** The 409 of a likely duplicate: each registered patient it may be, by id, number, name and date of birth. */
export function duplicatesRefusal(duplicates: readonly LikelyDuplicate[]): FhirError {
  const named = duplicates.map((one) => `Patient/${one.id} (${one.patientNumber}, ${one.fullName}, born ${one.dateOfBirth})`).join('; ');
  return new FhirError(
    409,
    'duplicate',
    `This record's patient may be one already registered: ${named}. Import it into that patient with ?patient={id}, or as a new patient with ?patient=new.`,
  );
}
