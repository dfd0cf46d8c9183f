import { answerEverything } from '@/lib/fhir/everything';
import type { IdContext } from '@/lib/fhir/read';
import { fhirRoute, methodNotAllowed } from '@/lib/fhir/route';

export const dynamic = 'force-dynamic';

/** GET /fhir/Patient/{id}/$everything: the patient's whole record, paged (lib/fhir/everything.ts). */
export const GET = fhirRoute<IdContext>(async (request, caller, { params }) => answerEverything(request, caller, (await params).id));
export const POST = methodNotAllowed('GET');
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
