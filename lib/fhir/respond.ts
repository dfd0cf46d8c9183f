import type { Resource } from '@medplum/fhirtypes';
import { operationOutcome, outcomeIssue, type FhirError } from './outcome';

/** The one media type the server speaks (R4's JSON). */
export const FHIR_JSON = 'application/fhir+json; charset=utf-8';

/** A FHIR resource as the answer: FHIR's JSON, never cached by a browser or a proxy (it is patient data). */
export function fhirResponse(body: Resource, { status = 200, headers = {} }: { status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': FHIR_JSON, 'Cache-Control': 'no-store', ...headers } });
}

/** A refusal as an OperationOutcome with its status. */
export const outcomeResponse = (error: FhirError): Response =>
  fhirResponse(operationOutcome([outcomeIssue('error', error.code, error.message)]), { status: error.status, headers: { ...error.headers } });
