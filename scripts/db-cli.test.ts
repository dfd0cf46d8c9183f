import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resetEnvForTests } from '@/lib/env';
import { LOCK_FILE_NAME } from '@/lib/db/lock';
import { migrateCommand, seedCommand, type CommandOutput } from './db-commands';

jest.setTimeout(120_000);

// db:migrate and db:seed called as functions on an embedded database folder of their own; one spawned run of each
// script (at the end) shows that the npm scripts reach them with their arguments and exit codes.

const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };
let dataDir: string;

/** What a command wrote, line by line and as progress text. */
function recorder(): CommandOutput & { text: () => string } {
  let text = '';
  return { line: (line) => (text += `${line}\n`), write: (part) => (text += part), text: () => text };
}

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'hospital-cli-'));
  process.env.DATA_DIR = dataDir;
  delete process.env.DATABASE_URL;
  resetEnvForTests();
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));
afterAll(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvForTests();
});

const folderRefusal = (folder: string) =>
  `The database folder ${folder} is not empty (notes.txt) but holds no database (no PG_VERSION file); it was left untouched. ` +
  'Restore the database from a backup, or set DATA_DIR to an empty or new folder to start a new database.';

describe('db:migrate and db:seed', () => {
  it('refuse with a clear message while a live process holds the folder', async () => {
    // The parent of this test process is alive and is neither: it plays the running server.
    writeFileSync(path.join(dataDir, LOCK_FILE_NAME), `${process.ppid}\n`);
    for (const command of [() => migrateCommand(recorder()), () => seedCommand([], recorder())]) {
      const refused = command();
      await expect(refused).rejects.toThrow(`is in use by process ${process.ppid}`);
      await expect(refused).rejects.toThrow('Stop the server first');
    }
  });

  it('seed an empty folder, then add generated patients, and release the folder', async () => {
    const first = recorder();
    await seedCommand([], first);
    expect(first.text()).toContain('Seeded the sample data and the demo doctor');
    expect(readdirSync(dataDir)).not.toContain(LOCK_FILE_NAME);
    const more = recorder();
    await seedCommand(['--patients', '5'], more);
    expect(more.text()).not.toContain('Seeded the sample data');
    expect(more.text()).toMatch(/Added 5 patients, \d+ appointments, 5 medical reports and \d+ transactions/);
    const migrate = recorder();
    await migrateCommand(migrate);
    expect(migrate.text()).toContain('Migrations applied');
    expect(readdirSync(dataDir)).not.toContain(LOCK_FILE_NAME);
  });

  it('refuse a folder that holds files but no database, and leave it untouched', async () => {
    writeFileSync(path.join(dataDir, 'notes.txt'), 'not a database\n');
    await expect(migrateCommand(recorder())).rejects.toMatchObject({ message: folderRefusal(dataDir) });
    await expect(seedCommand([], recorder())).rejects.toMatchObject({ message: folderRefusal(dataDir) });
    expect(readdirSync(dataDir)).toEqual(['notes.txt']);
    expect(readFileSync(path.join(dataDir, 'notes.txt'), 'utf8')).toBe('not a database\n');
  });

  it('seed an existing empty database on purpose (the server never does)', async () => {
    await migrateCommand(recorder());
    expect(readdirSync(dataDir)).toContain('PG_VERSION');
    const seed = recorder();
    await seedCommand([], seed);
    expect(seed.text()).toContain('Seeded the sample data and the demo doctor');
  });

  it('refuses a wrong --patients value', async () => {
    await expect(seedCommand(['--patients', 'many'], recorder())).rejects.toThrow('--patients expects a whole number greater than 0, got "many"');
    await expect(seedCommand(['--patients'], recorder())).rejects.toThrow('--patients expects a whole number greater than 0, got nothing');
  });
});

describe('the npm scripts', () => {
  const TSX = path.join(process.cwd(), 'node_modules', '.bin', 'tsx');

  function run(script: string, args: string[]) {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    const result = spawnSync(TSX, [path.join('scripts', script), ...args], { cwd: process.cwd(), env, encoding: 'utf8' });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  }

  it('db:seed passes its arguments on, and a refusal is one line on stderr and exit code 1', () => {
    const result = run('db-seed.ts', ['--patients', 'many']);
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('--patients expects a whole number greater than 0, got "many".');
  });

  it('db:migrate migrates the folder DATA_DIR names and says so', () => {
    const result = run('db-migrate.ts', []);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`Migrations applied to the embedded database in ${dataDir}.`);
    expect(readdirSync(dataDir)).toContain('PG_VERSION');
  });
});
