import 'server-only';
import { logger } from '@/lib/log/logger';
import { getDbHandle } from './client';
import { vacuumTables } from './vacuum';

/** How often a server on the embedded database vacuums and analyzes its tables (./vacuum.ts says why). */
export const VACUUM_EVERY_MS = 60 * 60_000;

interface MaintenanceGlobal {
  timer?: NodeJS.Timeout;
  running?: boolean;
}
// On globalThis, as the database handle: dev hot reload must not start a second loop.
const store = ((globalThis as { __dbMaintenance?: MaintenanceGlobal }).__dbMaintenance ??= {});

/**
 * Started by instrumentation.ts on the embedded database only (PostgreSQL runs its own autovacuum): a pass
 * right after start (a database copied in, restored or used by an earlier version may never have been
 * vacuumed), then one every VACUUM_EVERY_MS. A pass never overlaps the previous one.
 */
export function startEmbeddedMaintenance(): boolean {
  const log = logger.child({ component: 'database' });
  if (store.running) return false;
  const tick = async () => {
    try {
      const handle = await getDbHandle();
      if (handle.engine !== 'pglite') {
        store.running = false;
        return;
      }
      const started = performance.now();
      const tables = await vacuumTables(handle.db);
      log.info({ tables: tables.length, ms: Math.round(performance.now() - started) }, 'vacuumed and analyzed the tables');
    } catch (error) {
      log.error({ err: error }, 'vacuum failed');
    } finally {
      if (store.running) {
        store.timer = setTimeout(tick, VACUUM_EVERY_MS);
        // The loop alone never keeps the process alive.
        store.timer.unref();
      }
    }
  };
  store.running = true;
  store.timer = setTimeout(tick, 0);
  store.timer.unref();
  return true;
}

export function stopEmbeddedMaintenance(): void {
  store.running = false;
  clearTimeout(store.timer);
  store.timer = undefined;
}
