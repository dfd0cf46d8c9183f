import { answerTypeSearch } from '@/lib/fhir/search/answer';
import { fhirRoute, methodNotAllowed } from '@/lib/fhir/route';
import { SEARCHES } from '@/lib/fhir/searches';

export const dynamic = 'force-dynamic';

/** GET /fhir/Encounter?…: the visits that took place (their appointments' arrival and completion), the visits elsewhere of imported records, and the admissions. */
export const GET = fhirRoute((request, caller) => answerTypeSearch(request, caller, SEARCHES.Encounter));
export const POST = methodNotAllowed('GET');
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
