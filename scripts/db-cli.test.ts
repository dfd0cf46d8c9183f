import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOCK_FILE_NAME } from '@/lib/db/lock';

jest.setTimeout(120_000);

const TSX = path.join(process.cwd(), 'node_modules', '.bin', 'tsx');

function run(script: string, args: string[], dataDir: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const result = spawnSync(TSX, [path.join('scripts', script), ...args], { cwd: process.cwd(), env, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'hospital-cli-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('db:migrate and db:seed', () => {
  it('refuse with a clear message while a live process holds the folder', () => {
    // This test process is alive and is not the script: it plays the running server.
    writeFileSync(path.join(dataDir, LOCK_FILE_NAME), `${process.pid}\n`);
    for (const script of ['db-migrate.ts', 'db-seed.ts']) {
      const result = run(script, [], dataDir);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`is in use by process ${process.pid}`);
      expect(result.stderr).toContain('Stop the server first');
    }
  });

  it('seed an empty folder, then add generated patients, and release the folder', () => {
    const first = run('db-seed.ts', [], dataDir);
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('Seeded the sample data and the demo doctor');
    const more = run('db-seed.ts', ['--patients', '5'], dataDir);
    expect(more.status).toBe(0);
    expect(more.stdout).not.toContain('Seeded the sample data');
    expect(more.stdout).toMatch(/Added 5 patients, \d+ appointments, 5 medical reports and \d+ transactions/);
    const migrate = run('db-migrate.ts', [], dataDir);
    expect(migrate.status).toBe(0);
    expect(migrate.stdout).toContain('Migrations applied');
  });

  it('refuse a folder that holds files but no database, and leave it untouched', () => {
    writeFileSync(path.join(dataDir, 'notes.txt'), 'not a database\n');
    for (const script of ['db-migrate.ts', 'db-seed.ts']) {
      const result = run(script, [], dataDir);
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toBe(
        `The database folder ${dataDir} is not empty (notes.txt) but holds no database (no PG_VERSION file); it was left untouched. ` +
          'Restore the database from a backup, or set DATA_DIR to an empty or new folder to start a new database.',
      );
    }
    expect(readdirSync(dataDir)).toEqual(['notes.txt']);
    expect(readFileSync(path.join(dataDir, 'notes.txt'), 'utf8')).toBe('not a database\n');
  });

  it('seed an existing empty database on purpose (the server never does)', () => {
    const migrate = run('db-migrate.ts', [], dataDir);
    expect(migrate.status).toBe(0);
    expect(readdirSync(dataDir)).toContain('PG_VERSION');
    const seed = run('db-seed.ts', [], dataDir);
    expect(seed.status).toBe(0);
    expect(seed.stdout).toContain('Seeded the sample data and the demo doctor');
  });

  it('refuses a wrong --patients value', () => {
    const result = run('db-seed.ts', ['--patients', 'many'], dataDir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('--patients expects a whole number greater than 0, got "many"');
  });
});
