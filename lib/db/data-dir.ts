import { accessSync, constants, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME, lockHolder } from './lock';
import { causeOf } from './startup-failure';

// Not `server-only`: the CLI scripts check and take the folder the same way as the server.

/**
 * PGlite opens a folder holding this file as its database and runs initdb over any other folder, whatever
 * it holds. So the file decides: with it the folder is opened as it is, without it only a new folder is used.
 */
export const VERSION_FILE = 'PG_VERSION';

/** What the app itself keeps in DATA_DIR next to PGlite's files: the lock (lock.ts) and lib/mail/outbox.ts's mails. */
export const OWN_ENTRIES: readonly string[] = [LOCK_FILE_NAME, 'outbox'];

/** `new`: PGlite will create the database; `existing`: it opens the one there. */
export type DataDirState = 'new' | 'existing';

/** A DATA_DIR that cannot be used; the message names the folder, what is wrong and what to do. */
export class DataDirError extends Error {
  constructor(
    readonly dataDir: string,
    message: string,
  ) {
    super(message);
    this.name = 'DataDirError';
  }
}

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;

function unusable(folder: string, error: unknown): DataDirError {
  return new DataDirError(
    folder,
    `The database folder ${folder} cannot be used: ${causeOf(error)}. ` +
      'Check that the user running the server may read and write it, or set DATA_DIR to another folder.',
  );
}

function checkWritable(folder: string): void {
  // PGlite's file layer (Emscripten) goes by the mode bits even for root; access() covers other users and
  // read-only mounts. Checked here because PGlite itself only says "failed to initialize properly".
  let writable = (statSync(folder).mode & 0o222) !== 0;
  try {
    accessSync(folder, constants.W_OK);
  } catch {
    writable = false;
  }
  if (!writable) {
    throw new DataDirError(
      folder,
      `The database folder ${folder} is read-only, and the server has to write to it. ` +
        'Give the user running the server write access to it, or set DATA_DIR to a writable folder.',
    );
  }
}

function notADatabase(folder: string, entries: string[]): DataDirError {
  const shown = entries.slice(0, 3).join(', ') + (entries.length > 3 ? `, … (${entries.length} entries)` : '');
  // base/ and global/ are a PostgreSQL data folder's: most likely the database, with its PG_VERSION lost.
  const what =
    entries.includes('base') && entries.includes('global')
      ? `looks like a database folder but has no ${VERSION_FILE} file (damaged or partly copied)`
      : `is not empty (${shown}) but holds no database (no ${VERSION_FILE} file)`;
  return new DataDirError(
    folder,
    `The database folder ${folder} ${what}; it was left untouched. ` +
      'Restore the database from a backup, or set DATA_DIR to an empty or new folder to start a new database.',
  );
}

/**
 * What `dataDir` is, read without writing anything: `new` when it does not exist or holds only the app's
 * own entries, `existing` when it holds a database. Throws DataDirError for anything else.
 */
export function inspectDataDir(dataDir: string): DataDirState {
  const folder = path.resolve(dataDir);
  let entries: string[];
  try {
    if (!statSync(folder).isDirectory()) {
      throw new DataDirError(folder, `DATA_DIR ${folder} is a file, not a folder. Set DATA_DIR to a folder for the database.`);
    }
    entries = readdirSync(folder);
  } catch (error) {
    if (error instanceof DataDirError) throw error;
    if (errorCode(error) === 'ENOENT') return 'new';
    throw unusable(folder, error);
  }
  checkWritable(folder);
  if (entries.includes(VERSION_FILE)) return 'existing';
  const foreign = entries.filter((name) => !OWN_ENTRIES.includes(name)).sort();
  if (foreign.length === 0) return 'new';
  throw notADatabase(folder, foreign);
}

/**
 * Checks `dataDir` before anything writes to it, then takes it for this process (lock.ts). Used by the
 * server's start and by the CLI commands; a refused folder is left as it was, without even a lock file.
 */
export function claimDataDir(dataDir: string): DataDirState {
  // The lock first: a folder that another server is creating right now has no PG_VERSION yet.
  const holder = lockHolder(dataDir);
  if (holder !== null) throw new DataDirLockedError(dataDir, holder);
  const state = inspectDataDir(dataDir);
  try {
    acquireDataDirLock(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) throw error;
    throw unusable(path.resolve(dataDir), error);
  }
  return state;
}

/** Why PGlite could not open or create the database in `dataDir`, with what to do. */
export function openFailure(dataDir: string, state: DataDirState, error: unknown): Error {
  if (error instanceof DataDirError || error instanceof DataDirLockedError) return error;
  const folder = path.resolve(dataDir);
  const message =
    state === 'new'
      ? `A new database could not be created in ${folder}: ${causeOf(error)}. ` +
        'Check the free disk space and the permissions, and empty the folder before the next start, ' +
        'or set DATA_DIR to another folder.'
      : `The database in ${folder} could not be opened: ${causeOf(error)}. ` +
        'It may be damaged, read-only in part, or written by another PGlite version: restore it from a backup, ' +
        'or set DATA_DIR to another folder.';
  return new DataDirError(folder, message);
}
