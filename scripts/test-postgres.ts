// Runs the data-layer suites (every domain's queries and writes, app/api, app/fhir, lib/hospital-api, mocks) on a real PostgreSQL: the server of
// TEST_DATABASE_URL, or else a throwaway one started here in a temporary folder on a free port and stopped
// afterwards, whatever happens (scripts/postgres-server.ts: initdb and pg_ctl are found on PATH or under
// /usr/lib/postgresql/<version>/bin; as root on Debian, `apt-get install postgresql` provides them). Where no
// PostgreSQL can be had, it says so loudly and exits 0: only these runs are skipped, `test:unit` has run the same
// suites on PGlite.
//
//   npm run test:pg                      all the data-layer suites
//   npm run test:pg -- lib/patients/queries/list  jest's own arguments (a path pattern replaces the default one)
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { PostgresUnavailable, startThrowawayPostgres, type ThrowawayPostgres } from './postgres-server';

const ROOT = path.resolve(__dirname, '..');
/** The suites' paths under the root, as regular expressions: each domain's queries and writes (a file or a folder), the
 * database's caches and migrations, the hospital API and the sample data. */
const SUITES = ['lib/[a-z-]+/(queries|writes)[/.]', 'lib/db/(cache|migrations)/', 'lib/db/newest-first-plans\\.', 'lib/vitals/record-measures\\.', 'app/api/', 'app/fhir/', 'lib/hospital-api/', 'mocks/'];

const started = Date.now();
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

function skipLoudly(reason: string): never {
  const bar = '!'.repeat(100);
  console.warn(
    [
      '',
      bar,
      '!!',
      '!!   WARNING: THE POSTGRESQL RUNS WERE SKIPPED.',
      '!!   The data-layer suites (queries and writes, app/api, lib/hospital-api, mocks) ran only on the embedded PGlite.',
      `!!   Why: ${reason}`,
      '!!   To run them: set TEST_DATABASE_URL to a PostgreSQL server whose role may CREATEDB, or install',
      '!!   PostgreSQL (initdb and pg_ctl on PATH or under /usr/lib/postgresql/<version>/bin).',
      '!!',
      bar,
      '',
    ].join('\n'),
  );
  process.exit(0);
}

let server: ThrowawayPostgres | undefined;
let jest: ChildProcess | undefined;

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
for (const signal of SIGNALS) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the PostgreSQL run.`);
    // Jest gets the signal and exits; main() then stops the server. Before or after jest, stop here.
    if (jest && jest.exitCode === null && jest.signalCode === null) {
      jest.kill(signal);
      return;
    }
    server?.remove();
    process.exit(128 + os.constants.signals[signal]);
  });
}
// Last resort for a crash anywhere: never leave a server running or a folder behind.
process.on('exit', () => server?.remove());

/** The URL as logged: without its password. */
function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable URL)';
  }
}

function runJest(databaseUrl: string): Promise<number> {
  const args = process.argv.slice(2);
  const escapedRoot = ROOT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = `^${escapedRoot}/(${SUITES.join('|')})`;
  const jestArgs = ['--maxWorkers=2', ...(args.some((arg) => !arg.startsWith('-')) ? [] : [pattern]), ...args];
  console.log(`$ DATABASE_URL=${redact(databaseUrl)} jest ${jestArgs.join(' ')}`);
  return new Promise((resolve) => {
    jest = spawn(
      process.execPath,
      [path.join(ROOT, 'node_modules/jest/bin/jest.js'), ...jestArgs],
      { cwd: ROOT, stdio: 'inherit', env: { ...process.env, DATABASE_URL: databaseUrl } },
    );
    jest.on('error', (error) => {
      console.error(`Could not start jest: ${error.message}`);
      resolve(1);
    });
    jest.on('exit', (code, signal) => resolve(code ?? 128 + (signal ? os.constants.signals[signal] : 0)));
  });
}

async function main(): Promise<number> {
  const fromEnv = process.env.TEST_DATABASE_URL;
  if (fromEnv) {
    console.log('PostgreSQL: TEST_DATABASE_URL');
    const status = await runJest(fromEnv);
    console.log(`PostgreSQL run: ${seconds(started)}, jest status ${status}.`);
    return status;
  }

  let postgres: ThrowawayPostgres;
  try {
    // Given to the exit handlers before it starts: a failure from here on still removes it.
    postgres = await startThrowawayPostgres({ onCreated: (created) => (server = created) });
  } catch (error) {
    if (error instanceof PostgresUnavailable) skipLoudly(error.message);
    throw error;
  }
  const status = await runJest(postgres.url());
  postgres.remove();
  console.log(`PostgreSQL run: ${seconds(started)} from start to stop, jest status ${status}.`);
  return status;
}

main().then(
  (status) => process.exit(status),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    server?.remove();
    process.exit(1);
  },
);
