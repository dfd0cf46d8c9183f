import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { auditEvents, connectedSystems } from '@/lib/db/schema';
import { createTestDatabase, fillFolderWithMigratedDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { parseRegisterClientArgs, registerClient, REGISTER_CLIENT_USAGE } from './register-client';

jest.setTimeout(120_000);

const EC = { kty: 'EC', kid: 'lab-key-1', crv: 'P-384', x: 'x-coordinate', y: 'y-coordinate' };
const JWKS = JSON.stringify({ keys: [EC] });

describe('registering a connected system from the command line', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('registers it enabled with its audit line, and prints the client id alone on the last line', async () => {
    const lines = await registerClient(handle.db, { name: 'Lab system', jwks: JWKS, scope: 'system/Observation.cruds  system/Patient.rs' }, 'embedded database in .data');
    const clientId = lines.at(-1)!;
    expect(clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines[0]).toBe('Registered Lab system in the embedded database in .data, enabled, with the scopes system/Observation.cruds system/Patient.rs. Its client id:');
    const [row] = await handle.db.select().from(connectedSystems).where(eq(connectedSystems.clientId, clientId));
    expect(row).toMatchObject({ name: 'Lab system', enabled: true, scopes: 'system/Observation.cruds system/Patient.rs', jwks: { keys: [EC] }, createdById: null });
    const [line] = await handle.db.select().from(auditEvents).where(eq(auditEvents.entityId, String(row!.id)));
    expect(line).toMatchObject({ action: 'create', entity: 'connected-system', address: 'command line', detail: 'Lab system, registered with npm run db:register-client' });
  });

  it('refuses bad keys or scopes with the screen’s words and stores nothing', async () => {
    const before = await handle.db.select().from(connectedSystems);
    await expect(registerClient(handle.db, { name: 'X', jwks: JSON.stringify({ keys: [{ ...EC, d: 'private' }] }), scope: 'system/*.rs' }, 't')).rejects.toThrow(
      'jwks: Key 1 holds a private key: paste the public keys only.',
    );
    await expect(registerClient(handle.db, { name: 'X', jwks: JWKS, scope: 'launch' }, 't')).rejects.toThrow('scope: Not a system scope this server grants: launch');
    expect(await handle.db.select().from(connectedSystems)).toEqual(before);
  });

  it('reads its three flags in both forms and --help, and refuses anything else with the usage', () => {
    expect(parseRegisterClientArgs(['--name', 'Lab', '--jwks-file=keys.json', '--scope', 'system/*.rs'])).toEqual({ name: 'Lab', jwksFile: 'keys.json', scope: 'system/*.rs' });
    expect(parseRegisterClientArgs(['--help'])).toEqual({ help: true });
    expect(() => parseRegisterClientArgs(['--name', 'Lab', '--scope', 'system/*.rs'])).toThrow(`--jwks-file is required.\n\n${REGISTER_CLIENT_USAGE}`);
    expect(() => parseRegisterClientArgs(['--name'])).toThrow('--name needs a value.');
    expect(() => parseRegisterClientArgs(['--email', 'x'])).toThrow('Unexpected argument "--email".');
  });
});

describe('npm run db:register-client', () => {
  it('registers into the embedded database and prints the client id last; a missing key file is named', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hospital-register-client-'));
    try {
      // An installed clinic's database: the command's own opening of a new folder is the other commands' too.
      await fillFolderWithMigratedDatabase(path.join(dataDir, 'db'));
      const keys = path.join(dataDir, 'keys.json');
      writeFileSync(keys, JWKS);
      const run = (args: string[]) => {
        const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: path.join(dataDir, 'db') };
        delete env.DATABASE_URL;
        return spawnSync(path.join(process.cwd(), 'node_modules', '.bin', 'tsx'), [path.join('scripts', 'db-register-client.ts'), ...args], { cwd: process.cwd(), env, encoding: 'utf8' });
      };
      const made = run(['--name', 'Registry', '--jwks-file', keys, '--scope', 'system/Patient.rs']);
      expect(made.stderr).toBe('');
      expect(made.status).toBe(0);
      expect(made.stdout.trim().split('\n').at(-1)).toMatch(/^[0-9a-f-]{36}$/);
      const missing = run(['--name', 'Registry', '--jwks-file', path.join(dataDir, 'nope.json'), '--scope', 'system/Patient.rs']);
      expect(missing.status).toBe(1);
      expect(missing.stderr.trim()).toBe(`Cannot read the JWKS file ${path.join(dataDir, 'nope.json')}: ENOENT.`);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
