import { count, eq, inArray, sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getAppointment } from '@/lib/appointments/queries/appointments';
import { bookAppointment } from '@/lib/appointments/writes/booking';
import { resetEnvForTests } from '@/lib/env';
import { clinicClock } from '@/lib/clinic-time';
import { nextWeekdayIso } from '@/lib/appointments/rules/booking';
import { COLLEAGUES } from '@/mocks/nigeria';
import { closeDb, getDb } from './client';
import { inspectDataDir } from './data-dir';
import { DEMO_DOCTOR_EMAIL } from '@/mocks/doctor';
import { DEMO_LAB2_EMAIL, DEMO_LAB_EMAIL, DEMO_LAB_SCIENTISTS } from '@/mocks/lab';
import { LOCK_FILE_NAME } from './lock';
import { migrationsFolder, openPglite } from './open';
import { diagnosisCategories, doctors, patients } from './schema';
import { ensureDatabase } from './startup';
import { rowsOf } from './rows';
import { fillFolderWithMigratedDatabase } from './testing';

jest.setTimeout(120_000);

/** What a test may set for one start; every start begins from the values this file found. */
const START_VARIABLES = ['NODE_ENV', 'DEMO_DATA', 'SESSION_SECRET', 'HOSPITAL_API_KEY', 'HOSPITAL_API_TOKEN', 'APP_URL'] as const;
const saved = Object.fromEntries(['DATA_DIR', 'DATABASE_URL', ...START_VARIABLES].map((name) => [name, process.env[name]]));
/** `next start`'s environment: what production requires, and no DEMO_DATA. */
const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'startup-test-session-secret-0123456789abcdef',
  HOSPITAL_API_KEY: 'startup-test-key',
  HOSPITAL_API_TOKEN: 'startup-test-token',
  APP_URL: 'https://hms.clinic.ng',
};
let root: string;
/** The database the first test creates and fills; later tests copy it. */
let database: string;
let warnings: jest.SpyInstance;
let lines: jest.SpyInstance;

function restore(names: readonly string[]): void {
  for (const name of names) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
}

/** Points the server's DATA_DIR at `folder` and starts with `env` over this file's environment, as a fresh start would. */
async function startOn(folder: string, env: Record<string, string> = {}): Promise<void> {
  await closeDb();
  restore(START_VARIABLES);
  Object.assign(process.env, { DATA_DIR: folder }, env);
  resetEnvForTests();
  warnings.mockClear();
  lines.mockClear();
  await ensureDatabase();
}

const countOf = async (table: typeof patients | typeof doctors | typeof diagnosisCategories) =>
  (await (await getDb()).select({ value: count() }).from(table))[0].value;

/** What the start printed with console.warn, one string per call. */
const warned = () => warnings.mock.calls.map((call) => call.join(' '));

/** Every file under `folder` with its bytes, to show that nothing was written. */
function snapshot(folder: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(folder, entry);
    files.set(entry, statSync(full).isDirectory() ? '<dir>' : readFileSync(full).toString('base64'));
  }
  return files;
}

/** A copy of the filled database under a new name. */
function copyOfDatabase(name: string): string {
  const copy = path.join(root, name);
  cpSync(database, copy, { recursive: true });
  rmSync(path.join(copy, LOCK_FILE_NAME), { force: true });
  return copy;
}

beforeAll(() => {
  lines = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  root = mkdtempSync(path.join(tmpdir(), 'hospital-startup-'));
  database = path.join(root, 'data');
  delete process.env.DATABASE_URL;
});

afterAll(async () => {
  await closeDb();
  chmodSync(root, 0o700);
  rmSync(root, { recursive: true, force: true });
  restore(Object.keys(saved));
  resetEnvForTests();
});

describe('ensureDatabase on DATA_DIR', () => {
  it('creates, migrates and seeds a new folder in development without a warning, holds it while open, and keeps what was written after a restart', async () => {
    expect(inspectDataDir(database)).toBe('new');
    await startOn(database, { NODE_ENV: 'development' });
    expect(warned()).toEqual([]);
    expect(await countOf(doctors)).toBe(1 + COLLEAGUES.length + DEMO_LAB_SCIENTISTS.length);
    expect(inspectDataDir(database)).toBe('existing');
    expect(readFileSync(path.join(database, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(process.pid));
    const db = await getDb();
    expect(await countOf(patients)).toBe(60);
    await ensureDatabase();

    // The database was seeded at the real date, and a booking must lie ahead of it: next Wednesday (never
    // today) at 09:00, inside the demo doctor's default hours and most colleagues'.
    const wednesday = nextWeekdayIso('Wednesday', clinicClock().date);
    const booked = await bookAppointment(db, {
      fullName: 'Emeka Nwosu',
      email: 'emeka.restart@example.ng',
      phone: '+234 802 000 1234',
      age: 52,
      gender: 'male',
      date: wednesday,
      time: '09:00',
      type: 'checkup',
    });
    if (!booked.ok) throw new Error(`The booking was refused (${booked.reason}): ${booked.message}`);
    const written = booked.appointment;
    expect(written).toMatchObject({ date: wednesday, time: '09:00:00', status: 'pending' });

    await closeDb();
    expect(existsSync(path.join(database, LOCK_FILE_NAME))).toBe(false);

    await startOn(database);
    const reopened = await getDb();
    expect(reopened).not.toBe(db);
    await expect(getAppointment(reopened, written.id)).resolves.toEqual(written);
    // Not seeded twice: the demo doctor and the colleagues, once.
    expect(await countOf(doctors)).toBe(1 + COLLEAGUES.length + DEMO_LAB_SCIENTISTS.length);
    const [patient] = await reopened.select().from(patients).where(eq(patients.email, 'emeka.restart@example.ng'));
    expect(patient.fullName).toBe('Emeka Nwosu');
    expect(await countOf(patients)).toBe(61);
    await closeDb();
  });

  it('treats a folder holding only its lock and outbox as new', async () => {
    const folder = path.join(root, 'outbox-only');
    mkdirSync(path.join(folder, 'outbox'), { recursive: true });
    writeFileSync(path.join(folder, 'outbox', 'reset.eml'), 'To: doctor@example.com\n');
    await startOn(folder);
    expect(await countOf(patients)).toBe(60);
    expect(readFileSync(path.join(folder, 'outbox', 'reset.eml'), 'utf8')).toBe('To: doctor@example.com\n');
    await closeDb();
  });

  it('never seeds an existing database, even an empty one', async () => {
    const folder = path.join(root, 'empty-database');
    await fillFolderWithMigratedDatabase(folder);
    expect(inspectDataDir(folder)).toBe('existing');

    await startOn(folder);
    expect(await countOf(patients)).toBe(0);
    expect(await countOf(doctors)).toBe(0);
    await closeDb();
  });

  it('refuses a database folder whose PG_VERSION is gone and leaves it byte for byte as it was', async () => {
    const folder = copyOfDatabase('no-pg-version');
    rmSync(path.join(folder, 'PG_VERSION'));
    const before = snapshot(folder);
    await expect(startOn(folder)).rejects.toThrow(
      `The database folder ${folder} looks like a database folder but has no PG_VERSION file (damaged or partly copied); it was left untouched.`,
    );
    expect(snapshot(folder)).toEqual(before);
    expect(existsSync(path.join(folder, LOCK_FILE_NAME))).toBe(false);
  });

  it('refuses a folder holding other files and leaves them untouched', async () => {
    const folder = path.join(root, 'documents');
    mkdirSync(folder);
    writeFileSync(path.join(folder, 'patients-2024.csv'), 'id,name\n1,Ada\n');
    await expect(startOn(folder)).rejects.toThrow(/is not empty \(patients-2024\.csv\) but holds no database \(no PG_VERSION file\)/);
    expect(readdirSync(folder)).toEqual(['patients-2024.csv']);
    expect(readFileSync(path.join(folder, 'patients-2024.csv'), 'utf8')).toBe('id,name\n1,Ada\n');
  });

  it('refuses a folder another live process holds', async () => {
    const folder = copyOfDatabase('held');
    writeFileSync(path.join(folder, LOCK_FILE_NAME), `${process.ppid}\n`);
    await expect(startOn(folder)).rejects.toThrow(`The database folder ${folder} is in use by process ${process.ppid}`);
  });

  it('refuses a read-only folder with a clear message', async () => {
    const folder = copyOfDatabase('read-only');
    chmodSync(folder, 0o555);
    try {
      await expect(startOn(folder)).rejects.toThrow(`The database folder ${folder} is read-only, and the server has to write to it.`);
    } finally {
      chmodSync(folder, 0o755);
    }
  });

  it('says a damaged database could not be opened', async () => {
    const folder = copyOfDatabase('damaged');
    rmSync(path.join(folder, 'base'), { recursive: true });
    const failure = startOn(folder);
    await expect(failure).rejects.toThrow(`The database in ${folder} could not be opened: `);
    await expect(failure).rejects.toThrow(/restore it from a backup, or set DATA_DIR to another folder\.$/);
  });

  it('says which migration step failed', async () => {
    // A database whose tables were made by hand: the first migration's CREATE TABLE collides.
    const folder = path.join(root, 'migration-fails');
    const handle = await openPglite(folder);
    expect(handle.created).toBe(true);
    await handle.db.execute(sql`create table patients (id integer)`);
    await handle.close();
    await expect(startOn(folder)).rejects.toThrow(
      `Migrating the database in ${folder} failed, and none of the pending migrations was applied: relation "patients" already exists.`,
    );
  });
});

describe('the demo data of a new database (DEMO_DATA)', () => {
  afterEach(() => closeDb());

  it('in production a new database is migrated and empty: no demo doctor, no sample patients, nothing known to sign in with', async () => {
    const folder = path.join(root, 'production-new');
    await startOn(folder, PRODUCTION);
    const [applied] = await rowsOf<{ count: number }>(await getDb(), sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
    expect(applied.count).toBe(readMigrationFiles({ migrationsFolder: migrationsFolder() }).length);
    expect(await countOf(doctors)).toBe(0);
    expect(await countOf(patients)).toBe(0);
    expect(await countOf(diagnosisCategories)).toBe(0);
    expect(lines.mock.calls.flat().join('\n')).toContain(`Created a new, empty database in ${folder}. Open /setup`);
    expect(warned()).toEqual([]);

    // Started again with DEMO_DATA=on, it is an existing database now: never seeded.
    await startOn(folder, { ...PRODUCTION, DEMO_DATA: 'on' });
    expect(await countOf(doctors)).toBe(0);
    expect(await countOf(patients)).toBe(0);
  });

  it('in production with DEMO_DATA=on a new database is seeded as in development, with one warning about the known password', async () => {
    await startOn(path.join(root, 'production-demo'), { ...PRODUCTION, DEMO_DATA: 'on' });
    expect(await countOf(patients)).toBe(60);
    const [demo] = await (await getDb()).select().from(doctors).where(eq(doctors.email, DEMO_DOCTOR_EMAIL));
    expect(demo).toMatchObject({ role: 'administrator', status: 'active' });
    expect(warned()).toEqual([expect.stringMatching(/^Warning: a demo account \(the demo doctor doctor@example\.com, an administrator, or the demo lab scientists\) signs in with the password printed in the README \(DEMO_DATA=on\)/)]);
    expect(warned()[0]).not.toContain('demo-doctor-2024');
    expect(warned()[0]).not.toContain('demo-lab-2024');
  });

  // In development a new database is seeded with no warning: the first test of 'ensureDatabase on DATA_DIR'.

  it('a production start on a database seeded before warns while a demo password works, and not once every demo account is disabled', async () => {
    const folder = copyOfDatabase('production-seeded-before');
    await startOn(folder, PRODUCTION);
    expect(warned()).toEqual([expect.stringContaining('(this database was seeded with the demo data)')]);

    await (await getDb()).update(doctors).set({ status: 'disabled' }).where(eq(doctors.email, DEMO_DOCTOR_EMAIL));
    await startOn(folder, PRODUCTION);
    // The demo lab scientists still open with the printed password.
    expect(warned()).toEqual([expect.stringContaining('(this database was seeded with the demo data)')]);

    await (await getDb()).update(doctors).set({ status: 'disabled' }).where(inArray(doctors.email, [DEMO_LAB_EMAIL, DEMO_LAB2_EMAIL]));
    await startOn(folder, PRODUCTION);
    expect(warned()).toEqual([]);
  });
});
