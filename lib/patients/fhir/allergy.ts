import type { AllergyIntolerance, CodeableConcept } from '@medplum/fhirtypes';
import type { patientAllergies } from '@/lib/db/schema/allergies';
import type { SearchParameterDefinition } from '@/lib/fhir/capability';

/**
 * A row an AllergyIntolerance search reads: a drug allergy of patient_allergies, or a patient's "No known drug
 * allergies" (a flag of the patient, no row of its own), which pages before every allergy (key 0).
 */
export type AllergyRow = { id: number; allergy: typeof patientAllergies.$inferSelect } | { id: 0; noneKnownFor: number };

/** The id of a patient's "No known drug allergies" as an AllergyIntolerance. */
export const noneKnownId = (patientId: number) => `nkda-${patientId}`;

/** What an AllergyIntolerance search takes: read by lib/patients/queries/fhir-allergies.ts, listed in the CapabilityStatement. */
export const ALLERGY_SEARCH: readonly SearchParameterDefinition[] = [
  { name: '_id', type: 'token', documentation: "The allergy's id on this server." },
  { name: 'patient', type: 'reference', documentation: 'The patient: Patient/{id} or the id.' },
  {
    name: 'verification-status',
    type: 'token',
    documentation: 'confirmed (the default) or entered-in-error (a removed allergy). A patient’s "No known drug allergies" comes with a search of that one patient.',
  },
];

const CLINICAL = 'http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical';
const VERIFICATION = 'http://terminology.hl7.org/CodeSystem/allergyintolerance-verification';
const concept = (system: string, code: string, display: string): CodeableConcept => ({ coding: [{ system, code, display }] });
const ACTIVE = concept(CLINICAL, 'active', 'Active');
const CONFIRMED = concept(VERIFICATION, 'confirmed', 'Confirmed');
const ENTERED_IN_ERROR = concept(VERIFICATION, 'entered-in-error', 'Entered in Error');
/** SNOMED CT's "No known drug allergy" (409137002), the code the International Patient Summary gives an absent drug allergy. */
const NO_KNOWN_DRUG_ALLERGY: CodeableConcept = { coding: [{ system: 'http://snomed.info/sct', code: '409137002', display: 'No known drug allergy' }], text: 'No known drug allergies' };

/**
 * A drug allergy as an R4 AllergyIntolerance: the substance (the formulary's generic name or the text typed) as
 * its code's text, the reaction as its manifestation, who recorded it and when. A removed (voided) allergy is
 * entered-in-error, without a clinical status (R4 forbids both). "No known drug allergies" is SNOMED 409137002.
 */
export function toFhirAllergy(row: AllergyRow): AllergyIntolerance {
  if (!('allergy' in row)) {
    return { resourceType: 'AllergyIntolerance', id: noneKnownId(row.noneKnownFor), clinicalStatus: ACTIVE, verificationStatus: CONFIRMED, category: ['medication'], code: NO_KNOWN_DRUG_ALLERGY, patient: { reference: `Patient/${row.noneKnownFor}` } };
  }
  const { allergy } = row;
  const voided = allergy.voidedAt !== null;
  return {
    resourceType: 'AllergyIntolerance',
    id: String(allergy.id),
    ...(voided ? {} : { clinicalStatus: ACTIVE }),
    verificationStatus: voided ? ENTERED_IN_ERROR : CONFIRMED,
    type: 'allergy',
    category: ['medication'],
    code: { text: allergy.substance },
    patient: { reference: `Patient/${allergy.patientId}` },
    recordedDate: allergy.recordedAt.toISOString(),
    // R4's recorder is a person: an allergy a connected system sent names none.
    ...(allergy.recordedById !== null ? { recorder: { reference: `Practitioner/${allergy.recordedById}` } } : {}),
    ...(allergy.reaction.trim() ? { reaction: [{ manifestation: [{ text: allergy.reaction.trim() }] }] } : {}),
    ...(allergy.drugClass ? { note: [{ text: `Drug class: ${allergy.drugClass}` }] } : {}),
  };
}
