import 'server-only';
import path from 'node:path';
import { getEnv } from '@/lib/env';
import { seedBaseData } from '@/mocks/seed';
import { getDbHandle, markDataDirLocked, runOnce } from './client';
import { claimDataDir, openFailure } from './data-dir';
import { releaseDataDirLock } from './lock';
import { demoPasswordWarning, demoPasswordWorks } from './demo-password';
import { causeOf } from './startup-failure';
import type { Db, DbHandle } from './types';

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
 * are applied, and the demo data goes only into a database that this start created, and only with DEMO_DATA
 * (on by default outside production): an existing one is never seeded, even when empty, and a new one without
 * it stays empty until its first account is made at /setup (or by `npm run db:create-admin`). A PostgreSQL
 * database (DATABASE_URL) is migrated but never seeded here; `npm run db:seed` does that on purpose. Every
 * failure is an Error whose message names the cause.
 */
export function ensureDatabase(): Promise<void> {
  return runOnce(async () => {
    const env = getEnv();
    if (env.DATABASE_URL) {
      const handle = await getDbHandle();
      await migrate(handle, 'the PostgreSQL database (DATABASE_URL)');
      await warnOfDemoPassword(handle.db);
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
    if (state === 'new') await fillNewDatabase(handle.db, folder);
    await warnOfDemoPassword(handle.db);
  });
}

/** A database this start created: the demo data with DEMO_DATA; otherwise nothing, so no account and no known password. */
async function fillNewDatabase(db: Db, folder: string): Promise<void> {
  if (!getEnv().DEMO_DATA) {
    console.log(`Created a new, empty database in ${folder}. Open /setup to create its first account, the administrator (or run npm run db:create-admin).`);
    return;
  }
  try {
    await seedBaseData(db);
  } catch (error) {
    // seedBaseData is one transaction: the new database stays migrated and empty.
    throw new Error(
      `Seeding the new database in ${folder} failed: ${causeOf(error)}. ` +
        'Its tables are empty: run `npm run db:seed` to fill them, or empty the folder to start over.',
      { cause: error },
    );
  }
  console.log(`Created a new database in ${folder} and seeded the sample data and the demo doctor.`);
}

/** A production server whose demo doctor still opens with the README's password says so, once, as it starts. */
async function warnOfDemoPassword(db: Db): Promise<void> {
  const env = getEnv();
  if (env.NODE_ENV === 'production' && (await demoPasswordWorks(db))) console.warn(demoPasswordWarning(env.DEMO_DATA));
}
