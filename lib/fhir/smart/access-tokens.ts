import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { connectedSystems, fhirAccessTokens } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

/** An access token lives this long (SMART asks for at most five minutes); the system then asks for another. */
export const ACCESS_TOKEN_SECONDS = 5 * 60;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Gives a system a new access token for `scopes`: random, and stored only as its hash, so that neither a copy of the
 * database nor a log line holds a usable one. The system's "last used" becomes now.
 */
export async function issueAccessToken(db: Db, systemId: number, scopes: string, now = new Date()): Promise<{ token: string; expiresIn: number }> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.insert(fhirAccessTokens).values({ tokenHash: hashOf(token), systemId, scopes, expiresAt: new Date(now.getTime() + ACCESS_TOKEN_SECONDS * 1000) });
    await tx.update(connectedSystems).set({ lastUsedAt: now }).where(eq(connectedSystems.id, systemId));
    // Spent tokens open nothing; they go as new ones come.
    await tx.delete(fhirAccessTokens).where(lt(fhirAccessTokens.expiresAt, now));
  });
  return { token, expiresIn: ACCESS_TOKEN_SECONDS };
}

/** The system a token was given to and what it may do, while the token lives and the system is enabled. */
export interface TokenHolder {
  systemId: number;
  name: string;
  scopes: string;
}

/** Reads a bearer token: its holder, or undefined for a token unknown, expired, or of a system disabled or deleted. */
export async function findTokenHolder(db: Db, token: string, now = new Date()): Promise<TokenHolder | undefined> {
  const [row] = await db
    .select({ systemId: connectedSystems.id, name: connectedSystems.name, scopes: fhirAccessTokens.scopes })
    .from(fhirAccessTokens)
    .innerJoin(connectedSystems, eq(connectedSystems.id, fhirAccessTokens.systemId))
    .where(and(eq(fhirAccessTokens.tokenHash, hashOf(token)), gt(fhirAccessTokens.expiresAt, now), eq(connectedSystems.enabled, true)));
  return row;
}
