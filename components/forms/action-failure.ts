import { SERVER_UNREACHABLE } from '@/lib/forms/apply-field-errors';

/**
 * What a form or dialog says when its server action threw instead of answering. A request that never
 * reached the server (offline, a dropped connection: fetch rejects with a TypeError) reads as a network
 * failure; anything else was the server's own failure (the action threw, or it answered 500) and says so.
 */
export function describeActionFailure(error: unknown): string {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  if (offline || error instanceof TypeError) return SERVER_UNREACHABLE;
  return `The server could not save it: ${serverDetail(error)}`;
}

function serverDetail(error: unknown): string {
  if (typeof error !== 'object' || error === null) return typeof error === 'string' && error ? error : 'an unexpected error';
  const { digest, message } = error as { digest?: unknown; message?: unknown };
  // A production build hides a server error's message behind a digest the server log names.
  if (typeof digest === 'string') return `an unexpected error (reference ${digest})`;
  return typeof message === 'string' && message ? message : 'an unexpected error';
}
