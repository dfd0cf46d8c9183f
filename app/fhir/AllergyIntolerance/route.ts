import { answerTypeSearch } from '@/lib/fhir/search/answer';
import { fhirRoute, methodNotAllowed } from '@/lib/fhir/route';
import { SEARCHES } from '@/lib/fhir/searches';
import { createFhirAllergy } from '@/lib/patients/fhir/create-allergy';

export const dynamic = 'force-dynamic';

/** GET /fhir/AllergyIntolerance?…: the patients' drug allergies, and a patient's "No known drug allergies". */
export const GET = fhirRoute((request, caller) => answerTypeSearch(request, caller, SEARCHES.AllergyIntolerance));
/** POST /fhir/AllergyIntolerance: a connected system records a drug allergy (lib/patients/fhir/create-allergy.ts). */
export const POST = fhirRoute((request, caller) => createFhirAllergy(request, caller));
export const PUT = methodNotAllowed('GET, POST');
export const PATCH = PUT;
export const DELETE = PUT;
