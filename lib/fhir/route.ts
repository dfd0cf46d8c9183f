import 'server-only';
import { requestLog } from '@/lib/log/request-log';
import { fhirCaller, type FhirCaller } from './caller';
import { checkFormat } from './format';
import { FhirError } from './outcome';
import { outcomeResponse } from './respond';

type Handler<C> = (request: Request, caller: FhirCaller, context: C) => Promise<Response>;
type PublicHandler<C> = (request: Request, context: C) => Promise<Response>;

/** What every FHIR answer goes through: the format checked, a refusal as an OperationOutcome, a failure of ours logged. */
async function answer(request: Request, run: () => Promise<Response>): Promise<Response> {
  try {
    checkFormat(new URL(request.url), request.headers.get('accept'));
    return await run();
  } catch (error) {
    if (error instanceof FhirError) return outcomeResponse(error);
    // Not the client's doing (the database is down, a bug): logged with its cause, answered without it.
    (await requestLog()).error({ err: error, component: 'fhir' }, 'a FHIR request failed');
    return outcomeResponse(new FhirError(500, 'exception', 'The server could not answer this request. Try again in a moment.'));
  }
}

/** A FHIR interaction that reads or writes the record: a connected system's token or a doctor's session (lib/fhir/caller.ts). */
export function fhirRoute<C = unknown>(handler: Handler<C>): (request: Request, context: C) => Promise<Response> {
  return (request, context) => answer(request, async () => handler(request, await fhirCaller(request), context));
}

/** An interaction anyone may make (the CapabilityStatement). */
export function publicFhirRoute<C = unknown>(handler: PublicHandler<C>): (request: Request, context: C) => Promise<Response> {
  return (request, context) => answer(request, () => handler(request, context));
}

/** The answer to a method the address does not take. */
export const methodNotAllowed = (allowed: string) => (request: Request) =>
  Promise.resolve(outcomeResponse(new FhirError(405, 'not-supported', `${request.method} is not supported here; this address takes ${allowed}.`, { Allow: allowed })));
