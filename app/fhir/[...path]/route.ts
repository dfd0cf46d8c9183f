import { FhirError } from '@/lib/fhir/outcome';
import { publicFhirRoute } from '@/lib/fhir/route';

export const dynamic = 'force-dynamic';

/** Any other address under /fhir: a resource type or operation this server does not serve. */
const unknown = publicFhirRoute<{ params: Promise<{ path: string[] }> }>(async (_request, { params }) => {
  const { path } = await params;
  throw new FhirError(404, 'not-supported', `${path.join('/')} is not served here; GET /fhir/metadata lists what is.`);
});
export const GET = unknown;
export const POST = unknown;
export const PUT = unknown;
export const PATCH = unknown;
export const DELETE = unknown;
