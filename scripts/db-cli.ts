import { getEnv } from '@/lib/env';
import { claimDataDir, openFailure } from '@/lib/db/data-dir';
import { releaseDataDirLock } from '@/lib/db/lock';
import { openPglite, openPostgres } from '@/lib/db/open';
import type { DbHandle } from '@/lib/db/types';

/**
 * Opens the database the server would use, for a CLI command. The embedded one is taken only when no
 * server (or other command) holds its folder, and only when the folder is new or holds a database
 * (data-dir.ts): a folder with other content is refused untouched. The lock is released when `work` ends.
 */
export async function withCliDatabase<T>(work: (handle: DbHandle) => Promise<T>): Promise<T> {
  const env = getEnv();
  if (env.DATABASE_URL) {
    const handle = openPostgres(env.DATABASE_URL);
    try {
      return await work(handle);
    } finally {
      await handle.close();
    }
  }
  const state = claimDataDir(env.DATA_DIR);
  try {
    const handle = await openPglite(env.DATA_DIR).catch((error: unknown) => {
      throw openFailure(env.DATA_DIR, state, error);
    });
    try {
      return await work(handle);
    } finally {
      await handle.close();
    }
  } finally {
    releaseDataDirLock(env.DATA_DIR);
  }
}

/** Prints an error as one readable message (no stack for the expected ones) and exits with 1. */
export function exitWithError(error: unknown): never {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

export function describeTarget(): string {
  const env = getEnv();
  return env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded database in ${env.DATA_DIR}`;
}
