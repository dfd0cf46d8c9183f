import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { getEnv } from '@/lib/env';
import { errorResponse } from './respond';

/** Hashing first gives equal lengths, so the comparison time says nothing about the secret. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** users and medical-reports: header `x-api-key`. Returns the 401 to send, or null when the key is right. */
export function checkApiKey(request: Request): Response | null {
  const key = request.headers.get('x-api-key');
  if (!key) return errorResponse(401, 'Missing API key: send it in the x-api-key header');
  if (!sameSecret(key, getEnv().HOSPITAL_API_KEY)) return errorResponse(401, 'Invalid API key');
  return null;
}

/** transactions and appointments: `Authorization: Bearer <token>`. The API key is not a token. */
export function checkBearerToken(request: Request): Response | null {
  const headers = { 'WWW-Authenticate': 'Bearer realm="hospital-api"' };
  const authorization = request.headers.get('authorization');
  const match = authorization ? /^Bearer\s+(\S+)\s*$/i.exec(authorization) : null;
  if (!match) return errorResponse(401, 'Missing bearer token: send Authorization: Bearer <token>', { headers });
  if (!sameSecret(match[1], getEnv().HOSPITAL_API_TOKEN)) return errorResponse(401, 'Invalid bearer token', { headers });
  return null;
}
