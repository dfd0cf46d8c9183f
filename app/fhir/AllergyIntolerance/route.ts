import { answerTypeSearch } from '@/lib/fhir/search/answer';
import { fhirRoute, methodNotAllowed } from '@/lib/fhir/route';
import { SEARCHES } from '@/lib/fhir/searches';

export const dynamic = 'force-dynamic';

/** GET /fhir/AllergyIntolerance?…: the patients' drug allergies, and a patient's "No known drug allergies". */
export const GET = fhirRoute((request, caller) => answerTypeSearch(request, caller, SEARCHES.AllergyIntolerance));
export const POST = methodNotAllowed('GET');
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
