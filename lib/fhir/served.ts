import { APPOINTMENT_SEARCH, ENCOUNTER_SEARCH } from '@/lib/appointments/fhir/appointment';
import { ALLERGY_SEARCH } from '@/lib/patients/fhir/allergy';
import { PATIENT_SEARCH } from '@/lib/patients/fhir/patient';
import { MEDICATION_REQUEST_SEARCH } from '@/lib/prescriptions/fhir/medication-request';
import { PRACTITIONER_SEARCH } from '@/lib/staff/fhir/practitioner';
import { OBSERVATION_SEARCH } from '@/lib/vitals/fhir/observation';
import type { ServedResource } from './capability';

/** Every resource type /fhir serves, as the CapabilityStatement lists it and the routes read their searches. */
export const SERVED: readonly ServedResource[] = [
  { type: 'Patient', interactions: ['read', 'search-type'], search: PATIENT_SEARCH },
  { type: 'Practitioner', interactions: ['read', 'search-type'], search: PRACTITIONER_SEARCH },
  { type: 'Observation', interactions: ['read', 'search-type'], search: OBSERVATION_SEARCH },
  { type: 'AllergyIntolerance', interactions: ['read', 'search-type'], search: ALLERGY_SEARCH },
  { type: 'Appointment', interactions: ['read', 'search-type'], search: APPOINTMENT_SEARCH },
  { type: 'Encounter', interactions: ['read', 'search-type'], search: ENCOUNTER_SEARCH },
  { type: 'MedicationRequest', interactions: ['read', 'search-type'], search: MEDICATION_REQUEST_SEARCH },
];
