import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures/test';
import { spawnAppServer, type AppServer } from './fixtures/app-server';

// A server that cannot open its database must exit with one line saying why, instead of listening and
// answering 500 to every request. These tests start a second production server next to the e2e server.

const started: AppServer[] = [];

test.afterEach(async () => {
  // Only a server that failed the test by staying up is left running here.
  for (const server of started.splice(0)) await server.stop();
});

/** Runs the production server on `dataDir` until the process exits; resolves with its exit code and its output. */
async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const server = await spawnAppServer({ DATA_DIR: dataDir, ...env });
  started.push(server);
  const code = await server.exited;
  return { code, ...server.output() };
}

/** A line's message: the server writes JSON lines in production (lib/log), whose `msg` is what they say. */
function messageOf(line: string): string {
  try {
    const entry = JSON.parse(line) as { msg?: unknown };
    return typeof entry.msg === 'string' ? entry.msg : line;
  } catch {
    return line;
  }
}

/** The lines of the output that say why the server stopped. */
const causeLines = (stderr: string) => stderr.split('\n').map(messageOf).filter((line) => line.startsWith('Cannot start:'));

test('a second server on the folder the e2e server holds exits non-zero and names the folder', async ({ request, server }) => {
  test.setTimeout(60_000);
  const { dataDir } = server;
  const lock = readFileSync(path.join(dataDir, 'server.pid'), 'utf8');

  const result = await startServer(dataDir);

  expect(result.code).toBe(1);
  expect(causeLines(result.stderr)).toEqual([expect.stringMatching(/^Cannot start: the database folder .+ is in use by process \d+ /)]);
  expect(result.stderr).toContain(`the database folder ${dataDir} is in use by process ${lock.trim()}`);
  expect(result.stderr).not.toMatch(/^\s+at /m);
  // The running server keeps its folder and goes on serving.
  expect(readFileSync(path.join(dataDir, 'server.pid'), 'utf8')).toBe(lock);
  expect((await request.get('/')).status()).toBe(200);
});

test('a server on a folder that holds files but no database exits non-zero and leaves the files alone', async () => {
  test.setTimeout(60_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hms-e2e-not-a-database-'));
  try {
    writeFileSync(path.join(dataDir, 'patients-2024.csv'), 'id,name\n1,Ada Obi\n');

    const result = await startServer(dataDir);

    expect(result.code).toBe(1);
    expect(causeLines(result.stderr)).toEqual([
      `Cannot start: the database folder ${dataDir} is not empty (patients-2024.csv) but holds no database ` +
        '(no PG_VERSION file); it was left untouched. Restore the database from a backup, or set DATA_DIR to an ' +
        'empty or new folder to start a new database.',
    ]);
    expect(readdirSync(dataDir)).toEqual(['patients-2024.csv']);
    expect(readFileSync(path.join(dataDir, 'patients-2024.csv'), 'utf8')).toBe('id,name\n1,Ada Obi\n');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('a production start whose configuration is refused says why, and nothing else: no "Ready", no database', async () => {
  test.setTimeout(60_000);
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'hms-e2e-refused-')), 'data');
  try {
    const result = await startServer(dataDir, { SESSION_SECRET: 'too short', HOSPITAL_API_KEY: '' });

    expect(result.code).toBe(1);
    expect(causeLines(result.stderr)).toEqual([expect.stringMatching(/^Cannot start: invalid environment variables: /)]);
    expect(causeLines(result.stderr)[0]).toContain('SESSION_SECRET');
    expect(causeLines(result.stderr)[0]).toContain('HOSPITAL_API_KEY: is required in production');
    // Refused before Next started: it never said it was ready, and no database folder was made.
    expect(`${result.stdout}${result.stderr}`).not.toContain('Ready');
    expect(result.stdout).toBe('');
    expect(existsSync(dataDir)).toBe(false);
  } finally {
    rmSync(path.dirname(dataDir), { recursive: true, force: true });
  }
});
