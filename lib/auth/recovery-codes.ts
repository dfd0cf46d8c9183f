import 'server-only';
import { createHash, randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { recoveryCodes } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

/** How many one-time codes an enrolment gives. */
export const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/l/i: a code read off paper is typed right. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const HALF = 5;

/** "abcde-23456": ten random characters (about 49 bits). */
function newCode(): string {
  const chars = Array.from({ length: HALF * 2 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, HALF).join('')}-${chars.slice(HALF).join('')}`;
}

/** As typed: any case, with or without the dash or spaces. */
const normalise = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/** Only a hash is kept, salted with the account so that equal codes of two accounts never meet. */
const hashCode = (doctorId: number, code: string) => createHash('sha256').update(`${doctorId}:${normalise(code)}`).digest('hex');

export const looksLikeRecoveryCode = (code: string): boolean => new RegExp(`^[${ALPHABET}]{${HALF * 2}}$`).test(normalise(code));

/** Replaces the account's codes with ten new ones and gives them, to be shown once. */
export async function replaceRecoveryCodes(db: Db, doctorId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.doctorId, doctorId));
  await db.insert(recoveryCodes).values(codes.map((code) => ({ doctorId, codeHash: hashCode(doctorId, code) })));
  return codes;
}

/** Uses one code: true once, in one statement, so that two requests with the same code cannot both pass. */
export async function spendRecoveryCode(db: Db, doctorId: number, code: string, now = new Date()): Promise<boolean> {
  if (!looksLikeRecoveryCode(code)) return false;
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.doctorId, doctorId), eq(recoveryCodes.codeHash, hashCode(doctorId, code)), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return used.length === 1;
}

export async function unusedRecoveryCodes(db: Db, doctorId: number): Promise<number> {
  const rows = await db
    .select({ id: recoveryCodes.id })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.doctorId, doctorId), isNull(recoveryCodes.usedAt)));
  return rows.length;
}
