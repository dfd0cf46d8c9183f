import { FhirError } from '@/lib/fhir/outcome';
import { publicFhirRoute } from '@/lib/fhir/route';

export const dynamic = 'force-dynamic';

/** The server's base itself: nothing is served at it yet (a batch or transaction Bundle would be POSTed here). */
const base = publicFhirRoute(async () => {
  throw new FhirError(404, 'not-supported', 'Nothing is served at the base address; GET /fhir/metadata lists what is.');
});
export const GET = base;
export const POST = base;
export const PUT = base;
export const PATCH = base;
export const DELETE = base;
