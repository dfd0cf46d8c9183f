import { rmSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { inspectDataDir, DataDirError } from './data-dir';
import { LOCK_FILE_NAME } from './lock';
import { openPglite } from './open';

// Not `server-only`: `npm run db:restore` restores through this file.

/**
 * A consistent copy of the running embedded database, as a gzipped tar that restoreEmbeddedDatabase (PGlite's
 * `loadDataDir`) opens. A CHECKPOINT first writes every committed change to the files (PGlite's `exec` waits for
 * a transaction in progress); `dumpDataDir`, PGlite's documented backup, then copies the folder while no query
 * runs. A transaction begun in between is in the copy as a crash would leave it, and PostgreSQL's recovery rolls
 * it back when the copy is opened: a copy holds a transaction's writes whole or not at all. The copy is made in
 * memory, so it is as large as the folder compresses to.
 */
export async function dumpEmbeddedDatabase(client: PGlite): Promise<Blob> {
  await client.exec('checkpoint');
  return client.dumpDataDir('gzip');
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
