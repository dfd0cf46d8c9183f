import { answerTypeSearch } from '@/lib/fhir/search/answer';
import { fhirRoute, methodNotAllowed } from '@/lib/fhir/route';
import { SEARCHES } from '@/lib/fhir/searches';
import { createObservation } from '@/lib/vitals/fhir/create-observation';

export const dynamic = 'force-dynamic';

/** GET /fhir/Observation?…: the patients' dated measurements (lib/vitals/fhir/observation.ts). */
export const GET = fhirRoute((request, caller) => answerTypeSearch(request, caller, SEARCHES.Observation));
/** POST /fhir/Observation: a connected system records a measurement (lib/vitals/fhir/create-observation.ts). */
export const POST = fhirRoute((request, caller) => createObservation(request, caller));
export const PUT = methodNotAllowed('GET, POST');
export const PATCH = PUT;
export const DELETE = PUT;
