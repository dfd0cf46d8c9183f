import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { registerConnectedSystem } from '@/lib/connected-systems/writes';
import type { Db } from '@/lib/db/types';

/** Where the tests' token endpoint is: APP_URL's default, as the server names it. */
export const TOKEN_URL = 'http://localhost:3000/fhir/auth/token';

/** A connected system as a test plays it: registered with the public half of a key it holds. */
export interface TestSystem {
  id: number;
  clientId: string;
  kid: string;
  alg: 'ES384' | 'RS384';
  privateKey: CryptoKey;
}

/** A new key pair of `alg`, its public half as a JWKS with one key named `kid`. */
export async function makeKey(alg: 'ES384' | 'RS384' = 'ES384') {
  const { publicKey, privateKey } = await generateKeyPair(alg, { extractable: true });
  const kid = randomUUID();
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid, alg, use: 'sig' }] };
  return { jwks, kid, privateKey, alg };
}

/** Registers a system in `db` with a fresh key and `scopes`. */
export async function registerTestSystem(db: Db, { scopes, alg = 'ES384', name = 'Lab system' }: { scopes: string; alg?: 'ES384' | 'RS384'; name?: string }): Promise<TestSystem> {
  const key = await makeKey(alg);
  const { id, clientId } = await registerConnectedSystem(db, { name, jwks: key.jwks, scopes }, null);
  return { id, clientId, kid: key.kid, alg, privateKey: key.privateKey };
}

/** An assertion of `system`, signed by its key, valid for 4 minutes unless told otherwise. */
export function assertionOf(system: Pick<TestSystem, 'clientId' | 'kid' | 'alg' | 'privateKey'>, claims: { aud?: string; exp?: string | number; jti?: string; sub?: string; kid?: string } = {}) {
  return new SignJWT({})
    .setProtectedHeader({ alg: system.alg, kid: claims.kid ?? system.kid, typ: 'JWT' })
    .setIssuer(system.clientId)
    .setSubject(claims.sub ?? system.clientId)
    .setAudience(claims.aud ?? TOKEN_URL)
    .setIssuedAt()
    .setExpirationTime(claims.exp ?? '4m')
    .setJti(claims.jti ?? randomUUID())
    .sign(system.privateKey);
}

/** A token request's form, as a system sends it. */
export function tokenForm(assertion: string, scope: string, overrides: Record<string, string> = {}): string {
  return new URLSearchParams({
    grant_type: 'client_credentials',
    client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
    client_assertion: assertion,
    scope,
    ...overrides,
  }).toString();
}

/** An access token of `system` for `scope`, from the token endpoint's route as a system asks for it. */
export async function accessToken(system: TestSystem, scope: string): Promise<string> {
  const { POST } = await import('@/app/fhir/auth/token/route');
  const response = await POST(new Request(TOKEN_URL, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: tokenForm(await assertionOf(system), scope) }));
  if (response.status !== 200) throw new Error(`The token endpoint refused the test system: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}
