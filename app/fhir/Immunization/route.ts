import { answerTypeSearch } from '@/lib/fhir/search/answer';
import { fhirRoute, methodNotAllowed } from '@/lib/fhir/route';
import { SEARCHES } from '@/lib/fhir/searches';

export const dynamic = 'force-dynamic';

/** GET /fhir/Immunization?…: the patients' immunization records, as they came in from other systems. */
export const GET = fhirRoute((request, caller) => answerTypeSearch(request, caller, SEARCHES.Immunization));
export const POST = methodNotAllowed('GET');
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
