import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { passwordResetTokens } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { getEnv } from '@/lib/env';

export const RESET_TOKEN_LIFETIME_MS = 30 * 60 * 1000;

/** Only a hash of the token is stored: a copy of the table opens no account. */
function hashToken(token: string) {
  return createHash('sha256').update(token).digest('hex');
}

export async function createResetToken(db: Db, doctorId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResetTokens).values({
    doctorId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS),
  });
  return token;
}

/** Marks the token used and gives its doctor, in one statement so it can be used once only; null if unusable. */
export async function consumeResetToken(db: Db, token: string, now = new Date()): Promise<number | null> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ doctorId: passwordResetTokens.doctorId });
  return row?.doctorId ?? null;
}

/** The link a reset mail carries. It starts with APP_URL: a request's Host or X-Forwarded-* never shapes it. */
export function resetLink(token: string, appUrl = getEnv().APP_URL): string {
  const url = new URL('/reset-password', `${appUrl}/`);
  url.searchParams.set('token', token);
  return url.toString();
}
