import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { Pool } from 'pg';
import { ESSENTIAL_MEDICINES } from '@/lib/medicines/rules/essential-medicines';
import { inspectDataDir } from './data-dir';
import { syncFormulary } from './formulary-sync';
import { syncLabCatalogue } from './lab-catalogue-sync';
import { LAB_CATALOGUE } from '@/lib/lab/rules/catalogue';
import * as schema from './schema';
import type { DbHandle } from './types';

// Not `server-only`: the CLI scripts (tsx, plain Node) open the database through this file too.

/** drizzle-kit's output folder, resolved from where the server or script was started (the project root). */
export const migrationsFolder = () => path.join(process.cwd(), 'drizzle');

/**
 * PostgreSQL settings of the embedded database. Its shared buffers live in the server's own memory (the
 * WebAssembly heap, which never shrinks), and the default 128 MB alone took the server past its memory
 * target at 100,000 patients; the lists read a few pages each, and the operating system caches the files.
 */
export const PGLITE_SETTINGS = ['-c', 'shared_buffers=32MB'] as const;

/**
 * A database in memory (the tests' copies of a template) has no disk whose space a new WAL segment should claim
 * ahead. PostgreSQL prepares the next 16 MB segment at start once the current one is three quarters full (as in
 * the templates), and zero-filling it in memory grew and copied the file many times over: about 7 % of a database
 * test file's CPU.
 */
const IN_MEMORY_SETTINGS = ['-c', 'wal_init_zero=off'] as const;

/** Returns the text PostgreSQL sent: the value drizzle's own column types then read. */
const asSent = (value: string) => value;

/**
 * The parsers drizzle-orm's PGlite driver passes with EVERY query (dates, times and intervals, and their arrays,
 * as the text PostgreSQL sent), set once on the database instead. PGlite merges per-query parsers into a copy
 * of its whole parser table (hundreds of types) on each query: 0.2–0.4 ms a query, a tenth of a page's time.
 */
const DRIZZLE_PARSERS = Object.fromEntries([types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, asSent]));

type QueryOptions = Parameters<PGlite['query']>[2];

/**
 * `query` without the per-query parsers (DRIZZLE_PARSERS are the database's own), everything else as it is:
 * every query goes through PGlite's documented `query`.
 */
function withoutQueryParsers<T extends PGlite | Transaction>(target: T, { wrap = {} }: { wrap?: Partial<Record<keyof T, unknown>> } = {}): T {
  const query = (text: string, params?: unknown[], options?: QueryOptions) => {
    let rest = options;
    if (options?.parsers) {
      const { parsers, ...others } = options;
      void parsers;
      rest = others;
    }
    return target.query(text, params, rest);
  };
  return new Proxy(target, {
    get(object, property) {
      if (property === 'query') return query;
      if (property in wrap) return wrap[property as keyof T];
      const value = Reflect.get(object, property, object);
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });
}

/** The client drizzle is given: its queries, in and out of transactions, leave the parsing to the database's parsers. */
function drizzleClient(client: PGlite): PGlite {
  const transaction = <R>(callback: (tx: Transaction) => Promise<R>) => client.transaction((tx) => callback(withoutQueryParsers(tx)));
  return withoutQueryParsers(client, { wrap: { transaction } as Partial<Record<keyof PGlite, unknown>> });
}

/**
 * Embedded PostgreSQL stored in `dataDir`, or in memory when no folder is given. `created` says whether
 * PGlite made a new database here. A folder holding anything but a database is refused (DataDirError):
 * PGlite would run initdb over it. `loadDataDir` starts an in-memory database from a tarball that
 * `dumpDataDir()` wrote (the unit tests' seeded template), without running initdb.
 */
export async function openPglite(dataDir?: string, { loadDataDir }: { loadDataDir?: Blob } = {}): Promise<DbHandle & { engine: 'pglite'; created: boolean; client: PGlite }> {
  const created = dataDir ? inspectDataDir(dataDir) === 'new' : !loadDataDir;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // pg_trgm backs the "contains" searches (migration 0003), btree_gist the appointments' no-overlap
  // constraint (migration 0005). PGlite loads an extension's library only when
  // asked to at each start, so every open passes it, whether or not this database has created it yet.
  const client = new PGlite({
    dataDir,
    loadDataDir,
    extensions: { pg_trgm, btree_gist },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS, ...(dataDir ? [] : IN_MEMORY_SETTINGS)],
    parsers: DRIZZLE_PARSERS,
  });
  try {
    await client.waitReady;
  } catch (error) {
    // A folder it cannot open (damaged, another version) must not leave the half-started database holding its
    // files and the process alive: the caller reports the cause and exits.
    await client.close().catch(() => undefined);
    throw error;
  }
  const db = drizzlePglite({ client: drizzleClient(client), schema });
  return {
    db,
    engine: 'pglite',
    created,
    client,
    close: async () => {
      if (!client.closed) await client.close();
    },
    migrate: async () => {
      await migratePglite(db, { migrationsFolder: migrationsFolder() });
      await syncFormulary(db, ESSENTIAL_MEDICINES);
      await syncLabCatalogue(db, LAB_CATALOGUE);
    },
  };
}

export function openPostgres(connectionString: string): DbHandle & { engine: 'postgres' } {
  const pool = new Pool({ connectionString });
  const db = drizzlePostgres({ client: pool, schema });
  return {
    db,
    engine: 'postgres',
    close: () => pool.end(),
    migrate: () => migrateAlone(pool),
  };
}

/**
 * The migrations and the formulary, by one process at a time. Servers started together on one database (two
 * instances, a deploy) would otherwise each find a migration pending and apply it, and all but one fail on
 * what the first created. The lock is the session's, on the one connection that migrates: a process that dies
 * holding it lets go with its connection.
 */
async function migrateAlone(pool: Pool): Promise<void> {
  const connection = await pool.connect();
  let broken: Error | undefined;
  try {
    await connection.query(`select pg_advisory_lock(hashtext('drizzle.migrations'))`);
    try {
      const db = drizzlePostgres({ client: connection, schema });
      await migratePostgres(db, { migrationsFolder: migrationsFolder() });
      await syncFormulary(db, ESSENTIAL_MEDICINES);
      await syncLabCatalogue(db, LAB_CATALOGUE);
    } finally {
      await connection.query(`select pg_advisory_unlock(hashtext('drizzle.migrations'))`);
    }
  } catch (error) {
    broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    // A connection that failed is closed rather than handed back: it may still hold the lock.
    connection.release(broken);
  }
}
