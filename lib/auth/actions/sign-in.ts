'use server';

import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from '@/lib/zod';
import { recordAudit } from '@/lib/audit/record';
import { endSession, requestMeta, startSession } from '@/lib/auth/current-doctor';
import { landingFor } from '@/lib/auth/landing';
import { isSafeNextPath } from '@/lib/auth/next-path';
import { isCurrentPassword, WRONG_CURRENT_PASSWORD } from '@/lib/auth/current-password';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { consumeResetToken, queueResetMail } from '@/lib/auth/password-reset';
import { createPendingSignIn, deletePendingSignIn, pendingCookieName, takePendingAttempt } from '@/lib/auth/pending-sign-in';
import { checkLoginAllowed, recordLoginAttempt, tooManyAttemptsMessage } from '@/lib/auth/rate-limit';
import { codeAccepted, takeCodeAttempt } from '@/lib/auth/code-limit';
import { rememberThisBrowser, thisKnownBrowser } from '@/lib/auth/known-browser';
import { ANY_EMAIL, recordRefusedSignIn } from '@/lib/auth/refused-sign-ins';
import { revokeOtherSessions } from '@/lib/auth/session';
import { queueSignupAttemptNotice, SIGNUP_RECEIVED_PATH } from '@/lib/auth/signup-attempt';
import {
  RESET_COMPLETE_PER_ADDRESS,
  RESET_PER_ADDRESS,
  RESET_PER_EMAIL,
  SIGN_IN_CODE_PER_ADDRESS,
  SIGNUP_PER_ADDRESS,
  takeThrottle,
} from '@/lib/auth/throttle';
import { twoFactorState, verifySecondFactor } from '@/lib/auth/two-factor';
import { createDoctor, updateDoctorPassword } from '@/lib/staff/writes/doctors';
import { findDoctorByEmail, getDoctor } from '@/lib/staff/queries/doctors';
import { getDb } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { deliverSoon } from '@/lib/mail/deliver-soon';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  signupSchema,
} from '@/lib/auth/schema/credentials';
import { authenticationCodeSchema } from '@/lib/auth/schema/security';
import { doctorAction, publicAction, sessionAction } from '@/lib/server-actions/doctor-action';
import { fail, ok } from '@/lib/server-actions/result';

const INVALID_CREDENTIALS = 'Invalid email or password';
const ACCOUNT_DISABLED = 'This account has been disabled. Ask an administrator of the clinic to enable it.';
const SIGNUP_CLOSED = 'Signing up is closed. Ask an administrator of the clinic for an account.';
/** Verified against when the email is unknown, so that a wrong email takes as long as a wrong password. */
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$Cmik3Lqgw7CghPDUmCPn5w$Dv7sgfuA7MBFEbwzZmiYjbrjOk6RfStEcsU0RbZPhJc';

const WRONG_CODE = 'Invalid authentication code';
const SIGN_IN_AGAIN = 'This sign-in has expired. Sign in again with your password.';

/** What login answers: the page to open, or that the "Authentication code" step comes next. */
export type LoginAnswer = { redirectTo: string } | { secondStep: true };

const cookieOptions = (expires: Date) => ({ httpOnly: true, sameSite: 'lax' as const, secure: process.env.NODE_ENV === 'production', path: '/', expires });

/** `next` is where the login page was opened from; only a path inside the app is followed. */
export const login = publicAction(loginSchema.extend({ next: z.string().max(2048).nullish() }), async ({ email, password, next }) => {
  const db = await getDb();
  const { ip } = await requestMeta();
  const doctor = await findDoctorByEmail(db, email);
  // A browser where the account signed in before has limits of its own, which strangers cannot fill.
  const knownBrowser = doctor ? await thisKnownBrowser(doctor.id) : null;

  // Refused and failed sign-ins are counted per (email, address, window), with a line at the 1st, 10th,
  // 100th (lib/auth/refused-sign-ins.ts): no flood of attempts can flood the trail.
  const allowance = await checkLoginAllowed(db, email, ip, new Date(), knownBrowser);
  if (!allowance.allowed) {
    const ofAddress = allowance.scope === 'address';
    await recordRefusedSignIn(db, {
      email: ofAddress ? ANY_EMAIL : email,
      address: ip,
      actorId: null,
      outcome: 'refused',
      reason: ofAddress ? 'too many attempts from this address' : 'too many attempts',
    });
    return fail(tooManyAttemptsMessage(allowance.retryAfterMinutes));
  }

  const valid = await verifyPassword(doctor?.passwordHash ?? DUMMY_HASH, password);
  const succeeded = valid && !!doctor;
  await db.transaction(async (tx) => {
    await recordLoginAttempt(tx, email, ip, succeeded, new Date(), knownBrowser);
    if (!succeeded) {
      await recordRefusedSignIn(tx, { email, address: ip, actorId: doctor?.id ?? null, outcome: 'failed', reason: doctor ? 'wrong password' : 'unknown email' });
    }
  });
  if (!doctor || !valid) return fail(INVALID_CREDENTIALS);
  if (doctor.status === 'disabled') {
    await recordRefusedSignIn(db, { email, address: ip, actorId: doctor.id, outcome: 'refused', reason: 'account disabled' });
    return fail(ACCOUNT_DISABLED);
  }

  // A second factor: no session yet, only a short-lived pending sign-in that a right code turns into one.
  if ((await twoFactorState(db, doctor.id)).enabled) {
    const { token, expiresAt } = await createPendingSignIn(db, doctor.id, isSafeNextPath(next) ? next : null);
    (await cookies()).set(pendingCookieName(), token, cookieOptions(expiresAt));
    return ok<LoginAnswer>({ secondStep: true });
  }

  await startSession(doctor);
  await rememberThisBrowser(doctor.id);
  return ok<LoginAnswer>({ redirectTo: await landingFor(db, doctor, next) });
});

/**
 * The second step: the "Authentication code" (a TOTP code, single-use, or one of the recovery codes) for the
 * pending sign-in that the password made. A few tries per pending sign-in; wrong codes limited per account
 * whatever the address or the pending sign-in (lib/auth/code-limit.ts); and a limit per address. A known
 * browser of the account has code limits of its own instead of the account's and the address's, which
 * whoever holds the password could fill.
 */
export const verifyAuthenticationCode = publicAction(authenticationCodeSchema, async ({ code }) => {
  const db = await getDb();
  const { ip } = await requestMeta();
  const store = await cookies();
  const token = store.get(pendingCookieName())?.value;
  const attempt = token ? await takePendingAttempt(db, token) : ({ ok: false } as const);
  const doctor = attempt.ok ? await getDoctor(db, attempt.doctorId) : undefined;
  if (!attempt.ok || !doctor || doctor.status === 'disabled') {
    if (attempt.ok) await deletePendingSignIn(db, attempt.id);
    store.delete({ name: pendingCookieName(), path: '/', secure: process.env.NODE_ENV === 'production' });
    return fail(SIGN_IN_AGAIN);
  }
  const knownBrowser = await thisKnownBrowser(doctor.id);
  if (!knownBrowser) {
    const throttle = await takeThrottle(db, SIGN_IN_CODE_PER_ADDRESS, ip);
    if (!throttle.allowed) return fail(tooManyAttemptsMessage(throttle.retryAfterMinutes));
  }
  const taken = await takeCodeAttempt(db, { email: doctor.email, ip, knownBrowser });
  if (!taken.allowed) {
    await recordRefusedSignIn(db, { email: doctor.email, address: ip, actorId: doctor.id, outcome: 'refused', reason: 'too many wrong authentication codes' });
    return fail(tooManyAttemptsMessage(taken.retryAfterMinutes));
  }
  const used = await verifySecondFactor(db, doctor.id, code, getEnv().SESSION_SECRET);
  if (!used) {
    await recordRefusedSignIn(db, { email: doctor.email, address: ip, actorId: doctor.id, outcome: 'failed', reason: 'wrong authentication code' });
    return fail(WRONG_CODE, { code: WRONG_CODE });
  }
  await codeAccepted(db, taken.id);
  await deletePendingSignIn(db, attempt.id);
  store.delete({ name: pendingCookieName(), path: '/', secure: process.env.NODE_ENV === 'production' });
  await startSession(doctor, used === 'recovery code' ? 'with a recovery code' : 'with an authentication code');
  await rememberThisBrowser(doctor.id);
  return ok({ redirectTo: await landingFor(db, doctor, attempt.next) });
});

/**
 * SIGNUP_MODE decides: open signs the new doctor in at once; approval answers that the request was
 * received and an administrator must approve the account, and signs nobody in; closed refuses. In approval mode an
 * email that already has an account gets that same answer, changes nothing, and its owner is told by mail: the
 * answer (and its time: the password is hashed either way) says nothing of which emails have accounts. Open mode
 * cannot hide it, since a new account is signed in at once: it says the email is taken. The first account of an
 * empty database is its administrator, and is signed in.
 */
export const signup = publicAction(signupSchema, async ({ email, password }) => {
  const mode = getEnv().SIGNUP_MODE;
  if (mode === 'closed') return fail(SIGNUP_CLOSED);
  const db = await getDb();
  const throttle = await takeThrottle(db, SIGNUP_PER_ADDRESS, (await requestMeta()).ip);
  if (!throttle.allowed) return fail(`Too many new accounts from this address. Try again in ${throttle.retryAfterMinutes} minutes.`);
  const doctor = await createDoctor(db, { email, passwordHash: await hashPassword(password), status: mode === 'open' ? 'active' : 'pending' });
  if (!doctor) await queueSignupAttemptNotice(db, email);
  deliverSoon();
  if (!doctor && mode === 'open') return fail('An account with this email already exists', { email: 'An account with this email already exists' });
  if (!doctor || doctor.status === 'pending') return ok({ redirectTo: SIGNUP_RECEIVED_PATH });
  await startSession(doctor, 'signed up');
  return ok({ redirectTo: await landingFor(db, doctor) });
});

const RESET_ANSWER = 'If an account exists for that email, a reset link is on its way. It is valid for 30 minutes.';

/**
 * The same answer whether or not the email has an account, and whether or not a mail went out: a few
 * mails per account and per address, so that nobody floods an inbox. The link starts with APP_URL,
 * never with a host a request named. The mail is queued with its link and sent after the response, so that
 * the answer for a known account never waits for the mail server (a difference an unknown one would not show).
 */
export const requestPasswordReset = publicAction(forgotPasswordSchema, async ({ email }) => {
  const db = await getDb();
  const { ip } = await requestMeta();
  const perAddress = await takeThrottle(db, RESET_PER_ADDRESS, ip);
  const perEmail = perAddress.allowed ? await takeThrottle(db, RESET_PER_EMAIL, email) : perAddress;
  const doctor = perEmail.allowed ? await findDoctorByEmail(db, email) : undefined;
  if (doctor && doctor.status !== 'disabled') {
    await db.transaction(async (tx) => {
      await recordAudit(tx, { actorId: doctor.id, actorEmail: doctor.email, action: 'password-reset', entity: 'account', entityId: doctor.id, address: ip, detail: 'requested' });
      await queueResetMail(tx, doctor);
    });
  }
  deliverSoon();
  return ok({ message: RESET_ANSWER });
});

/**
 * A new password from a reset link; every other link of the account ends with it (updateDoctorPassword). It
 * signs nobody in: the next sign-in asks for the password and, where the account has one, the second factor, so
 * a reset never bypasses it. Audited with the change.
 */
export const resetPassword = publicAction(resetPasswordSchema, async ({ token, newPassword }) => {
  const db = await getDb();
  const { ip } = await requestMeta();
  const throttle = await takeThrottle(db, RESET_COMPLETE_PER_ADDRESS, ip);
  if (!throttle.allowed) return fail(`Too many attempts from this address. Try again in ${throttle.retryAfterMinutes} minutes.`);
  const passwordHash = await hashPassword(newPassword);
  const doctor = await db.transaction(async (tx) => {
    const doctorId = await consumeResetToken(tx, token);
    if (!doctorId) return null;
    await updateDoctorPassword(tx, doctorId, passwordHash);
    await revokeOtherSessions(tx, doctorId, null);
    const account = await getDoctor(tx, doctorId);
    await recordAudit(tx, { actorId: doctorId, actorEmail: account?.email ?? null, action: 'password-reset', entity: 'account', entityId: doctorId, address: ip, detail: 'completed' });
    return account;
  });
  if (!doctor) return fail('This reset link is invalid or has expired. Ask for a new one.');
  return ok(undefined);
});

/**
 * Re-authenticated (the current password, checked here) and audited, a refusal included. Every reset link of the
 * account ends with the old password (updateDoctorPassword).
 */
export const changePassword = doctorAction(
  changePasswordSchema,
  async ({ currentPassword, newPassword }, { db, doctor: signedIn, sessionId }) => {
    if (!(await isCurrentPassword(db, signedIn.id, currentPassword))) {
      return fail(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
    }
    await updateDoctorPassword(db, signedIn.id, await hashPassword(newPassword));
    await revokeOtherSessions(db, signedIn.id, sessionId);
    return ok(undefined);
  },
  { role: 'any account', audit: { entity: 'account', action: 'update', detail: () => 'password' } },
);

export const logout = sessionAction(async () => {
  await endSession();
  // The login page says so ("You are signed out.").
  redirect('/login?signedOut=1');
});
