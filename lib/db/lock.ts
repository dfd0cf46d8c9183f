import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Not `server-only`: the CLI scripts take the same lock.

/** PGlite is one process's database: whoever opens DATA_DIR writes its pid here. */
export const LOCK_FILE_NAME = 'server.pid';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The database folder ${path.resolve(dataDir)} is in use by process ${pid} (a running server or script). ` +
        'Stop the server first (or wait for the other command to finish), then run this command again.',
    );
    this.name = 'DataDirLockedError';
  }
}

const lockPath = (dataDir: string) => path.join(dataDir, LOCK_FILE_NAME);

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of another live process holding `dataDir`, or null (no lock, our own, or stale). */
export function lockHolder(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number.parseInt(readFileSync(lockPath(dataDir), 'utf8').trim(), 10);
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  return isAlive(pid) ? pid : null;
}

/** Takes the folder for this process, or throws DataDirLockedError while another live process has it. */
export function acquireDataDirLock(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx' fails when the file exists: of two processes starting on a free folder at once, one gets it.
    writeFileSync(lockPath(dataDir), `${process.pid}\n`, { flag: 'wx' });
    return;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const holder = lockHolder(dataDir);
  if (holder !== null) throw new DataDirLockedError(dataDir, holder);
  // Ours already, or left by a process that has ended.
  writeFileSync(lockPath(dataDir), `${process.pid}\n`);
}

/** Removes the lock if this process holds it. */
export function releaseDataDirLock(dataDir: string): void {
  try {
    const pid = Number.parseInt(readFileSync(lockPath(dataDir), 'utf8').trim(), 10);
    if (pid === process.pid) rmSync(lockPath(dataDir), { force: true });
  } catch {
    // No lock file: nothing to release.
  }
}
