import type { Element, Patient } from '@medplum/fhirtypes';
import type { patients } from '@/lib/db/schema/patients';
import type { SearchParameterDefinition } from '@/lib/fhir/capability';
import { formatPatientNumber } from '@/lib/patients/rules/number';

type PatientRow = typeof patients.$inferSelect;

/** R4's Patient with the extension element of its birthDate (`_birthDate`), which @medplum/fhirtypes leaves out. */
export type FhirPatient = Patient & { _birthDate?: Element };

/**
 * Marks a birth date the clinic worked out from an age ("about 34") until someone corrected it. R4 has no
 * element for it, so it is an extension of the app's own, on the birthDate element (docs/fhir.md).
 */
export const ESTIMATED_BIRTH_DATE_EXTENSION = 'https://hms.example.org/fhir/StructureDefinition/birth-date-estimated';

/** What a Patient search takes: read by lib/patients/queries/fhir.ts and listed in the CapabilityStatement. */
export const PATIENT_SEARCH: readonly SearchParameterDefinition[] = [
  { name: '_id', type: 'token', documentation: 'The patient\'s id on this server.' },
  { name: 'identifier', type: 'token', documentation: 'The patient number (P-000123), as system|value or the value alone.' },
  { name: 'name', type: 'string', documentation: 'Every word in the patient\'s name, in any order.' },
  { name: 'family', type: 'string', documentation: 'The start of the family name.' },
  { name: 'given', type: 'string', documentation: 'The start of the given name.' },
  { name: 'birthdate', type: 'date', documentation: 'The date of birth, with eq, ge, le, gt or lt.' },
  { name: 'gender', type: 'token', documentation: 'male, female, other or unknown.' },
  { name: 'phone', type: 'token', documentation: 'The phone number, typed any way (0803 555 1234, +2348035551234).' },
  { name: 'telecom', type: 'token', documentation: 'A phone number (phone|…, or the number alone) or an email (email|…).' },
];

/** HL7's identifier type for a medical record number, which the patient number is. */
const MEDICAL_RECORD_NUMBER = { system: 'http://terminology.hl7.org/CodeSystem/v2-0203', code: 'MR', display: 'Medical record number' };
/** HL7's contact role for the next of kin. */
const NEXT_OF_KIN = { system: 'http://terminology.hl7.org/CodeSystem/v2-0131', code: 'N', display: 'Next-of-Kin' };

const present = (text: string | null | undefined): text is string => typeof text === 'string' && text.trim() !== '';

/**
 * A patient of the clinic as an R4 Patient, read from its row: the patient number as the medical record number
 * under the clinic's `numberSystem`, the name, phone and email, gender, date of birth (marked when estimated),
 * address and next of kin. Nothing is stored twice: this is a view of the row.
 */
export function toFhirPatient(patient: PatientRow, numberSystem: string): FhirPatient {
  const address = [patient.street, patient.state, patient.zipCode].some(present)
    ? [{ use: 'home' as const, ...(present(patient.street) ? { line: [patient.street] } : {}), ...(present(patient.state) ? { state: patient.state } : {}), ...(present(patient.zipCode) ? { postalCode: patient.zipCode } : {}) }]
    : undefined;
  return {
    resourceType: 'Patient',
    id: String(patient.id),
    identifier: [{ use: 'usual', type: { coding: [MEDICAL_RECORD_NUMBER], text: 'Patient number' }, system: numberSystem, value: formatPatientNumber(patient.patientNumber) }],
    active: true,
    name: [{ use: 'official', text: patient.fullName, ...(present(patient.lastName) ? { family: patient.lastName } : {}), given: [patient.firstName] }],
    telecom: [
      ...(present(patient.phone) ? [{ system: 'phone' as const, value: patient.phone, use: 'mobile' as const }] : []),
      ...(present(patient.email) ? [{ system: 'email' as const, value: patient.email }] : []),
    ],
    gender: patient.gender,
    birthDate: patient.dateOfBirth,
    ...(patient.dateOfBirthEstimated ? { _birthDate: { extension: [{ url: ESTIMATED_BIRTH_DATE_EXTENSION, valueBoolean: true }] } } : {}),
    ...(address ? { address } : {}),
    ...(present(patient.nextOfKinName) || present(patient.nextOfKinPhone)
      ? {
          contact: [
            {
              relationship: [{ coding: [NEXT_OF_KIN], text: 'Next of kin' }],
              ...(present(patient.nextOfKinName) ? { name: { text: patient.nextOfKinName } } : {}),
              ...(present(patient.nextOfKinPhone) ? { telecom: [{ system: 'phone' as const, value: patient.nextOfKinPhone }] } : {}),
            },
          ],
        }
      : {}),
  };
}
