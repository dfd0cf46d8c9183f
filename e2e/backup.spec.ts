import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './fixtures/test';
import { backupTokenOf } from '../lib/backup/token';
import { parseEnv } from '../lib/env';
import { workerServer } from './fixtures/servers';
import { startAppServer, SERVER_ENV, type AppServer } from './fixtures/app-server';
import { TOKEN } from './fixtures/book-tomorrow';
import { uniqueEmail, uniquePhone } from './fixtures/demo-doctor';

// A backup of the running server's embedded database (npm run db:backup), made while it serves, restored into a
// new folder (npm run db:restore), and a server started on that folder finds what it held. The backup is the
// whole database: only the backup token opens it, never the hospital API's key or token.

const run = promisify(execFile);
const KEY = { 'x-api-key': SERVER_ENV.HOSPITAL_API_KEY };
const started: AppServer[] = [];
test.afterEach(async () => {
  for (const server of started.splice(0)) await server.stop();
});

const totalOf = async (baseURL: string, pathAndQuery: string, headers: Record<string, string>) => {
  const response = await fetch(`${baseURL}${pathAndQuery}`, { headers });
  expect(response.status).toBe(200);
  return ((await response.json()) as { pagination: { total: number } }).pagination.total;
};

/** What `npm run db:backup` sends on the server's machine: the token derived from the server's own configuration. */
const BACKUP = { Authorization: `Bearer ${backupTokenOf(parseEnv({ ...SERVER_ENV, APP_URL: workerServer().baseURL }))}` };

test("only the backup token may ask for a backup: the hospital API's token and key are refused", async ({ request }) => {
  const refused = await request.post('/api/backup', { headers: TOKEN });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({ error: 'Invalid backup token' });
  expect((await request.post('/api/backup', { headers: KEY })).status()).toBe(401);
  expect((await request.post('/api/backup', { headers: { Authorization: `Bearer ${SERVER_ENV.HOSPITAL_API_KEY}` } })).status()).toBe(401);
  expect((await request.post('/api/backup')).status()).toBe(401);
  expect((await request.post('/api/backup', { headers: { Authorization: 'Bearer wrong' } })).status()).toBe(401);
  // The token is not the API's, and the production server takes it.
  expect(BACKUP.Authorization).not.toBe(TOKEN.Authorization);
  const taken = await request.post('/api/backup', { headers: BACKUP });
  expect(taken.status()).toBe(200);
  expect(taken.headers()['content-type']).toBe('application/gzip');
});

test('npm run db:backup while the server serves, npm run db:restore into a new folder: a server on it has every patient and appointment', async ({ request, page }) => {
  test.setTimeout(180_000);
  const folder = mkdtempSync(path.join(tmpdir(), 'hms-e2e-backup-'));
  try {
    // A booking just before the backup, and the totals then: the copy holds at least these.
    const booked = await request.post('/api/v1/appointments', {
      headers: TOKEN,
      data: { fullName: 'Backup Kept Patient', email: uniqueEmail('backup'), phone: uniquePhone(), age: 52, gender: 'male', date: '2099-04-07', time: '10:30', type: 'checkup', newPatient: true },
    });
    expect(booked.status()).toBe(201);
    const { data } = (await booked.json()) as { data: { id: number; patientId: number } };
    const patientsBefore = await totalOf(workerServer().baseURL, '/api/v1/users?limit=1', KEY);
    const appointmentsBefore = await totalOf(workerServer().baseURL, '/api/v1/appointments?limit=1', TOKEN);

    const file = path.join(folder, 'clinic.tar.gz');
    const env: NodeJS.ProcessEnv = { ...process.env, ...SERVER_ENV, NODE_ENV: 'production', APP_URL: workerServer().baseURL };
    const backup = await run('npx', ['tsx', 'scripts/db-backup.ts', '--out', file], { env });
    expect(backup.stdout).toContain(`Wrote the backup of ${workerServer().baseURL}`);
    // The server went on serving.
    expect((await request.get('/api/health/ready')).status()).toBe(200);
    // The trail names the backup token as who took it, and the address it came from (the Audit screen's export).
    const trail = await page.request.get('/doctor/settings/audit/export?action=export');
    expect(trail.status()).toBe(200);
    const newestBackup = (await trail.text()).split('\n').find((line) => line.includes(',backup token,'));
    expect(newestBackup).toMatch(/,database,.*,(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1),success,"backup of the embedded database, \d+ bytes, with the token derived from SESSION_SECRET"/);

    const dataDir = path.join(folder, 'restored');
    const restore = await run('npx', ['tsx', 'scripts/db-restore.ts', file], { env: { ...env, DATA_DIR: dataDir } });
    expect(restore.stdout).toContain(`into ${dataDir}`);
    // A second restore into the now full folder is refused.
    const again = await run('npx', ['tsx', 'scripts/db-restore.ts', file], { env: { ...env, DATA_DIR: dataDir } }).catch((error: { code: number; stderr: string }) => error);
    expect(again).toMatchObject({ code: 1, stderr: expect.stringContaining('already holds a database') });

    const restored = await startAppServer({ DATA_DIR: dataDir });
    started.push(restored);
    expect(await totalOf(restored.baseURL, '/api/v1/users?limit=1', KEY)).toBeGreaterThanOrEqual(patientsBefore);
    expect(await totalOf(restored.baseURL, '/api/v1/appointments?limit=1', TOKEN)).toBeGreaterThanOrEqual(appointmentsBefore);
    const kept = await fetch(`${restored.baseURL}/api/v1/appointments?patientId=${data.patientId}`, { headers: TOKEN });
    expect(((await kept.json()) as { data: Array<{ id: number }> }).data.map((appointment) => appointment.id)).toEqual([data.id]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
