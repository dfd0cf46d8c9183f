// Not `server-only`: it holds no secret (the caller passes it), and the bench signs its clinicians' cookies with it
// (scripts/bench/workload/run-clinic.ts), run by tsx outside any server.
import { jwtVerify, SignJWT } from 'jose';

/**
 * The browser holds only a signed reference to a session row. The signature lets the proxy turn away
 * forged cookies cheaply; the row (checked by requireDoctor) decides whether the session is alive.
 */
export const SESSION_COOKIE_DEV = 'hms_session';
export const SESSION_COOKIE_SECURE = '__Host-hms_session';
export const SESSION_ABSOLUTE_LIFETIME_MS = 12 * 60 * 60 * 1000;

const ALGORITHM = 'HS256';

export function sessionCookieName(production = process.env.NODE_ENV === 'production'): string {
  return production ? SESSION_COOKIE_SECURE : SESSION_COOKIE_DEV;
}

function key(secret: string) {
  return new TextEncoder().encode(secret);
}

export async function signSessionId(sessionId: string, expiresAt: Date, secret: string): Promise<string> {
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: ALGORITHM })
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key(secret));
}

/** The session id of a well-signed, unexpired cookie value, or null. */
export async function readSessionId(value: string | undefined, secret: string): Promise<string | null> {
  if (!value) return null;
  try {
    const { payload } = await jwtVerify(value, key(secret), { algorithms: [ALGORITHM] });
    return typeof payload.sid === 'string' && payload.sid.length > 0 ? payload.sid : null;
  } catch {
    return null;
  }
}
