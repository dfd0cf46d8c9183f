import { answerTypeSearch } from '@/lib/fhir/search/answer';
import { fhirRoute, methodNotAllowed } from '@/lib/fhir/route';
import { SEARCHES } from '@/lib/fhir/searches';
import { createFhirPatient } from '@/lib/patients/fhir/create-patient';

export const dynamic = 'force-dynamic';

/** GET /fhir/Patient?…: the clinic's patients searched as FHIR clients search (lib/patients/fhir/patient.ts). */
export const GET = fhirRoute((request, caller) => answerTypeSearch(request, caller, SEARCHES.Patient));
/** POST /fhir/Patient: a connected system registers a patient (lib/patients/fhir/create-patient.ts). */
export const POST = fhirRoute((request, caller) => createFhirPatient(request, caller));
export const PUT = methodNotAllowed('GET, POST');
export const PATCH = PUT;
export const DELETE = PUT;
