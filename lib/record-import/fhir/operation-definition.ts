import type { OperationDefinition } from '@medplum/fhirtypes';

/** The operation's name, as the address says it ($import-record) and the CapabilityStatement declares it. */
export const IMPORT_RECORD = 'import-record';

/** Where its definition is read: a canonical URL under the server's own base. */
export const importRecordDefinitionUrl = (base: string) => `${base}/OperationDefinition/${IMPORT_RECORD}`;

/**
 * $import-record as an OperationDefinition, so that a client can read what it takes and answers: one patient's
 * record as a Bundle (the body), `patient` and `source` in the address; an OperationOutcome back.
 */
export function importRecordDefinition(base: string): OperationDefinition {
  return {
    resourceType: 'OperationDefinition',
    id: IMPORT_RECORD,
    url: importRecordDefinitionUrl(base),
    name: 'ImportRecord',
    title: 'Import a patient’s record',
    status: 'active',
    kind: 'operation',
    code: IMPORT_RECORD,
    system: true,
    type: false,
    instance: false,
    affectsState: true,
    description:
      'One patient’s record from another system, as an R4 Bundle (transaction, batch, collection or document) of up to 20 MB, stored in one transaction. The patient is found by an identifier an earlier import kept, else registered by the clinic’s duplicate rules: a likely duplicate is a 409 naming the candidates unless patient=new or patient={id}. Answers 201 (a new patient) or 200, Location naming the patient, and an OperationOutcome of what was stored, already there and skipped, by resource type. Needs system/*.write (every type it writes) or a doctor’s session.',
    parameter: [
      { name: 'resource', use: 'in', min: 1, max: '1', type: 'Bundle', documentation: 'The record: the request’s body.' },
      { name: 'patient', use: 'in', min: 0, max: '1', type: 'string', documentation: 'new, or the id of the patient to import the record into (Patient/{id}).' },
      { name: 'source', use: 'in', min: 0, max: '1', type: 'string', documentation: 'The hospital or system the record came from, as the chart names it; else the name the record gives.' },
      { name: 'return', use: 'out', min: 1, max: '1', type: 'OperationOutcome', documentation: 'One information issue a resource type: how many stored, already there and skipped, and why.' },
    ],
  };
}
