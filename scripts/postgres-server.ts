// A throwaway PostgreSQL server in a temporary folder on a free port of 127.0.0.1, for test runs
// (scripts/test-postgres.ts, e2e/two-instances.spec.ts). initdb and pg_ctl are found on PATH or under
// /usr/lib/postgresql/<version>/bin; as root on Debian, `apt-get install postgresql` provides them. Where none
// can be had, startThrowawayPostgres() throws PostgresUnavailable with the reason, for the caller to say loudly.
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { accessSync, appendFileSync, chownSync, constants, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

/** The role tests connect as: not a superuser, like production's; it may create databases. */
export const TEST_ROLE = 'hms_test';
const DEBIAN_PG_ROOT = '/usr/lib/postgresql';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** No PostgreSQL can be had here; the message says why. */
export class PostgresUnavailable extends Error {}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

const hasServerTools = (dir: string) => ['initdb', 'pg_ctl', 'postgres'].every((tool) => isExecutable(path.join(dir, tool)));

/** The folder holding initdb, pg_ctl and postgres: the first on PATH, else Debian's newest version. */
function findBinDir(): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && hasServerTools(dir)) return dir;
  }
  if (!existsSync(DEBIAN_PG_ROOT)) return undefined;
  const versions = readdirSync(DEBIAN_PG_ROOT)
    .filter((name) => /^\d+(\.\d+)?$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  return versions.map((version) => path.join(DEBIAN_PG_ROOT, version, 'bin')).find(hasServerTools);
}

/**
 * Why no PostgreSQL can be had here, or undefined when one can: its tools are installed, or this is root on
 * Debian, where startThrowawayPostgres installs them. Decided without installing anything, so that a test run
 * can leave out what needs PostgreSQL (saying so) before it starts.
 */
export function postgresUnavailableReason(): string | undefined {
  if (findBinDir()) return undefined;
  if (!isRoot) return 'no initdb/pg_ctl on PATH or under /usr/lib/postgresql, and not root, so not installing one.';
  if (!existsSync('/etc/debian_version')) return 'no initdb/pg_ctl on PATH or under /usr/lib/postgresql, and not Debian, so not installing one.';
  return undefined;
}

/** As root on Debian: installs Debian's PostgreSQL (its package scripts create the `postgres` user). */
function installPostgres(log: (line: string) => void): void {
  const reason = postgresUnavailableReason();
  if (reason) throw new PostgresUnavailable(reason);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', 'postgresql']]) {
    const since = Date.now();
    log(`$ apt-get ${args.join(' ')}`);
    // dpkg's progress is long; it is shown only when the command fails.
    const result = spawnSync('apt-get', args, { env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (result.status !== 0) {
      console.error(`${result.stdout ?? ''}${result.stderr ?? ''}`.split('\n').slice(-40).join('\n'));
      throw new PostgresUnavailable(`no initdb/pg_ctl found, and \`apt-get ${args.join(' ')}\` failed (${result.error?.message ?? `status ${result.status}`}).`);
    }
    log(`  done in ${seconds(since)}`);
  }
}

type Account = { name: string; uid: number; gid: number };

function lookUpUser(name: string): Account | undefined {
  const id = (flag: string) => spawnSync('id', [flag, name], { encoding: 'utf8' });
  const uid = id('-u');
  const gid = id('-g');
  if (uid.status !== 0 || gid.status !== 0) return undefined;
  return { name, uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

/** A throwaway cluster in a temporary folder; initdb and postgres refuse root, so as root they run as `postgres`. */
export class ThrowawayPostgres {
  readonly dir: string;
  readonly dataDir: string;
  readonly logFile: string;
  port = 0;
  private running = false;
  private removed = false;

  constructor(
    readonly binDir: string,
    readonly account: Account | undefined,
  ) {
    // As root the folder must be reachable by the unprivileged account: /tmp, whatever TMPDIR says.
    this.dir = mkdtempSync(path.join(isRoot ? '/tmp' : os.tmpdir(), 'hms-pg-'));
    if (account) chownSync(this.dir, account.uid, account.gid);
    this.dataDir = path.join(this.dir, 'data');
    this.logFile = path.join(this.dir, 'server.log');
  }

  private run(tool: string, args: string[]): SpawnSyncReturns<string> {
    return spawnSync(path.join(this.binDir, tool), args, {
      cwd: this.dir,
      encoding: 'utf8',
      env: { ...process.env, LC_ALL: 'C' },
      ...(this.account ? { uid: this.account.uid, gid: this.account.gid } : {}),
    });
  }

  private check(tool: string, args: string[]): string {
    const result = this.run(tool, args);
    if (result.status === 0) return result.stdout;
    const log = existsSync(this.logFile) ? readFileSync(this.logFile, 'utf8') : '';
    throw new Error(
      [`${tool} ${args.join(' ')} failed (${result.error?.message ?? `status ${result.status}`}):`, result.stdout, result.stderr, log]
        .filter(Boolean)
        .join('\n'),
    );
  }

  version(): string {
    return this.check('pg_ctl', ['--version']).trim();
  }

  async start(): Promise<void> {
    // Trust for connections from this machine only; no durability, this cluster lives for one run.
    this.check('initdb', ['-D', this.dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync']);
    appendFileSync(
      path.join(this.dataDir, 'postgresql.conf'),
      [
        '',
        '# scripts/postgres-server.ts',
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${this.dir}'`,
        'fsync = off',
        'synchronous_commit = off',
        'full_page_writes = off',
        '',
      ].join('\n'),
    );
    // The port is free when chosen but may be taken before postgres binds it: then try another.
    for (let attempt = 1; ; attempt++) {
      this.port = await freePort();
      const result = this.run('pg_ctl', ['-D', this.dataDir, '-l', this.logFile, '-w', '-t', '60', '-o', `-p ${this.port}`, 'start']);
      this.running = true;
      if (result.status === 0) break;
      const log = existsSync(this.logFile) ? readFileSync(this.logFile, 'utf8') : '';
      this.stop();
      if (attempt < 3 && /could not bind|Address already in use/i.test(log)) continue;
      throw new Error(`pg_ctl start failed (status ${result.status}):\n${result.stdout}${result.stderr}\n${log}`);
    }
    const admin = new Client({ host: '127.0.0.1', port: this.port, user: 'postgres', database: 'postgres' });
    await admin.connect();
    try {
      await admin.query(`CREATE ROLE ${TEST_ROLE} LOGIN CREATEDB`);
    } finally {
      await admin.end();
    }
  }

  /** The test role's URL of `database` (default `postgres`). */
  url(database = 'postgres'): string {
    return `postgres://${TEST_ROLE}@127.0.0.1:${this.port}/${database}`;
  }

  /** Creates an empty database owned by the test role and answers its URL. */
  async createDatabase(name: string): Promise<string> {
    const client = new Client({ connectionString: this.url() });
    await client.connect();
    try {
      await client.query(`CREATE DATABASE "${name}"`);
    } finally {
      await client.end();
    }
    return this.url(name);
  }

  /** Stops the server; safe to call more than once, and from an exit handler. */
  stop(): void {
    if (this.running) {
      this.running = false;
      if (this.run('pg_ctl', ['-D', this.dataDir, '-m', 'fast', '-w', '-t', '30', 'stop']).status !== 0) {
        this.run('pg_ctl', ['-D', this.dataDir, '-m', 'immediate', '-w', 'stop']);
      }
    }
  }

  /** Stops the server and removes its folder; safe to call more than once, and from an exit handler. */
  remove(): void {
    this.stop();
    if (!this.removed) {
      this.removed = true;
      rmSync(this.dir, { recursive: true, force: true });
    }
  }
}

/**
 * Finds PostgreSQL (installing it as root on Debian), and starts a throwaway server with the test role.
 * `onCreated` is handed the server before it starts, so that a caller's exit handlers can remove it whatever
 * happens next. Throws PostgresUnavailable where no PostgreSQL can be had.
 */
export async function startThrowawayPostgres({
  log = console.log,
  onCreated = () => {},
}: { log?: (line: string) => void; onCreated?: (server: ThrowawayPostgres) => void } = {}): Promise<ThrowawayPostgres> {
  const started = Date.now();
  let binDir = findBinDir();
  if (!binDir) {
    installPostgres(log);
    binDir = findBinDir();
    if (!binDir) throw new PostgresUnavailable('`apt-get install postgresql` ran, yet no initdb/pg_ctl is on PATH or under /usr/lib/postgresql.');
  }
  let account: Account | undefined;
  if (isRoot) {
    account = lookUpUser('postgres') ?? lookUpUser('nobody');
    if (!account) throw new PostgresUnavailable('running as root, and there is neither a `postgres` nor a `nobody` user to run PostgreSQL as.');
  }
  const server = new ThrowawayPostgres(binDir, account);
  onCreated(server);
  log(`PostgreSQL: ${server.version()} from ${binDir}${account ? `, run as ${account.name}` : ''}, in ${server.dir}`);
  await server.start();
  log(`PostgreSQL: listening on 127.0.0.1:${server.port} (ready in ${seconds(started)})`);
  return server;
}
