// Not `server-only`: instrumentation.ts's onRequestError calls it.
import type { Instrumentation } from 'next';
import { logger, type Logger } from './logger';
import { REQUEST_ID_HEADER } from './request-id';

type OnRequestError = Instrumentation.onRequestError;
type ErrorRequest = Parameters<OnRequestError>[1];
type ErrorContext = Parameters<OnRequestError>[2];

const firstOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The digest Next gave the error: what the error screen shows as its reference. */
function digestOf(error: unknown): string | undefined {
  const digest = typeof error === 'object' && error !== null ? (error as { digest?: unknown }).digest : undefined;
  return typeof digest === 'string' ? digest : undefined;
}

/**
 * A request's error, as Next hands it to onRequestError: one line with the request id, the route (its pattern,
 * such as /doctor/patients/[id]: the path itself and its query may name a patient), the method and the digest.
 */
export function logRequestError(error: unknown, request: ErrorRequest, context: ErrorContext, log: Logger = logger): void {
  const requestId = firstOf(request.headers[REQUEST_ID_HEADER]);
  (requestId ? log.child({ requestId }) : log).error(
    { err: error, digest: digestOf(error), route: context.routePath, routeType: context.routeType, renderSource: context.renderSource, method: request.method },
    'request failed',
  );
}
