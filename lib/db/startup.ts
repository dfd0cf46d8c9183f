import 'server-only';
import { getEnv } from '@/lib/env';
import { isDatabaseEmpty, seedBaseData } from '@/mocks/seed';
import { getDbHandle, markDataDirLocked, runOnce } from './client';
import { acquireDataDirLock, releaseDataDirLock } from './lock';

/**
 * Run once at server start (instrumentation.ts): takes the embedded database's folder, applies pending
 * migrations, and fills an empty embedded database with the sample data. A PostgreSQL database
 * (DATABASE_URL) is migrated but never seeded here; `npm run db:seed` does that on purpose.
 */
export function ensureDatabase(): Promise<void> {
  return runOnce(async () => {
    const env = getEnv();
    if (!env.DATABASE_URL) {
      acquireDataDirLock(env.DATA_DIR);
      markDataDirLocked(env.DATA_DIR);
      // A pid file left behind would only be "stale" once this pid is reused; remove it on a clean exit.
      process.once('exit', () => releaseDataDirLock(env.DATA_DIR));
    }
    const handle = await getDbHandle();
    await handle.migrate();
    if (handle.engine === 'pglite' && (await isDatabaseEmpty(handle.db))) {
      await seedBaseData(handle.db);
      console.log(`Seeded the sample data and the demo doctor into ${env.DATA_DIR}.`);
    }
  });
}
