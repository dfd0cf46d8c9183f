import { rmSync } from 'node:fs';
import path from 'node:path';
import { protocol, type PGlite } from '@electric-sql/pglite';
import { inspectDataDir, DataDirError } from './data-dir';
import { LOCK_FILE_NAME } from './lock';
import { openPglite } from './open';

// Not `server-only`: `npm run db:restore` restores through this file.

/** PGlite's own locks (public on the class, not in its types): between transactions, and around each query. */
interface PGliteLocks {
  _runExclusiveTransaction<T>(run: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(run: () => Promise<T>): Promise<T>;
}

/**
 * A consistent copy of the running embedded database, as a gzipped tar that restoreEmbeddedDatabase (PGlite's
 * `loadDataDir`) opens: no transaction is open while it is made (it waits for the one in progress and holds
 * the others back), and a CHECKPOINT first writes every change to the files it copies. Queries wait while it
 * runs; the copy is made in memory, so it is as large as the folder compresses to.
 */
export async function dumpEmbeddedDatabase(client: PGlite): Promise<Blob> {
  const locks = client as unknown as PGliteLocks;
  return locks._runExclusiveTransaction(async () => {
    // Under the transaction lock already held: PGlite's exec would wait for that lock, for ever.
    await locks._runExclusiveQuery(() => client.execProtocol(protocol.serialize.query('checkpoint')));
    return client.dumpDataDir('gzip');
  });
}

/**
 * Fills `dataDir` from a backup (dumpEmbeddedDatabase's file). Only a new folder (missing, empty, or holding
 * only the app's own entries) is filled: a folder with a database, or anything else, is refused untouched.
 * The backup's copy of the server's lock file is removed (it names a process of the server that made it).
 */
export async function restoreEmbeddedDatabase(backup: Blob, dataDir: string): Promise<void> {
  if (inspectDataDir(dataDir) !== 'new') {
    throw new DataDirError(path.resolve(dataDir), `The folder ${path.resolve(dataDir)} already holds a database: a backup is restored only into a new or empty folder.`);
  }
  const handle = await openPglite(dataDir, { loadDataDir: backup });
  await handle.close();
  rmSync(path.join(dataDir, LOCK_FILE_NAME), { force: true });
}
