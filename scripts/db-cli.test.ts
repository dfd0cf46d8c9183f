import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

  it('refuses a wrong --patients value', () => {
    const result = run('db-seed.ts', ['--patients', 'many'], dataDir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('--patients expects a whole number greater than 0, got "many"');
  });
});
