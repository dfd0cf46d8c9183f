import { ENCOUNTER_SEARCH_ALL } from '@/lib/admissions/fhir/encounter-search';
import { APPOINTMENT_SEARCH } from '@/lib/appointments/fhir/appointment';
import { IMMUNIZATION_SEARCH } from '@/lib/immunizations/fhir/immunization';
import { DIAGNOSTIC_REPORT_AND_LAB_SEARCH, OBSERVATION_AND_LAB_SEARCH } from '@/lib/lab/fhir/search-parameters';
import { SERVICE_REQUEST_SEARCH } from '@/lib/lab/fhir/service-request';
import { SPECIMEN_SEARCH } from '@/lib/lab/fhir/specimen';
import { ALLERGY_SEARCH } from '@/lib/patients/fhir/allergy';
import { PATIENT_SEARCH } from '@/lib/patients/fhir/patient';
import { DOCUMENT_REFERENCE_SEARCH } from '@/lib/reports/fhir/document-reference';
import { MEDICATION_REQUEST_AND_HISTORY_SEARCH } from '@/lib/medication-history/fhir/medication-request';
import { MEDICATION_STATEMENT_SEARCH } from '@/lib/medication-history/fhir/medication-statement';
import { CONDITION_AND_PROBLEM_SEARCH } from '@/lib/problems/fhir/condition';
import { PRACTITIONER_SEARCH } from '@/lib/staff/fhir/practitioner';
import { LOCATION_SEARCH } from '@/lib/wards/fhir/location';
import type { ServedResource } from './capability';
import { PATIENT_COMPARTMENT } from './searches';

/** A type about one patient includes its patient (lib/fhir/search/include.ts). */
const patientOf = (type: string) => ({ include: [`${type}:patient`] });

/** Every resource type /fhir serves, as the CapabilityStatement lists it and the routes read their searches. */
export const SERVED: readonly ServedResource[] = [
  {
    type: 'Patient',
    interactions: ['read', 'search-type', 'create'],
    conditionalCreate: true,
    search: PATIENT_SEARCH,
    revinclude: PATIENT_COMPARTMENT.map((type) => `${type}:patient`),
    operations: [{ name: 'everything', definition: 'http://hl7.org/fhir/OperationDefinition/Patient-everything' }],
  },
  { type: 'Practitioner', interactions: ['read', 'search-type'], search: PRACTITIONER_SEARCH },
  { type: 'Location', interactions: ['read', 'search-type'], search: LOCATION_SEARCH },
  { type: 'Observation', interactions: ['read', 'search-type', 'create'], search: OBSERVATION_AND_LAB_SEARCH, ...patientOf('Observation') },
  { type: 'AllergyIntolerance', interactions: ['read', 'search-type', 'create'], search: ALLERGY_SEARCH, ...patientOf('AllergyIntolerance') },
  { type: 'Appointment', interactions: ['read', 'search-type'], search: APPOINTMENT_SEARCH, ...patientOf('Appointment') },
  { type: 'Encounter', interactions: ['read', 'search-type'], search: ENCOUNTER_SEARCH_ALL, ...patientOf('Encounter') },
  { type: 'MedicationRequest', interactions: ['read', 'search-type'], search: MEDICATION_REQUEST_AND_HISTORY_SEARCH, ...patientOf('MedicationRequest') },
  { type: 'MedicationStatement', interactions: ['read', 'search-type'], search: MEDICATION_STATEMENT_SEARCH, ...patientOf('MedicationStatement') },
  { type: 'Immunization', interactions: ['read', 'search-type'], search: IMMUNIZATION_SEARCH, ...patientOf('Immunization') },
  { type: 'Condition', interactions: ['read', 'search-type'], search: CONDITION_AND_PROBLEM_SEARCH, ...patientOf('Condition') },
  { type: 'DiagnosticReport', interactions: ['read', 'search-type'], search: DIAGNOSTIC_REPORT_AND_LAB_SEARCH, ...patientOf('DiagnosticReport') },
  { type: 'DocumentReference', interactions: ['read', 'search-type'], search: DOCUMENT_REFERENCE_SEARCH, ...patientOf('DocumentReference') },
  { type: 'ServiceRequest', interactions: ['read', 'search-type', 'create'], search: SERVICE_REQUEST_SEARCH, ...patientOf('ServiceRequest') },
  { type: 'Specimen', interactions: ['read', 'search-type'], search: SPECIMEN_SEARCH, ...patientOf('Specimen') },
  { type: 'Binary', interactions: ['read'], search: [] },
];
