import { answerTypeSearch } from '@/lib/fhir/search/answer';
import { fhirRoute, methodNotAllowed } from '@/lib/fhir/route';
import { SEARCHES } from '@/lib/fhir/searches';

export const dynamic = 'force-dynamic';

/** GET /fhir/Specimen?…: the specimens the laboratory took, one per collected order (lib/lab/fhir/specimen.ts). */
export const GET = fhirRoute((request, caller) => answerTypeSearch(request, caller, SEARCHES.Specimen));
export const POST = methodNotAllowed('GET');
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
