'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';
import { recordAudit } from '@/lib/audit/record';
import { endSession, PENDING_APPROVAL_PATH, requestMeta, startSession } from '@/lib/auth/current-doctor';
import { afterLoginPath } from '@/lib/auth/next-path';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { consumeResetToken, createResetToken, resetLink } from '@/lib/auth/password-reset';
import { checkLoginAllowed, recordLoginAttempt, tooManyAttemptsMessage } from '@/lib/auth/rate-limit';
import { revokeOtherSessions } from '@/lib/auth/session';
import { RESET_PER_ADDRESS, RESET_PER_EMAIL, SIGNUP_PER_ADDRESS, takeThrottle } from '@/lib/auth/throttle';
import { createDoctor, findDoctorByEmail, getDoctor, updateDoctorPassword, type Doctor } from '@/lib/data/doctors';
import { getDb } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { sendMail } from '@/lib/mail/outbox';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  signupSchema,
} from '@/lib/validations/auth';
import { doctorAction, publicAction, sessionAction } from './doctor-action';
import { fail, ok } from './result';

const INVALID_CREDENTIALS = 'Invalid email or password';
const ACCOUNT_DISABLED = 'This account has been disabled. Ask an administrator of the clinic to enable it.';
const SIGNUP_CLOSED = 'Signing up is closed. Ask an administrator of the clinic for an account.';
/** Verified against when the email is unknown, so that a wrong email takes as long as a wrong password. */
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$Cmik3Lqgw7CghPDUmCPn5w$Dv7sgfuA7MBFEbwzZmiYjbrjOk6RfStEcsU0RbZPhJc';

/** Where a signed-in account goes: an account waiting for approval sees only the page that says so. */
const landingFor = (doctor: Doctor, next?: string | null) => (doctor.status === 'pending' ? PENDING_APPROVAL_PATH : afterLoginPath(next));

/** `next` is where the login page was opened from; only a path inside the app is followed. */
export const login = publicAction(loginSchema.extend({ next: z.string().max(2048).nullish() }), async ({ email, password, next }) => {
  const db = await getDb();
  const { ip } = await requestMeta();

  // A failed or refused sign-in names the account when the email has one, and the email as typed.
  const failed = (tx: typeof db, outcome: 'failed' | 'refused', detail: string, actorId: number | null = null) =>
    recordAudit(tx, { actorId, actorEmail: email, action: 'sign-in-failed', entity: 'session', address: ip, outcome, detail });

  const allowance = await checkLoginAllowed(db, email, ip);
  if (!allowance.allowed) {
    await failed(db, 'refused', 'too many attempts');
    return fail(tooManyAttemptsMessage(allowance.retryAfterMinutes));
  }

  const doctor = await findDoctorByEmail(db, email);
  const valid = await verifyPassword(doctor?.passwordHash ?? DUMMY_HASH, password);
  const succeeded = valid && !!doctor;
  await db.transaction(async (tx) => {
    await recordLoginAttempt(tx, email, ip, succeeded);
    if (!succeeded) await failed(tx, 'failed', doctor ? 'wrong password' : 'unknown email', doctor?.id ?? null);
  });
  if (!doctor || !valid) return fail(INVALID_CREDENTIALS);
  if (doctor.status === 'disabled') {
    await failed(db, 'refused', 'account disabled', doctor.id);
    return fail(ACCOUNT_DISABLED);
  }

  await startSession(doctor);
  return ok({ redirectTo: landingFor(doctor, next) });
});

/**
 * SIGNUP_MODE decides: open signs the new doctor in (the spec's flow), approval signs them in to the page
 * that says an administrator must approve the account, closed refuses. The first account of an empty
 * database is its administrator.
 */
export const signup = publicAction(signupSchema, async ({ email, password }) => {
  const mode = getEnv().SIGNUP_MODE;
  if (mode === 'closed') return fail(SIGNUP_CLOSED);
  const db = await getDb();
  const throttle = await takeThrottle(db, SIGNUP_PER_ADDRESS, (await requestMeta()).ip);
  if (!throttle.allowed) return fail(`Too many new accounts from this address. Try again in ${throttle.retryAfterMinutes} minutes.`);
  const doctor = await createDoctor(db, { email, passwordHash: await hashPassword(password), status: mode === 'open' ? 'active' : 'pending' });
  if (!doctor) return fail('An account with this email already exists', { email: 'An account with this email already exists' });
  await startSession(doctor, 'signed up');
  return ok({ redirectTo: landingFor(doctor) });
});

const RESET_ANSWER = 'If an account exists for that email, a reset link is on its way. It is valid for 30 minutes.';

/**
 * The same answer whether or not the email has an account, and whether or not a mail went out: a few
 * mails per account and per address, so that nobody floods an inbox. The link starts with APP_URL,
 * never with a host a request named.
 */
export const requestPasswordReset = publicAction(forgotPasswordSchema, async ({ email }) => {
  const db = await getDb();
  const { ip } = await requestMeta();
  const perAddress = await takeThrottle(db, RESET_PER_ADDRESS, ip);
  const perEmail = perAddress.allowed ? await takeThrottle(db, RESET_PER_EMAIL, email) : perAddress;
  const doctor = perEmail.allowed ? await findDoctorByEmail(db, email) : undefined;
  if (doctor && doctor.status !== 'disabled') {
    const token = await createResetToken(db, doctor.id);
    await sendMail({
      to: doctor.email,
      subject: 'Reset your HMS password',
      text: `Open this link within 30 minutes to choose a new password:\n${resetLink(token)}\n\nIf you did not ask for it, ignore this mail.`,
    });
  }
  return ok({ message: RESET_ANSWER });
});

export const resetPassword = publicAction(resetPasswordSchema, async ({ token, newPassword }) => {
  const db = await getDb();
  const doctorId = await consumeResetToken(db, token);
  if (!doctorId) return fail('This reset link is invalid or has expired. Ask for a new one.');
  await updateDoctorPassword(db, doctorId, await hashPassword(newPassword));
  await revokeOtherSessions(db, doctorId, null);
  return ok(undefined);
});

export const changePassword = doctorAction(changePasswordSchema, async ({ currentPassword, newPassword }, { db, doctor: signedIn, sessionId }) => {
  const doctor = await getDoctor(db, signedIn.id);
  if (!doctor || !(await verifyPassword(doctor.passwordHash, currentPassword))) {
    return fail('Current password is incorrect', { currentPassword: 'Current password is incorrect' });
  }
  await updateDoctorPassword(db, doctor.id, await hashPassword(newPassword));
  await revokeOtherSessions(db, doctor.id, sessionId);
  return ok(undefined);
});

export const logout = sessionAction(async () => {
  await endSession();
  // The login page says so ("You are signed out.").
  redirect('/login?signedOut=1');
});
