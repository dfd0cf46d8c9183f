import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { cookies } from 'next/headers';
import { getEnv } from '@/lib/env';

/**
 * A known browser: one in which the account completed a sign-in (its password and, where it has one, its
 * second factor) within the lifetime below. The account-wide limits, which anyone who knows the email can fill
 * from anywhere, do not hold it back; it has limits of its own of the same size, counted per browser
 * (lib/auth/rate-limit.ts, lib/auth/code-limit.ts). So whoever locks an account out locks out strangers only,
 * never its owner at their usual desk. The browser holds an HMAC-signed token naming the account and a random
 * id for the browser; the id is what its limits count. The token is no credential: the password (and code)
 * are still asked.
 */
export const KNOWN_BROWSER_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;

const COOKIE_DEV = 'hms_known_browser_';
const COOKIE_SECURE = '__Host-hms_known_browser_';

const mac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('base64url');

/**
 * A cookie per account, so that the doctors who share a clinic computer each keep theirs. The name carries an
 * HMAC of the account's id rather than the id itself.
 */
export function knownBrowserCookieName(doctorId: number, secret: string, production = process.env.NODE_ENV === 'production'): string {
  const tag = createHmac('sha256', secret).update(`known-browser-name:${doctorId}`).digest('hex').slice(0, 16);
  return `${production ? COOKIE_SECURE : COOKIE_DEV}${tag}`;
}

/** A new token for this account in this browser: "account.issued.browser-id.signature". */
export function knownBrowserToken(doctorId: number, secret: string, now = new Date()): { value: string; browserId: string; expiresAt: Date } {
  const browserId = randomBytes(16).toString('base64url');
  const body = `${doctorId}.${Math.floor(now.getTime() / 1000)}.${browserId}`;
  return { value: `${body}.${mac(secret, `known-browser:${body}`)}`, browserId, expiresAt: new Date(now.getTime() + KNOWN_BROWSER_LIFETIME_MS) };
}

/** The browser's id when `value` is a well-signed, unexpired token of this account; null for anything else. */
export function knownBrowserId(value: string | undefined, doctorId: number, secret: string, now = new Date()): string | null {
  const parts = value?.split('.') ?? [];
  if (parts.length !== 4) return null;
  const [account, issued, browserId, signature] = parts;
  const expected = Buffer.from(mac(secret, `known-browser:${account}.${issued}.${browserId}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  // Only this server signs tokens, so a time a little ahead is another instance's clock, not a forgery.
  const fresh = now.getTime() - Number(issued) * 1000 < KNOWN_BROWSER_LIFETIME_MS;
  return account === String(doctorId) && fresh && browserId.length > 0 ? browserId : null;
}

/** The id of this request's browser if the account signed in here before, else null. */
export async function thisKnownBrowser(doctorId: number): Promise<string | null> {
  const secret = getEnv().SESSION_SECRET;
  return knownBrowserId((await cookies()).get(knownBrowserCookieName(doctorId, secret))?.value, doctorId, secret);
}

/** After a complete sign-in: this browser is known to the account from now on (a new id, so its count starts afresh). */
export async function rememberThisBrowser(doctorId: number): Promise<void> {
  const secret = getEnv().SESSION_SECRET;
  const { value, expiresAt } = knownBrowserToken(doctorId, secret);
  const production = process.env.NODE_ENV === 'production';
  (await cookies()).set(knownBrowserCookieName(doctorId, secret, production), value, { httpOnly: true, sameSite: 'lax', secure: production, path: '/', expires: expiresAt });
}
