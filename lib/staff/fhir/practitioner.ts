import type { Practitioner } from '@medplum/fhirtypes';
import type { doctors } from '@/lib/db/schema/doctors';
import type { SearchParameterDefinition } from '@/lib/fhir/capability';
import { doctorName } from '@/lib/staff/rules/doctor-name';

/** The columns a Practitioner shows: never the password, the role or the picture. */
export type PractitionerRow = Pick<typeof doctors.$inferSelect, 'id' | 'firstName' | 'lastName' | 'email' | 'phone' | 'licenseNumber' | 'status'>;

/** HL7's identifier type for a medical licence number. */
const MEDICAL_LICENCE = { system: 'http://terminology.hl7.org/CodeSystem/v2-0203', code: 'MD', display: 'Medical License number' };

/** What a Practitioner search takes: read by lib/staff/queries/fhir.ts and listed in the CapabilityStatement. */
export const PRACTITIONER_SEARCH: readonly SearchParameterDefinition[] = [
  { name: '_id', type: 'token', documentation: "The doctor's id on this server." },
  { name: 'identifier', type: 'token', documentation: 'The licence number.' },
  { name: 'name', type: 'string', documentation: "The start of the doctor's first or last name." },
  { name: 'active', type: 'token', documentation: 'true for an account in use, false for a disabled one.' },
];

/**
 * A doctor of the clinic as an R4 Practitioner: the name, the licence number, the work email and phone, and
 * whether the account is in use. Accounts waiting for approval are not the clinic's practitioners yet.
 */
export function toFhirPractitioner(doctor: PractitionerRow): Practitioner {
  return {
    resourceType: 'Practitioner',
    id: String(doctor.id),
    ...(doctor.licenseNumber.trim() ? { identifier: [{ use: 'official', type: { coding: [MEDICAL_LICENCE], text: 'Licence number' }, value: doctor.licenseNumber.trim() }] } : {}),
    active: doctor.status === 'active',
    name: [{ use: 'official', text: doctorName(doctor), family: doctor.lastName, given: [doctor.firstName], prefix: ['Dr.'] }],
    telecom: [{ system: 'email', value: doctor.email, use: 'work' }, ...(doctor.phone.trim() ? [{ system: 'phone' as const, value: doctor.phone.trim(), use: 'work' as const }] : [])],
  };
}
