// The bench reads /fhir as a connected system does: registered before the servers start (the embedded database is
// the server's alone once it runs; scripts/bench/fhir-fixtures.ts, with db:register-client's code), then a token
// from the token endpoint.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import type { Env } from './prepare';

export interface BenchSystem {
  clientId: string;
  kid: string;
  privateKey: CryptoKey;
}

/** Every type the FHIR routes of the bench read, and what it writes: three types, and whole records (every type). */
const SCOPE = 'system/*.rs system/*.c';

/**
 * Registers a system with a new ES384 key in the database `env` names (DATA_DIR or DATABASE_URL), and gives the
 * record whose $everything is measured its 100 observations.
 */
export async function registerBenchSystem(root: string, env: Env): Promise<BenchSystem> {
  const { publicKey, privateKey } = await generateKeyPair('ES384', { extractable: true });
  const kid = randomUUID();
  const folder = mkdtempSync(path.join(os.tmpdir(), 'hms-bench-key-'));
  try {
    const file = path.join(folder, 'jwks.json');
    writeFileSync(file, JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'ES384' }] }));
    const name = `Bench ${new Date().toISOString().slice(0, 16)}`;
    const run = spawnSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/bench/fhir-fixtures.ts', name, file, SCOPE], {
      cwd: root,
      env: env as NodeJS.ProcessEnv,
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`Preparing the bench's FHIR data failed:\n${run.stderr || run.stdout}`);
    return { clientId: run.stdout.trim().split('\n').at(-1)!, kid, privateKey };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * A source of access tokens for `system`: a token lives five minutes, so a new one is fetched when the one held has
 * less than a minute left (before each route, never during its measurement).
 */
export function tokenSource(baseUrl: string, system: BenchSystem): () => Promise<string> {
  let held: { token: string; until: number } | null = null;
  return async () => {
    if (held && held.until - Date.now() > 60_000) return held.token;
    const tokenUrl = `${baseUrl}/fhir/auth/token`;
    const assertion = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES384', kid: system.kid, typ: 'JWT' })
      .setIssuer(system.clientId)
      .setSubject(system.clientId)
      .setAudience(tokenUrl)
      .setExpirationTime('4m')
      .setJti(randomUUID())
      .sign(system.privateKey);
    const body = new URLSearchParams({ grant_type: 'client_credentials', client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer', client_assertion: assertion, scope: SCOPE });
    const response = await fetch(tokenUrl, { method: 'POST', body });
    const answer = (await response.json()) as { access_token?: string; expires_in?: number; error_description?: string };
    if (!response.ok || !answer.access_token) throw new Error(`The token endpoint refused the bench's system (${response.status}): ${answer.error_description ?? 'no reason given'}`);
    held = { token: answer.access_token, until: Date.now() + (answer.expires_in ?? 300) * 1000 };
    return held.token;
  };
}
