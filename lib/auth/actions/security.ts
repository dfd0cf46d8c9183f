'use server';

import { revalidatePath } from 'next/cache';
import { z } from '@/lib/zod';
import { SECURITY_PATH } from '@/lib/auth/next-path';
import { isCurrentPassword, WRONG_CURRENT_PASSWORD } from '@/lib/auth/current-password';
import { replaceRecoveryCodes } from '@/lib/auth/recovery-codes';
import { revokeOtherSessions, revokeSession } from '@/lib/auth/session';
import { sessionIdOfHandle } from '@/lib/auth/session-list';
import { formatTotpKey, totpQrCode } from '@/lib/auth/totp';
import { confirmEnrolment, isTwoFactorRequired, removeTwoFactor, startEnrolment } from '@/lib/auth/two-factor';
import { getEnv } from '@/lib/env';
import { confirmTwoFactorSchema, currentPasswordSchema, sessionHandleSchema } from '@/lib/auth/schema/security';
import { doctorAction, SESSION_ENDED } from '@/lib/server-actions/doctor-action';
import { fail, ok } from '@/lib/server-actions/result';

const WRONG_CODE = 'Invalid authentication code';

const wrongPassword = () => fail(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });

/** Every change of the second factor is audited as a change of the account, a refusal included. */
const secondFactorAudit = (what: string) => ({ audit: { entity: 'account' as const, action: 'update' as const, detail: () => `second factor: ${what}` }, beforeTwoFactor: true as const });

export interface Enrolment {
  /** An SVG data URL of the otpauth:// URI, made on the server. */
  qrCode: string;
  /** The key as text, in groups of four, for those who cannot scan. */
  key: string;
}

/** Step one of enrolment: after the password, a new key as a QR code and as text (the only time it is sent). */
export const startTwoFactor = doctorAction(
  currentPasswordSchema,
  async ({ currentPassword }, { db, doctor }) => {
    if (!(await isCurrentPassword(db, doctor.id, currentPassword))) return wrongPassword();
    const secret = await startEnrolment(db, doctor.id, getEnv().SESSION_SECRET);
    if (!secret) return fail('Two-factor sign-in is already on.');
    return ok<Enrolment>({ qrCode: await totpQrCode(secret, doctor.email), key: formatTotpKey(secret) });
  },
  secondFactorAudit('enrolment started'),
);

/** Step two: a first code from the app turns it on, and the ten recovery codes are shown, once. */
export const confirmTwoFactor = doctorAction(
  confirmTwoFactorSchema,
  async ({ code }, { db, doctor }) => {
    const codes = await confirmEnrolment(db, doctor.id, code, getEnv().SESSION_SECRET);
    if (!codes) return fail(WRONG_CODE, { code: WRONG_CODE });
    revalidatePath(SECURITY_PATH);
    return ok({ recoveryCodes: codes });
  },
  secondFactorAudit('on'),
);

/** Ten new recovery codes (the old ones stop working), after the password. */
export const renewRecoveryCodes = doctorAction(
  currentPasswordSchema,
  async ({ currentPassword }, { db, doctor }) => {
    if (!(await isCurrentPassword(db, doctor.id, currentPassword))) return wrongPassword();
    return ok({ recoveryCodes: await replaceRecoveryCodes(db, doctor.id) });
  },
  secondFactorAudit('new recovery codes'),
);

/** Turns it off, after the password; not where MFA_REQUIRED says this account must have it. */
export const turnOffTwoFactor = doctorAction(
  currentPasswordSchema,
  async ({ currentPassword }, { db, doctor }) => {
    if (isTwoFactorRequired(doctor.role, getEnv().MFA_REQUIRED)) return fail('Two-factor sign-in is required for your account and cannot be turned off.');
    if (!(await isCurrentPassword(db, doctor.id, currentPassword))) return wrongPassword();
    await removeTwoFactor(db, doctor.id);
    revalidatePath(SECURITY_PATH);
    return ok(undefined);
  },
  secondFactorAudit('off'),
);

/** Ends one of the doctor's other sessions, named by its handle: its next request is signed out. */
export const endOneSession = doctorAction(
  sessionHandleSchema,
  async ({ handle }, { db, doctor, sessionId }) => {
    const env = getEnv();
    const id = await sessionIdOfHandle(db, handle, { doctorId: doctor.id, secret: env.SESSION_SECRET, idleMinutes: env.SESSION_IDLE_MINUTES });
    if (!id) return fail('This session has already ended.');
    if (id === sessionId) return fail('This is the session you are using: sign out instead.');
    await revokeSession(db, id);
    revalidatePath(SECURITY_PATH);
    return ok(undefined);
  },
  { audit: { entity: 'session', action: 'delete', detail: () => 'one other session' }, beforeTwoFactor: true },
);

/** Ends every session of the doctor but this one. */
export const endOtherSessions = doctorAction(
  z.object({}),
  async (_input, { db, doctor, sessionId }) => {
    if (!sessionId) return fail(SESSION_ENDED);
    await revokeOtherSessions(db, doctor.id, sessionId);
    revalidatePath(SECURITY_PATH);
    return ok(undefined);
  },
  { audit: { entity: 'session', action: 'delete', detail: () => 'every other session' }, beforeTwoFactor: true },
);
