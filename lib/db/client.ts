import 'server-only';
import { getEnv } from '@/lib/env';
import { releaseDataDirLock } from './lock';
import { openPglite, openPostgres } from './open';
import type { Db, DbHandle, Engine } from './types';

export type { Db, DbHandle } from './types';

interface DbGlobal {
  handle?: Promise<DbHandle>;
  /** ensureDatabase()'s one run per process. */
  ready?: Promise<void>;
  /** The folder whose lock this process holds, to release it on close. */
  lockedDataDir?: string;
  testDb?: Db;
  /** The database of `handle` once it is open (see isAppDb). */
  appDb?: Db;
  appEngine?: Engine;
}

// On globalThis so that dev hot reload (which re-evaluates modules) never opens a second PGlite on the folder.
const store = ((globalThis as { __hospitalDb?: DbGlobal }).__hospitalDb ??= {});

/** The process's one connection: PGlite in DATA_DIR, or a pg Pool on DATABASE_URL. Opened on first use. */
export function getDbHandle(): Promise<DbHandle> {
  if (!store.handle) {
    const env = getEnv();
    const opening = env.DATABASE_URL ? Promise.resolve(openPostgres(env.DATABASE_URL)) : openPglite(env.DATA_DIR);
    store.handle = opening.then(
      (handle) => {
        store.appDb = handle.db;
        store.appEngine = handle.engine;
        return handle;
      },
      (error: unknown) => {
        store.handle = undefined;
        throw error;
      },
    );
  }
  return store.handle;
}

/** The database for route handlers, data functions and server actions. */
export async function getDb(): Promise<Db> {
  if (store.testDb) return store.testDb;
  return (await getDbHandle()).db;
}

/** Whether `db` is the process's own database (not one a test opened): what may be cached across requests. */
export function isAppDb(db: Db): boolean {
  return store.appDb !== undefined && db === store.appDb;
}

/** The engine of the process's own database when `db` is it; undefined for any other database. */
export function appDbEngine(db: Db): Engine | undefined {
  return isAppDb(db) ? store.appEngine : undefined;
}

/**
 * The one way a test hands its own database to code that calls getDb() (server actions, route handlers, the
 * session guard, the cached figures); data functions take `db` as an argument instead. `undefined` undoes it.
 */
export function setDbForTests(db: Db | undefined): void {
  store.testDb = db;
}

/** Runs `setup` once per process (until closeDb()); a failed run is retried by the next call. */
export function runOnce(setup: () => Promise<void>): Promise<void> {
  store.ready ??= setup().catch((error: unknown) => {
    store.ready = undefined;
    throw error;
  });
  return store.ready;
}

/** Remembers which folder's lock closeDb() releases. */
export function markDataDirLocked(dataDir: string): void {
  store.lockedDataDir = dataDir;
}

/** Closes the process's connection and releases the folder; the next getDb() opens it again. */
export async function closeDb(): Promise<void> {
  const handle = store.handle;
  store.handle = undefined;
  store.ready = undefined;
  store.appDb = undefined;
  store.appEngine = undefined;
  if (handle) await (await handle).close();
  if (store.lockedDataDir) releaseDataDirLock(store.lockedDataDir);
  store.lockedDataDir = undefined;
}
