import 'server-only';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { getDb } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { isSafeNextPath } from './next-path';
import { createSession, revokeSession, validateSession, type SessionMeta } from './session';
import { readSessionId, sessionCookieName, signSessionId } from './session-cookie';

/** The address and browser of the request, as the proxy in front of the app reports them. */
export async function requestMeta(): Promise<SessionMeta & { ip: string }> {
  const h = await headers();
  const forwarded = h.get('x-forwarded-for')?.split(',')[0]?.trim();
  return { ip: forwarded || h.get('x-real-ip') || 'unknown', userAgent: h.get('user-agent') };
}

/** The signed-in doctor's session for this request, or null. Cached per request. */
export const getCurrentSession = cache(async () => {
  const store = await cookies();
  const sessionId = await readSessionId(store.get(sessionCookieName())?.value, getEnv().SESSION_SECRET);
  if (!sessionId) return null;
  return validateSession(await getDb(), sessionId, getEnv().SESSION_IDLE_MINUTES);
});

/**
 * The guard of the doctor area: every doctor page, server action and write handler calls it.
 * Without a live session it sends the browser to /login, back to where it was going afterwards.
 */
export async function requireDoctor() {
  const session = await getCurrentSession();
  if (session) return session;
  const next = (await headers()).get('x-pathname');
  redirect(next && isSafeNextPath(next) ? `/login?next=${encodeURIComponent(next)}` : '/login');
}

/** Signs the doctor in: a new session row (a new id at every sign-in) and its cookie. */
export async function startSession(doctorId: number) {
  const db = await getDb();
  const { id, expiresAt } = await createSession(db, doctorId, await requestMeta());
  const production = process.env.NODE_ENV === 'production';
  (await cookies()).set(sessionCookieName(), await signSessionId(id, expiresAt, getEnv().SESSION_SECRET), {
    httpOnly: true,
    sameSite: 'lax',
    secure: production,
    path: '/',
    expires: expiresAt,
  });
  return id;
}

/** Signs out: deletes the row, so a copy of the cookie opens nothing, and the cookie itself. */
export async function endSession() {
  const session = await getCurrentSession();
  if (session) await revokeSession(await getDb(), session.sessionId);
  (await cookies()).delete({ name: sessionCookieName(), path: '/', secure: process.env.NODE_ENV === 'production' });
}
