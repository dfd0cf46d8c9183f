import { count, eq } from 'drizzle-orm';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createAppointment, getAppointment } from '@/lib/data/appointments';
import { resetEnvForTests } from '@/lib/env';
import { closeDb, getDb } from './client';
import { LOCK_FILE_NAME } from './lock';
import { doctors, patients } from './schema';
import { ensureDatabase } from './startup';

jest.setTimeout(120_000);

const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };
let dataDir: string;

beforeAll(() => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  dataDir = mkdtempSync(path.join(tmpdir(), 'hospital-data-'));
  process.env.DATA_DIR = dataDir;
  delete process.env.DATABASE_URL;
  resetEnvForTests();
});

afterAll(async () => {
  await closeDb();
  rmSync(dataDir, { recursive: true, force: true });
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvForTests();
});

describe('ensureDatabase on DATA_DIR', () => {
  it('migrates and seeds an empty folder, holds it while open, and keeps what was written after a restart', async () => {
    await ensureDatabase();
    expect(readFileSync(path.join(dataDir, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(process.pid));
    const db = await getDb();
    expect((await db.select({ value: count() }).from(patients))[0].value).toBe(60);
    await ensureDatabase();

    const written = await createAppointment(db, {
      fullName: 'Emeka Nwosu',
      email: 'emeka.restart@example.ng',
      phone: '+234 802 000 1234',
      age: 52,
      gender: 'male',
      date: '2026-05-04',
      time: '08:30',
      type: 'checkup',
    });

    await closeDb();
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);

    await ensureDatabase();
    const reopened = await getDb();
    expect(reopened).not.toBe(db);
    await expect(getAppointment(reopened, written.id)).resolves.toEqual(written);
    // Not seeded twice.
    expect((await reopened.select({ value: count() }).from(doctors))[0].value).toBe(1);
    const [patient] = await reopened.select().from(patients).where(eq(patients.email, 'emeka.restart@example.ng'));
    expect(patient.fullName).toBe('Emeka Nwosu');
    expect((await reopened.select({ value: count() }).from(patients))[0].value).toBe(61);
    await closeDb();
  });

  it('refuses a folder another live process holds', async () => {
    writeFileSync(path.join(dataDir, LOCK_FILE_NAME), `${process.ppid}\n`);
    try {
      await expect(ensureDatabase()).rejects.toThrow(/in use by process/);
    } finally {
      rmSync(path.join(dataDir, LOCK_FILE_NAME), { force: true });
    }
  });
});
