import 'server-only';
import { appDbEngine } from '@/lib/db/client';
import type { Db } from '@/lib/db/types';
import { generationsOfRequest } from './cache-generations';
import { createGenerationCache, type AggregatedTable, type GenerationCache } from './generation-cache';

export type { AggregatedTable } from './generation-cache';

// The process's one cache of figures over whole tables (./generation-cache.ts). On PostgreSQL other servers
// may write to the database, so each read first asks it for the tables' generations (once per page render);
// on the embedded database, which only this process can open, this process's count of its own writes is
// enough, and a read costs no query.

// On globalThis: route handlers and pages may be separate bundles of one process, and must share it.
const store: GenerationCache = ((globalThis as { __hmsAggregateCache?: GenerationCache }).__hmsAggregateCache ??= createGenerationCache());

/**
 * `compute()`'s answer for `key`, remembered until a write to one of `tables` (by any server, on PostgreSQL)
 * or the maximum age. Only the app's own database is cached: unit tests that write rows directly always
 * read the database itself.
 */
export function cachedAggregate<T>(db: Db, tables: readonly AggregatedTable[], key: string, compute: () => Promise<T>, { now }: { now?: number } = {}): Promise<T> {
  const engine = appDbEngine(db);
  if (!engine) return compute();
  return store.cached(db, tables, key, compute, { now, shared: engine === 'postgres' ? generationsOfRequest : undefined });
}

/**
 * The admissions' aggregate: what the wards' figures of the day read (who lies in which bed, which beds are in
 * service, who was admitted or discharged). Every write to an admission, a bed stay or a bed expires it with
 * `expireAggregatesOf(...ADMISSIONS_TABLES)`.
 */
export const ADMISSIONS_TABLES = ['admissions', 'bed_stays', 'beds'] as const satisfies readonly AggregatedTable[];

/**
 * Expires the cached figures that read `tables` in this process; every write path calls it after the write.
 * On the embedded database that is how a write is seen; on PostgreSQL the database's generations already say
 * so, to every server.
 */
export function expireAggregatesOf(...tables: AggregatedTable[]): void {
  store.expire(tables);
}
