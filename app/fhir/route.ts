import { FhirError } from '@/lib/fhir/outcome';
import { fhirRoute, publicFhirRoute } from '@/lib/fhir/route';
import { receiveResults } from '@/lib/lab/fhir/transaction/receive-results';

export const dynamic = 'force-dynamic';

/** The server's base: a transaction Bundle is POSTed here; nothing else is served at it. */
const base = publicFhirRoute(async () => {
  throw new FhirError(404, 'not-supported', 'Nothing is served at the base address but a transaction Bundle of laboratory results (POST); GET /fhir/metadata lists what is.');
});
export const GET = base;
/** POST /fhir: an outside laboratory's results, as a transaction Bundle (lib/lab/fhir/transaction/receive-results.ts). */
export const POST = fhirRoute((request, caller) => receiveResults(request, caller));
export const PUT = base;
export const PATCH = base;
export const DELETE = base;
