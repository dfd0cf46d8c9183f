import 'server-only';
import { cookies, headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { recordAudit } from '@/lib/audit/record';
import { getDb } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { clientAddress } from './client-address';
import { isSafeNextPath, SECURITY_PATH } from './next-path';
import { isAdministrator, mayOpenRecords, mayWorkInLab } from './roles';
import { createSession, revokeSession, validateSession, type SessionMeta } from './session';
import { readSessionId, sessionCookieName, signSessionId } from './session-cookie';
import { isTwoFactorRequired, twoFactorState } from './two-factor';

/** Where an account that waits for an administrator's approval is sent. */
export const PENDING_APPROVAL_PATH = '/pending-approval';

/**
 * The address and browser of the request. The address is the connection's, or with TRUSTED_PROXY_HOPS the
 * entry our own proxy wrote into X-Forwarded-For; never a header a client can set on its own.
 */
export async function requestMeta(): Promise<SessionMeta & { ip: string }> {
  const h = await headers();
  const userAgent = h.get('user-agent');
  return { ip: clientAddress(h, getEnv().TRUSTED_PROXY_HOPS), userAgent: userAgent ? userAgent.slice(0, 512) : null };
}

/** The signed-in account's live session for this request, whatever its state, or null. Cached per request. */
export const getSignedInAccount = cache(async () => {
  const store = await cookies();
  const sessionId = await readSessionId(store.get(sessionCookieName())?.value, getEnv().SESSION_SECRET);
  if (!sessionId) return null;
  return validateSession(await getDb(), sessionId, getEnv().SESSION_IDLE_MINUTES);
});

/**
 * The session of an active account, whether or not it still has to enrol a second factor: only the Security
 * page, its actions and signing out accept it (getCurrentSession is for everything else).
 */
export const getAccountSession = cache(async () => {
  const session = await getSignedInAccount();
  return session && session.doctor.status === 'active' ? session : null;
});

/** True when the signed-in account must have a second factor (MFA_REQUIRED) and has none yet. */
export const mustEnrolTwoFactor = cache(async () => {
  const session = await getAccountSession();
  if (!session || !isTwoFactorRequired(session.doctor.role, getEnv().MFA_REQUIRED)) return false;
  return !(await twoFactorState(await getDb(), session.doctor.id)).enabled;
});

/**
 * The session of a signed-in doctor whose account is active, or null. Everything that reads or writes
 * patient data goes through this (or requireDoctor), so an account waiting for approval reaches none of it,
 * nor one that must enrol a second factor first.
 */
export const getCurrentSession = cache(async () => {
  const session = await getAccountSession();
  return session && !(await mustEnrolTwoFactor()) ? session : null;
});

/**
 * The guard of the doctor area: every doctor page and handler that shows or changes patients' records calls it.
 * Without a live session it sends the browser to /login, back to where it was going afterwards; an account
 * that waits for approval goes to the page that says so. To a lab scientist these screens do not exist.
 */
export async function requireDoctor() {
  const session = await requireStaff();
  if (!mayOpenRecords(session.doctor)) notFound();
  return session;
}

/** The guard of the screens every account has, whatever its role (its profile, password, the Settings list). */
export async function requireStaff() {
  const session = await getCurrentSession();
  if (session) return session;
  return redirectAway();
}

/** The guard of the Lab screen: lab scientists and administrators. */
export async function requireLabStaff() {
  const session = await requireStaff();
  if (!mayWorkInLab(session.doctor)) notFound();
  return session;
}

/** The guard of the Security page: an active account, also one that must first enrol a second factor. */
export async function requireAccount() {
  const session = await getAccountSession();
  if (session) return session;
  return redirectAway();
}

async function redirectAway(): Promise<never> {
  if ((await getSignedInAccount())?.doctor.status === 'pending') redirect(PENDING_APPROVAL_PATH);
  if (await mustEnrolTwoFactor()) redirect(SECURITY_PATH);
  const next = (await headers()).get('x-pathname');
  redirect(next && isSafeNextPath(next) ? `/login?next=${encodeURIComponent(next)}` : '/login');
}

/** The guard of the administrators' screens: to anyone else they do not exist. */
export async function requireAdministrator() {
  const session = await requireDoctor();
  if (!isAdministrator(session.doctor)) notFound();
  return session;
}

/**
 * Signs the doctor in: a new session row (a new id at every sign-in) and its cookie. The session and its
 * "sign-in" audit line are one transaction. The session's id is a credential: the trail never stores it.
 */
export async function startSession(doctor: { id: number; email: string }, detail?: string) {
  const db = await getDb();
  const meta = await requestMeta();
  const { id, expiresAt } = await db.transaction(async (tx) => {
    const session = await createSession(tx, doctor.id, meta);
    await recordAudit(tx, { actorId: doctor.id, actorEmail: doctor.email, action: 'sign-in', entity: 'session', address: meta.ip, detail });
    return session;
  });
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

/** Signs out: deletes the row, so a copy of the cookie opens nothing, and the cookie itself; audited with it. */
export async function endSession() {
  const session = await getSignedInAccount();
  if (session) {
    const { ip } = await requestMeta();
    await (await getDb()).transaction(async (tx) => {
      await revokeSession(tx, session.sessionId);
      await recordAudit(tx, { actorId: session.doctor.id, actorEmail: session.doctor.email, action: 'sign-out', entity: 'session', address: ip });
    });
  }
  (await cookies()).delete({ name: sessionCookieName(), path: '/', secure: process.env.NODE_ENV === 'production' });
}
