import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { Pool } from 'pg';
import { inspectDataDir } from './data-dir';
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
  const client = new PGlite({ dataDir, loadDataDir, extensions: { pg_trgm, btree_gist }, startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS] });
  try {
    await client.waitReady;
  } catch (error) {
    // A folder it cannot open (damaged, another version) must not leave the half-started database holding its
    // files and the process alive: the caller reports the cause and exits.
    await client.close().catch(() => undefined);
    throw error;
  }
  const db = drizzlePglite({ client, schema });
  return {
    db,
    engine: 'pglite',
    created,
    client,
    close: async () => {
      if (!client.closed) await client.close();
    },
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
  };
}

export function openPostgres(connectionString: string): DbHandle & { engine: 'postgres' } {
  const pool = new Pool({ connectionString });
  const db = drizzlePostgres({ client: pool, schema });
  return {
    db,
    engine: 'postgres',
    close: () => pool.end(),
    migrate: () => migratePostgres(db, { migrationsFolder: migrationsFolder() }),
  };
}
