import type { Immunization } from '@medplum/fhirtypes';
import type { patientImmunizations } from '@/lib/db/schema/record-imports';
import type { SearchParameterDefinition } from '@/lib/fhir/capability';
import { codedAsSent } from '@/lib/fhir/coded-as-sent';
import { importedFrom, importMeta } from '@/lib/fhir/import-tag';
import type { ImportSource } from '@/lib/record-import/rules/source-line';

/** A vaccine of the patient's immunization record, with the import it came in with. */
export type ImmunizationRow = typeof patientImmunizations.$inferSelect & { source: ImportSource | null };

/** R4's statuses of an Immunization: the record keeps one of them, as sent. */
export const IMMUNIZATION_STATUSES = ['completed', 'not-done', 'entered-in-error'] as const;
type ImmunizationStatus = (typeof IMMUNIZATION_STATUSES)[number];

export const IMMUNIZATION_SEARCH: readonly SearchParameterDefinition[] = [
  { name: '_id', type: 'token', documentation: "The immunization's id on this server." },
  { name: 'patient', type: 'reference', documentation: 'The patient: Patient/{id} or the id.' },
  { name: 'date', type: 'date', documentation: 'The day it was given, with eq, ge, le, gt or lt.' },
  { name: 'status', type: 'token', documentation: 'completed or not-done; entered-in-error (a voided record, or one sent so) only when asked for.' },
  { name: 'vaccine-code', type: 'token', documentation: 'The vaccine\'s code as it was sent (http://hl7.org/fhir/sid/cvx|140, or the code alone).' },
];

/** The status served: voided here is entered-in-error; a status R4 does not know reads as given. */
export function immunizationStatus(row: Pick<ImmunizationRow, 'status' | 'voidedAt'>): ImmunizationStatus {
  if (row.voidedAt !== null) return 'entered-in-error';
  return (IMMUNIZATION_STATUSES as readonly string[]).includes(row.status) ? (row.status as ImmunizationStatus) : 'completed';
}

/**
 * A vaccine given (or due and not given) as an R4 Immunization, as it came in: the vaccine's code kept as sent
 * beside its name, when it was given (the instant when the record said it, else the day), the dose in its series
 * as sent ("2", "Booster"), the lot, the site and who gave it in words, and the import it came with.
 */
export function toFhirImmunization(row: ImmunizationRow, importSystem: string): Immunization {
  return {
    resourceType: 'Immunization',
    id: String(row.id),
    ...importMeta(importedFrom(row.importId, row.source), importSystem),
    status: immunizationStatus(row),
    vaccineCode: codedAsSent(row.codeSystem, row.code, row.vaccine),
    patient: { reference: `Patient/${row.patientId}` },
    occurrenceDateTime: row.givenAt ? row.givenAt.toISOString() : row.givenOn,
    ...(row.lotNumber?.trim() ? { lotNumber: row.lotNumber.trim() } : {}),
    ...(row.site?.trim() ? { site: { text: row.site.trim() } } : {}),
    ...(row.performer?.trim() ? { performer: [{ actor: { display: row.performer.trim() } }] } : {}),
    ...(row.note.trim() ? { note: [{ text: row.note.trim() }] } : {}),
    ...(row.doseNumber?.trim() ? { protocolApplied: [{ doseNumberString: row.doseNumber.trim() }] } : {}),
  };
}
