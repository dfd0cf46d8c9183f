import 'server-only';
import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { recoveryCodes, twoFactorSecrets } from '@/lib/db/schema';
import type { DoctorRole } from '@/lib/db/schema/enums';
import type { Db } from '@/lib/db/types';
import type { MfaRequired } from '@/lib/env';
import { replaceRecoveryCodes, unusedRecoveryCodes, spendRecoveryCode } from './recovery-codes';
import { openSecret, sealSecret } from './secret-box';
import { newTotpSecret, verifyTotp } from './totp';

/** MFA_REQUIRED: whether this account must sign in with a second factor. */
export function isTwoFactorRequired(role: DoctorRole, mode: MfaRequired): boolean {
  return mode === 'everyone' || (mode === 'administrators' && role === 'administrator');
}

export interface TwoFactorState {
  enabled: boolean;
  /** Unused recovery codes left (0 when not enabled). */
  recoveryCodesLeft: number;
}

export async function twoFactorState(db: Db, doctorId: number): Promise<TwoFactorState> {
  const [row] = await db
    .select({ doctorId: twoFactorSecrets.doctorId })
    .from(twoFactorSecrets)
    .where(and(eq(twoFactorSecrets.doctorId, doctorId), isNotNull(twoFactorSecrets.confirmedAt)));
  if (!row) return { enabled: false, recoveryCodesLeft: 0 };
  return { enabled: true, recoveryCodesLeft: await unusedRecoveryCodes(db, doctorId) };
}

/**
 * Starts (or starts again) an enrolment: a new key, stored sealed and unconfirmed. Refused (null) while a
 * confirmed one exists: it is turned off first, with the password. The key is returned for the QR code and the
 * text; this is the only time it leaves the server.
 */
export async function startEnrolment(db: Db, doctorId: number, sealKey: string): Promise<string | null> {
  if ((await twoFactorState(db, doctorId)).enabled) return null;
  const secret = newTotpSecret();
  const encryptedSecret = sealSecret(secret, sealKey);
  await db
    .insert(twoFactorSecrets)
    .values({ doctorId, encryptedSecret })
    .onConflictDoUpdate({ target: twoFactorSecrets.doctorId, set: { encryptedSecret, confirmedAt: null, lastUsedStep: null, createdAt: new Date() } });
  return secret;
}

/** Confirms the enrolment with a first code: the ten recovery codes, or null for a wrong code or no enrolment. */
export async function confirmEnrolment(db: Db, doctorId: number, code: string, sealKey: string, now = new Date()): Promise<string[] | null> {
  const [row] = await db
    .select()
    .from(twoFactorSecrets)
    .where(and(eq(twoFactorSecrets.doctorId, doctorId), isNull(twoFactorSecrets.confirmedAt)));
  const secret = row && openSecret(row.encryptedSecret, sealKey);
  if (!secret) return null;
  const step = await verifyTotp(secret, code, null, now.getTime());
  if (step === null) return null;
  await db.update(twoFactorSecrets).set({ confirmedAt: now, lastUsedStep: step }).where(eq(twoFactorSecrets.doctorId, doctorId));
  return replaceRecoveryCodes(db, doctorId);
}

export type SecondFactorUsed = 'code' | 'recovery code';

/**
 * Checks an "Authentication code": a TOTP code of a step later than the last one used (the step is then
 * stored, in one conditional statement, so two requests with one code cannot both pass), or an unused
 * recovery code (then used up). Null when neither.
 */
export async function verifySecondFactor(db: Db, doctorId: number, code: string, sealKey: string, now = new Date()): Promise<SecondFactorUsed | null> {
  const [row] = await db
    .select()
    .from(twoFactorSecrets)
    .where(and(eq(twoFactorSecrets.doctorId, doctorId), isNotNull(twoFactorSecrets.confirmedAt)));
  const secret = row && openSecret(row.encryptedSecret, sealKey);
  if (!row || !secret) return null;
  const step = await verifyTotp(secret, code, row.lastUsedStep, now.getTime());
  if (step !== null) {
    const taken = await db
      .update(twoFactorSecrets)
      .set({ lastUsedStep: step })
      .where(and(eq(twoFactorSecrets.doctorId, doctorId), or(isNull(twoFactorSecrets.lastUsedStep), lt(twoFactorSecrets.lastUsedStep, step))))
      .returning({ doctorId: twoFactorSecrets.doctorId });
    return taken.length === 1 ? 'code' : null;
  }
  return (await spendRecoveryCode(db, doctorId, code, now)) ? 'recovery code' : null;
}

/** Turns the second factor off: the key and the recovery codes are deleted. */
export async function removeTwoFactor(db: Db, doctorId: number): Promise<boolean> {
  const removed = await db.delete(twoFactorSecrets).where(eq(twoFactorSecrets.doctorId, doctorId)).returning({ doctorId: twoFactorSecrets.doctorId });
  await db.delete(recoveryCodes).where(eq(recoveryCodes.doctorId, doctorId));
  return removed.length === 1;
}
