import { createHmac } from 'node:crypto';
import type { Env } from '@/lib/env';

// Not `server-only`: `npm run db:backup` computes the same token from the same configuration (scripts/db-backup.ts).

/**
 * What SESSION_SECRET is HMACed with to make the backup token. No other value made from that secret has this
 * input (session handles HMAC "session-handle:<id>", the cookie's signature a JWT, the second factor's key an
 * HKDF of its own), so none of them reveals the token. Changing the label changes every derived token.
 */
const BACKUP_TOKEN_LABEL = 'backup-token:v1';

/**
 * The one credential of `POST /api/backup`: BACKUP_TOKEN when hospital IT set one, else an HMAC-SHA256 of the
 * server's own SESSION_SECRET. Derived, so that `npm run db:backup` on the server's machine, reading the same
 * configuration, has it with no new setting; from SESSION_SECRET, never from the hospital API's key or token,
 * which the integrations that book appointments hold (lib/env.ts refuses a SESSION_SECRET equal to either).
 */
export function backupTokenOf(env: Pick<Env, 'SESSION_SECRET' | 'BACKUP_TOKEN'>): string {
  return env.BACKUP_TOKEN ?? createHmac('sha256', env.SESSION_SECRET).update(BACKUP_TOKEN_LABEL).digest('base64url');
}
