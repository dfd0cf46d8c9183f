import { and, eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { closeDb, getDbHandle } from '@/lib/db/client';
import { auditEvents } from '@/lib/db/schema';
import { getEnv, resetEnvForTests } from '@/lib/env';
import { BACKUP_ACTOR, POST } from './route';
import { backupTokenOf } from './token';

jest.setTimeout(120_000);

// The handler backs up the process's own database (getDbHandle, DATA_DIR), so each run gets a folder of its own;
// DATABASE_URL is put aside while it runs, since a backup is the embedded database's.
const VARIABLES = ['DATA_DIR', 'DATABASE_URL', 'SESSION_SECRET', 'HOSPITAL_API_KEY', 'HOSPITAL_API_TOKEN', 'BACKUP_TOKEN'] as const;
const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));
const API_KEY = 'route-test-hospital-api-key';
const API_TOKEN = 'route-test-hospital-api-token';
let folder: string;

function useEnv(values: Partial<Record<(typeof VARIABLES)[number], string>>): void {
  for (const name of VARIABLES) delete process.env[name];
  Object.assign(process.env, { DATA_DIR: path.join(folder, 'data'), SESSION_SECRET: 'route-test-session-secret-0123456789abcdef', HOSPITAL_API_KEY: API_KEY, HOSPITAL_API_TOKEN: API_TOKEN }, values);
  resetEnvForTests();
}

const backup = (headers: Record<string, string> = {}) => POST(new Request('http://localhost/api/backup', { method: 'POST', headers }));

const databaseLines = async () => {
  const { db } = await getDbHandle();
  return db.select().from(auditEvents).where(and(eq(auditEvents.entity, 'database'), eq(auditEvents.action, 'export'))).orderBy(auditEvents.id);
};

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'hms-backup-route-'));
  useEnv({});
  await (await getDbHandle()).migrate();
});

afterAll(async () => {
  await closeDb();
  for (const name of VARIABLES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  resetEnvForTests();
  rmSync(folder, { recursive: true, force: true });
});

describe('POST /api/backup', () => {
  it("refuses the hospital API's token (401, the API's error shape) and writes the refusal, naming the API's client", async () => {
    const response = await backup({ Authorization: `Bearer ${API_TOKEN}` });
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('www-authenticate')).toBe('Bearer realm="backup"');
    expect(await response.json()).toEqual({ error: 'Invalid backup token' });
    // The first refusal of this database: nothing before it could have taken its window's line.
    expect(await databaseLines()).toEqual([
      expect.objectContaining({
        actorId: null,
        actorEmail: 'hospital-api',
        outcome: 'refused',
        address: 'unknown',
        detail: expect.stringContaining("the hospital API's token, which is no backup credential"),
      }),
    ]);
  });

  it("refuses the hospital API's key however it is sent, no credential, and a wrong token", async () => {
    const tries: Array<Record<string, string>> = [{ 'x-api-key': API_KEY }, { Authorization: `Bearer ${API_KEY}` }, {}, { Authorization: 'Bearer not-the-backup-token' }, { Authorization: `Basic ${API_TOKEN}` }];
    for (const headers of tries) {
      const response = await backup(headers);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: expect.stringMatching(/^(Invalid|Missing) backup token/) });
    }
  });

  it('sends the backup for the backup token, and the trail says the backup token took it, from where', async () => {
    const before = (await databaseLines()).length;
    const response = await backup({ Authorization: `Bearer ${backupTokenOf(getEnv())}` });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/gzip');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="hms-backup-.+\.tar\.gz"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes.length).toBe(Number(response.headers.get('content-length')));
    // gzip's magic number: a real archive, not an error page.
    expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
    const lines = await databaseLines();
    expect(lines.slice(before)).toEqual([
      expect.objectContaining({
        actorId: null,
        actorEmail: BACKUP_ACTOR,
        outcome: 'success',
        address: 'unknown',
        detail: `backup of the embedded database, ${bytes.length} bytes, with the token derived from SESSION_SECRET`,
      }),
    ]);
    expect(BACKUP_ACTOR).toBe('backup token');
  });

  it('takes BACKUP_TOKEN instead of the derived token when it is set', async () => {
    const derived = backupTokenOf(getEnv());
    const own = 'hospital-it-own-backup-token-0123456789';
    useEnv({ BACKUP_TOKEN: own });
    try {
      expect((await backup({ Authorization: `Bearer ${derived}` })).status).toBe(401);
      const response = await backup({ Authorization: `Bearer ${own}` });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
      expect((await databaseLines()).at(-1)).toMatchObject({ actorEmail: BACKUP_ACTOR, outcome: 'success', detail: expect.stringMatching(/, with BACKUP_TOKEN$/) });
    } finally {
      useEnv({});
    }
  });

  it('answers 409 on PostgreSQL, where pg_dump makes the backup', async () => {
    await closeDb();
    // A pool connects on its first query: the 409 comes before any, so no server need listen here.
    useEnv({ DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none' });
    try {
      const response = await backup({ Authorization: `Bearer ${backupTokenOf(getEnv())}` });
      expect(response.status).toBe(409);
      expect(((await response.json()) as { error: string }).error).toContain('pg_dump');
    } finally {
      await closeDb();
      useEnv({});
    }
  });
});
