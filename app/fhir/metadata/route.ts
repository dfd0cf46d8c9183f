import { fhirBase } from '@/lib/fhir/base';
import { capabilityStatement } from '@/lib/fhir/capability';
import { fhirResponse } from '@/lib/fhir/respond';
import { methodNotAllowed, publicFhirRoute } from '@/lib/fhir/route';
import { SERVED } from '@/lib/fhir/served';

export const dynamic = 'force-dynamic';

/** The server started at this instant: the statement's date (what it serves changes only with a release). */
const STARTED = new Date().toISOString();

/** GET /fhir/metadata: the CapabilityStatement, for anyone (no record in it). */
export const GET = publicFhirRoute(async () => fhirResponse(capabilityStatement(fhirBase(), SERVED, STARTED)));
export const POST = methodNotAllowed('GET');
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
