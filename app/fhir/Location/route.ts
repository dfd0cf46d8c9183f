import { answerTypeSearch } from '@/lib/fhir/search/answer';
import { fhirRoute, methodNotAllowed } from '@/lib/fhir/route';
import { SEARCHES } from '@/lib/fhir/searches';

export const dynamic = 'force-dynamic';

/** GET /fhir/Location?…: the wards and their beds (no patient data: nothing to audit). */
export const GET = fhirRoute((request, caller) => answerTypeSearch(request, caller, SEARCHES.Location));
export const POST = methodNotAllowed('GET');
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
