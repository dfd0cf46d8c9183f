import 'server-only';
import path from 'node:path';
import { getEnv } from '@/lib/env';
import { seedBaseData } from '@/mocks/seed';
import { getDbHandle, markDataDirLocked, runOnce } from './client';
import { claimDataDir, openFailure } from './data-dir';
import { releaseDataDirLock } from './lock';
import { causeOf } from './startup-failure';
import type { DbHandle } from './types';

/** Folders whose lock this process took, released when it exits. */
const heldFolders = new Set<string>();

async function migrate(handle: DbHandle, target: string): Promise<void> {
  try {
    await handle.migrate();
  } catch (error) {
    // drizzle applies the pending migrations in one transaction, so a failure leaves none of them applied.
    throw new Error(
      `Migrating ${target} failed, and none of the pending migrations was applied: ${causeOf(error)}. ` +
        'Fix the cause (a failing migration is in drizzle/) and start again.',
      { cause: error },
    );
  }
}

/**
 * Run once at server start (instrumentation.ts). The embedded database's folder is checked and taken
 * (data-dir.ts): a folder holding anything but a database is refused, never initialised. Pending migrations
 * are applied, and the demo data goes only into a database that this start created: an existing one is
 * never seeded, even when empty. A PostgreSQL database (DATABASE_URL) is migrated but never seeded here;
 * `npm run db:seed` does that on purpose. Every failure is an Error whose message names the cause.
 */
export function ensureDatabase(): Promise<void> {
  return runOnce(async () => {
    const env = getEnv();
    if (env.DATABASE_URL) {
      await migrate(await getDbHandle(), 'the PostgreSQL database (DATABASE_URL)');
      return;
    }
    const dataDir = env.DATA_DIR;
    const folder = path.resolve(dataDir);
    const state = claimDataDir(dataDir);
    markDataDirLocked(dataDir);
    // A pid file left behind would only be "stale" once this pid is reused; remove it on any exit
    // (one listener per process: tests start many times).
    if (heldFolders.size === 0) process.once('exit', () => heldFolders.forEach((held) => releaseDataDirLock(held)));
    heldFolders.add(dataDir);

    let handle: DbHandle;
    try {
      handle = await getDbHandle();
    } catch (error) {
      throw openFailure(dataDir, state, error);
    }
    await migrate(handle, `the database in ${folder}`);
    if (state !== 'new') return;
    try {
      await seedBaseData(handle.db);
    } catch (error) {
      // seedBaseData is one transaction: the new database stays migrated and empty.
      throw new Error(
        `Seeding the new database in ${folder} failed: ${causeOf(error)}. ` +
          'Its tables are empty: run `npm run db:seed` to fill them, or empty the folder to start over.',
        { cause: error },
      );
    }
    console.log(`Created a new database in ${folder} and seeded the sample data and the demo doctor.`);
  });
}
