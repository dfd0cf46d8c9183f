import type { CodeableConcept, Coding } from '@medplum/fhirtypes';

// The code systems and fixed codes of the laboratory's FHIR resources, in one place for the mappings and the
// writes that read what an outside laboratory sends.

export const LOINC = 'http://loinc.org';
export const UCUM = 'http://unitsofmeasure.org';
export const SNOMED = 'http://snomed.info/sct';
const OBSERVATION_CATEGORY = 'http://terminology.hl7.org/CodeSystem/observation-category';
export const REPORT_CATEGORY_SYSTEM = 'http://terminology.hl7.org/CodeSystem/v2-0074';
const IDENTIFIER_TYPE = 'http://terminology.hl7.org/CodeSystem/v2-0203';
const REFERENCE_RANGE_MEANING = 'http://terminology.hl7.org/CodeSystem/referencerange-meaning';

/** The prefix of the ids of lab reports and lab results, which share their types with the clinic's other records. */
export const LAB_ID_PREFIX = 'lab';
export const labId = (id: number): string => `${LAB_ID_PREFIX}-${id}`;

/** A laboratory order as US Core's ServiceRequest names it: SNOMED CT 108252007 "Laboratory procedure". */
export const LAB_PROCEDURE_CODE = '108252007';
export const LAB_PROCEDURE: CodeableConcept = { coding: [{ system: SNOMED, code: LAB_PROCEDURE_CODE, display: 'Laboratory procedure' }], text: 'Laboratory procedure' };

/** A laboratory result's Observation category. */
export const LABORATORY: CodeableConcept = { coding: [{ system: OBSERVATION_CATEGORY, code: 'laboratory', display: 'Laboratory' }], text: 'Laboratory' };
export const OBSERVATION_CATEGORY_SYSTEM = OBSERVATION_CATEGORY;

/** A laboratory report's category (HL7 v2-0074, as the clinic's diagnosis tests carry it too). */
export const LAB_REPORT_CATEGORY: CodeableConcept = { coding: [{ system: REPORT_CATEGORY_SYSTEM, code: 'LAB', display: 'Laboratory' }] };

/** The order number as the placer's identifier of the request (HL7 v2-0203 PLAC). */
export const PLACER_TYPE: CodeableConcept = { coding: [{ system: IDENTIFIER_TYPE, code: 'PLAC', display: 'Placer Identifier' }] };
/** The accession number as the lab's identifier of the specimen (HL7 v2-0203 ACSN). */
export const ACCESSION_TYPE: CodeableConcept = { coding: [{ system: IDENTIFIER_TYPE, code: 'ACSN', display: 'Accession ID' }] };

/** A reference range of the clinic's, as R4's referencerange-meaning names it. */
export const NORMAL_RANGE: CodeableConcept = { coding: [{ system: REFERENCE_RANGE_MEANING, code: 'normal', display: 'Normal Range' }], text: 'Normal Range' };

/**
 * The identifier systems of the order number and the accession number: the clinic's own URIs under its address, as
 * the patient number's (FHIR_PATIENT_NUMBER_SYSTEM) is by default.
 */
export interface LabSystems {
  orderNumber: string;
  accession: string;
}
export const labSystemsUnder = (appUrl: string): LabSystems => ({ orderNumber: `${appUrl}/fhir/sid/lab-order-number`, accession: `${appUrl}/fhir/sid/lab-accession` });

/** The specimens of the catalogue as SNOMED CT names their kind (a tube's additive is not part of the kind). */
export const SPECIMEN_TYPE: Readonly<Record<string, Coding>> = {
  'Whole blood (EDTA)': { system: SNOMED, code: '258580003', display: 'Whole blood specimen' },
  Serum: { system: SNOMED, code: '119364003', display: 'Serum specimen' },
  'Plasma (fluoride)': { system: SNOMED, code: '119361006', display: 'Plasma specimen' },
  'Plasma (citrate)': { system: SNOMED, code: '119361006', display: 'Plasma specimen' },
  'Capillary blood': { system: SNOMED, code: '122554006', display: 'Capillary blood specimen' },
  Urine: { system: SNOMED, code: '122575003', display: 'Urine specimen' },
  Stool: { system: SNOMED, code: '119339001', display: 'Stool specimen' },
  Sputum: { system: SNOMED, code: '119334006', display: 'Sputum specimen' },
};

/**
 * SNOMED CT qualifiers a laboratory sends for a word result, and the word: the catalogue's choices are words
 * ("Positive", "Not detected"), and a coded answer is read into one of them.
 */
export const QUALIFIER_WORDS: Readonly<Record<string, string>> = {
  '10828004': 'Positive',
  '260385009': 'Negative',
  '260373001': 'Detected',
  '260415000': 'Not detected',
  '11214006': 'Reactive',
  '131194007': 'Non-reactive',
};
