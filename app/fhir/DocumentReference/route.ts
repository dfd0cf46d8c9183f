import { answerTypeSearch } from '@/lib/fhir/search/answer';
import { fhirRoute, methodNotAllowed } from '@/lib/fhir/route';
import { SEARCHES } from '@/lib/fhir/searches';

export const dynamic = 'force-dynamic';

/** GET /fhir/DocumentReference?…: the clinic's reports that are documents (lib/reports/fhir/document-reference.ts). */
export const GET = fhirRoute((request, caller) => answerTypeSearch(request, caller, SEARCHES.DocumentReference));
export const POST = methodNotAllowed('GET');
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
