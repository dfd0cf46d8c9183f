import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What the Sessions list sends to the browser instead of a session's id (a credential): an HMAC of the id
 * under the server's secret. It names the session to the server and opens nothing.
 */
export function sessionHandle(sessionId: string, secret: string): string {
  return createHmac('sha256', secret).update(`session-handle:${sessionId}`).digest('base64url').slice(0, 32);
}

export function handleMatches(sessionId: string, handle: string, secret: string): boolean {
  const expected = Buffer.from(sessionHandle(sessionId, secret));
  const given = Buffer.from(handle);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
