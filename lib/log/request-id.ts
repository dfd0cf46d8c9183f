// Not `server-only`: proxy.ts gives every request its id.

/** The header that carries a request's id: into the app (set by proxy.ts) and back out on its response. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What an id from a proxy of ours may look like: a UUID, a trace id; nothing that could break a log line. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * The id of a request: the one a proxy of ours sent (only when TRUSTED_PROXY_HOPS says there is one, and only
 * when it has the expected shape), otherwise a new random one. A client's own header is never taken: it would
 * let anyone write what they like into the log, or pass their requests off as someone else's.
 */
export function requestIdFor(incoming: string | null, trustedProxyHops: number, newId: () => string = () => crypto.randomUUID()): string {
  if (trustedProxyHops > 0 && incoming !== null && REQUEST_ID_PATTERN.test(incoming)) return incoming;
  return newId();
}
