import { answerTypeSearch } from '@/lib/fhir/search/answer';
import { fhirRoute, methodNotAllowed } from '@/lib/fhir/route';
import { SEARCHES } from '@/lib/fhir/searches';
import { createServiceRequest } from '@/lib/lab/fhir/create-service-request';

export const dynamic = 'force-dynamic';

/** GET /fhir/ServiceRequest?…: the tests ordered of the laboratory (lib/lab/fhir/service-request.ts). */
export const GET = fhirRoute((request, caller) => answerTypeSearch(request, caller, SEARCHES.ServiceRequest));
/** POST /fhir/ServiceRequest: a connected system orders a test (lib/lab/fhir/create-service-request.ts). */
export const POST = fhirRoute((request, caller) => createServiceRequest(request, caller));
export const PUT = methodNotAllowed('GET, POST');
export const PATCH = PUT;
export const DELETE = PUT;
