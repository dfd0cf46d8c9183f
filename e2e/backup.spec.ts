import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { startAppServer, SERVER_ENV, type AppServer } from './fixtures/app-server';
import { TOKEN } from './fixtures/book-tomorrow';
import { uniqueEmail, uniquePhone } from './fixtures/demo-doctor';

// Issue 29: a backup of the running server's embedded database (npm run db:backup), made while it serves,
// restored into a new folder (npm run db:restore), and a server started on that folder finds what it held.

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

test('only the hospital API token may ask for a backup', async ({ request }) => {
  expect((await request.post('/api/backup')).status()).toBe(401);
  expect((await request.post('/api/backup', { headers: { Authorization: 'Bearer wrong' } })).status()).toBe(401);
  expect((await request.post('/api/backup', { headers: { 'x-api-key': SERVER_ENV.HOSPITAL_API_KEY } })).status()).toBe(401);
});

test('npm run db:backup while the server serves, npm run db:restore into a new folder: a server on it has every patient and appointment', async ({ request }) => {
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
    const patientsBefore = await totalOf(BASE_URL, '/api/v1/users?limit=1', KEY);
    const appointmentsBefore = await totalOf(BASE_URL, '/api/v1/appointments?limit=1', TOKEN);

    const file = path.join(folder, 'clinic.tar.gz');
    const env: NodeJS.ProcessEnv = { ...process.env, ...SERVER_ENV, NODE_ENV: 'production', APP_URL: BASE_URL };
    const backup = await run('npx', ['tsx', 'scripts/db-backup.ts', '--out', file], { env });
    expect(backup.stdout).toContain(`Wrote the backup of ${BASE_URL}`);
    // The server went on serving.
    expect((await request.get('/api/health/ready')).status()).toBe(200);

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
