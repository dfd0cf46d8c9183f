import type { Specimen } from '@medplum/fhirtypes';
import type { SearchParameterDefinition } from '@/lib/fhir/capability';
import { ACCESSION_TYPE, SPECIMEN_TYPE, type LabSystems } from './codes';
import type { LabSpecimenRow } from './rows';

/** What a Specimen search takes: read by lib/lab/queries/fhir-specimens.ts, listed in the CapabilityStatement. */
export const SPECIMEN_SEARCH: readonly SearchParameterDefinition[] = [
  { name: '_id', type: 'token', documentation: "The order's id on this server: an order's specimen, once taken." },
  { name: 'patient', type: 'reference', documentation: 'The patient: Patient/{id} or the id.' },
  { name: 'subject', type: 'reference', documentation: 'As patient.' },
  { name: 'accession', type: 'token', documentation: 'The accession number written on the tube (any letter case), alone or as system|value.' },
  { name: 'collected', type: 'date', documentation: "The day it was taken (the clinic's), with eq, ge, le, gt or lt." },
];

/**
 * A collected order's specimen as an R4 Specimen: its accession number, its kind (the catalogue's words, and SNOMED
 * CT's code when the order's tests ask for one kind), the patient, the order's requests, and when and by whom it
 * was taken.
 */
export function toFhirSpecimen(row: LabSpecimenRow, systems: LabSystems): Specimen {
  const kinds = [...new Set(row.requests.map((request) => request.specimen))];
  const coding = kinds.length === 1 ? SPECIMEN_TYPE[kinds[0]!] : undefined;
  return {
    resourceType: 'Specimen',
    id: String(row.id),
    ...(row.accession ? { accessionIdentifier: { type: ACCESSION_TYPE, system: systems.accession, value: row.accession } } : {}),
    status: 'available',
    ...(kinds.length > 0 ? { type: { ...(coding ? { coding: [coding] } : {}), text: kinds.join(' and ') } } : {}),
    subject: { reference: `Patient/${row.patientId}` },
    ...(row.requests.length > 0 ? { request: row.requests.map((request) => ({ reference: `ServiceRequest/${request.id}` })) } : {}),
    collection: {
      collectedDateTime: row.collectedAt.toISOString(),
      ...(row.collectedById !== null ? { collector: { reference: `Practitioner/${row.collectedById}`, ...(row.collectedBy ? { display: row.collectedBy } : {}) } } : {}),
    },
  };
}
