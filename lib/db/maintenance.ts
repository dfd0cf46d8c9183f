import 'server-only';
import { startLoop, stopLoop } from '@/lib/background-loop';
import { logger } from '@/lib/log/logger';
import { getDbHandle } from './client';
import { vacuumTables } from './vacuum';

/** How often a server on the embedded database vacuums and analyzes its tables (./vacuum.ts says why). */
export const VACUUM_EVERY_MS = 60 * 60_000;

const LOOP = 'database-maintenance';

/**
 * Started by instrumentation.ts on the embedded database only (PostgreSQL runs its own autovacuum): a pass
 * right after start (a database copied in, restored or used by an earlier version may never have been
 * vacuumed), then one every VACUUM_EVERY_MS (lib/background-loop.ts).
 */
export function startEmbeddedMaintenance(): boolean {
  const log = logger.child({ component: 'database' });
  return startLoop(LOOP, {
    everyMs: VACUUM_EVERY_MS,
    pass: async () => {
      const handle = await getDbHandle();
      if (handle.engine !== 'pglite') return 'stop';
      const started = performance.now();
      const tables = await vacuumTables(handle.db);
      log.info({ tables: tables.length, ms: Math.round(performance.now() - started) }, 'vacuumed and analyzed the tables');
    },
    onError: (error) => log.error({ err: error }, 'vacuum failed'),
  });
}

export const stopEmbeddedMaintenance = (): void => stopLoop(LOOP);
