'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { endSession, getCurrentSession, requestMeta, startSession } from '@/lib/auth/current-doctor';
import { afterLoginPath } from '@/lib/auth/next-path';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { consumeResetToken, createResetToken } from '@/lib/auth/password-reset';
import { checkLoginAllowed, recordLoginAttempt, tooManyAttemptsMessage } from '@/lib/auth/rate-limit';
import { revokeOtherSessions } from '@/lib/auth/session';
import { createDoctor, findDoctorByEmail, getDoctor, updateDoctorPassword } from '@/lib/data/doctors';
import { getDb } from '@/lib/db/client';
import { sendMail } from '@/lib/mail/outbox';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  signupSchema,
} from '@/lib/validations/auth';
import { fail, invalid, ok, type ActionResult } from './result';
import { sessionEnded } from './session-guard';

const INVALID_CREDENTIALS = 'Invalid email or password';
/** Verified against when the email is unknown, so that a wrong email takes as long as a wrong password. */
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$Cmik3Lqgw7CghPDUmCPn5w$Dv7sgfuA7MBFEbwzZmiYjbrjOk6RfStEcsU0RbZPhJc';

export async function login(input: unknown, next?: string | null): Promise<ActionResult<{ redirectTo: string }>> {
  const parsed = loginSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const { email, password } = parsed.data;
  const db = await getDb();
  const { ip } = await requestMeta();

  const allowance = await checkLoginAllowed(db, email, ip);
  if (!allowance.allowed) return fail(tooManyAttemptsMessage(allowance.retryAfterMinutes));

  const doctor = await findDoctorByEmail(db, email);
  const valid = await verifyPassword(doctor?.passwordHash ?? DUMMY_HASH, password);
  await recordLoginAttempt(db, email, ip, valid && !!doctor);
  if (!doctor || !valid) return fail(INVALID_CREDENTIALS);

  await startSession(doctor.id);
  return ok({ redirectTo: afterLoginPath(next) });
}

export async function signup(input: unknown): Promise<ActionResult<{ redirectTo: string }>> {
  const parsed = signupSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const db = await getDb();
  const doctor = await createDoctor(db, { email: parsed.data.email, passwordHash: await hashPassword(parsed.data.password) });
  if (!doctor) return fail('An account with this email already exists', { email: 'An account with this email already exists' });
  await startSession(doctor.id);
  return ok({ redirectTo: '/doctor/dashboard' });
}

/** The same answer whether or not the email has an account, so the form tells nobody who is registered. */
export async function requestPasswordReset(input: unknown): Promise<ActionResult<{ message: string }>> {
  const parsed = forgotPasswordSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const db = await getDb();
  const doctor = await findDoctorByEmail(db, parsed.data.email);
  if (doctor) {
    const token = await createResetToken(db, doctor.id);
    const origin = await requestOrigin();
    await sendMail({
      to: doctor.email,
      subject: 'Reset your HMS password',
      text: `Open this link within 30 minutes to choose a new password:\n${origin}/reset-password?token=${token}\n\nIf you did not ask for it, ignore this mail.`,
    });
  }
  return ok({ message: 'If an account exists for that email, a reset link is on its way. It is valid for 30 minutes.' });
}

export async function resetPassword(input: unknown): Promise<ActionResult> {
  const parsed = resetPasswordSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const db = await getDb();
  const doctorId = await consumeResetToken(db, parsed.data.token);
  if (!doctorId) return fail('This reset link is invalid or has expired. Ask for a new one.');
  await updateDoctorPassword(db, doctorId, await hashPassword(parsed.data.newPassword));
  await revokeOtherSessions(db, doctorId, null);
  return ok(undefined);
}

export async function changePassword(input: unknown): Promise<ActionResult> {
  const session = await getCurrentSession();
  if (!session) return sessionEnded();
  const parsed = changePasswordSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const db = await getDb();
  const doctor = await getDoctor(db, session.doctor.id);
  if (!doctor || !(await verifyPassword(doctor.passwordHash, parsed.data.currentPassword))) {
    return fail('Current password is incorrect', { currentPassword: 'Current password is incorrect' });
  }
  await updateDoctorPassword(db, doctor.id, await hashPassword(parsed.data.newPassword));
  await revokeOtherSessions(db, doctor.id, session.sessionId);
  return ok(undefined);
}

export async function logout(): Promise<void> {
  await endSession();
  redirect('/login');
}

async function requestOrigin() {
  const h = await headers();
  const host = h.get('x-forwarded-host') ?? h.get('host') ?? 'localhost:3000';
  const proto = h.get('x-forwarded-proto') ?? (process.env.NODE_ENV === 'production' ? 'https' : 'http');
  return `${proto}://${host}`;
}
