import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { getEnv } from '@/lib/env';
import { errorResponse } from '@/lib/hospital-api/server/respond';
import { backupTokenOf } from './token';

/** Hashing first gives equal lengths, so the comparison's time says nothing about the secret. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export type BackupCredential =
  | { ok: true }
  /** `apiCredential`: the caller showed the hospital API's key or token, which the audit line then names. */
  | { ok: false; response: Response; reason: string; apiCredential: boolean };

/**
 * `Authorization: Bearer <backup token>` (lib/backup/token.ts), nothing else: the hospital API's key and token
 * are refused like any wrong token (401, the API's error shape), whatever header carries them. The reason,
 * for the audit line, says when it was one of them, so that an integration that tries is seen as such.
 */
export function checkBackupToken(request: Request): BackupCredential {
  const env = getEnv();
  const headers = { 'WWW-Authenticate': 'Bearer realm="backup"' };
  const apiKey = request.headers.get('x-api-key');
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '');
  const given = match?.[1];
  if (given && sameSecret(given, backupTokenOf(env))) return { ok: true };
  const apiToken = given !== undefined && sameSecret(given, env.HOSPITAL_API_TOKEN);
  const apiKeyShown = (given !== undefined && sameSecret(given, env.HOSPITAL_API_KEY)) || (apiKey !== null && sameSecret(apiKey, env.HOSPITAL_API_KEY));
  const reason = apiToken
    ? "the hospital API's token, which is no backup credential"
    : apiKeyShown
      ? "the hospital API's key, which is no backup credential"
      : given
        ? 'a wrong backup token'
        : 'no backup token';
  const response = given
    ? errorResponse(401, 'Invalid backup token', { headers })
    : errorResponse(401, 'Missing backup token: send Authorization: Bearer <backup token>', { headers });
  return { ok: false, response, reason, apiCredential: apiToken || apiKeyShown };
}
