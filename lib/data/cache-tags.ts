import 'server-only';
import { randomUUID } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { expireListCache, LIST_CACHE_MAX_AGE_MS } from './list-cache';

// The cached aggregates (Next's data cache, `unstable_cache`) and the writes that expire them, in one place.

export const CACHE_TAGS = {
  /** The dashboard's six figures (lib/data/dashboard.ts). */
  dashboard: 'dashboard',
  /** The Transactions screen's four cards (lib/data/transactions-summary.ts). */
  transactionsSummary: 'transactions-summary',
} as const;

export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS];

/** Which cached aggregates read each table: a write to the table must expire them. */
const TAGS_READING = {
  patients: [CACHE_TAGS.dashboard],
  appointments: [CACHE_TAGS.dashboard],
  transactions: [CACHE_TAGS.dashboard, CACHE_TAGS.transactionsSummary],
  transaction_items: [CACHE_TAGS.dashboard, CACHE_TAGS.transactionsSummary],
} as const satisfies Record<string, readonly CacheTag[]>;

export type AggregatedTable = keyof typeof TAGS_READING;

/** The tags of every cached aggregate that reads one of `tables`, each once. */
export function tagsReading(tables: readonly AggregatedTable[]): CacheTag[] {
  return [...new Set(tables.flatMap((table) => TAGS_READING[table]))];
}

/**
 * Part of every aggregate's cache key, new in each server process. Next keeps its data cache on disk
 * (`.next/cache`) across restarts but forgets its tag invalidations, and the figures of another database
 * (a fresh DATA_DIR, `npm run db:seed` while the server was stopped) would otherwise be served as fresh.
 * On globalThis so that every bundle of the process (and dev hot reload) agrees on it.
 */
export const CACHE_GENERATION: string = ((globalThis as { __hmsCacheGeneration?: string }).__hmsCacheGeneration ??= randomUUID());

/**
 * A cached aggregate is recomputed at least this often, in seconds: a bound on how stale it can be after
 * a write that no revalidateTag of this process saw (another server instance on the same PostgreSQL, psql).
 */
export const AGGREGATE_MAX_AGE_SECONDS = LIST_CACHE_MAX_AGE_MS / 1000;

/** Outside a Next request (a handler called by a unit test, a script) there is no cache to expire. */
const outsideNextRequest = (error: unknown) => error instanceof Error && error.message.startsWith('Invariant: static generation store missing');

/**
 * Expires the cached aggregates that read `tables`, and the lists' cached totals (./list-cache.ts); call
 * it after the write. `{ expire: 0 }`: the next
 * read waits for fresh figures instead of being served the stale ones (a doctor who just booked an
 * appointment sees it counted). The same in route handlers, where updateTag is not allowed, and in
 * server actions, where it equals updateTag.
 */
export function expireAggregatesOf(...tables: AggregatedTable[]): void {
  expireListCache(tables);
  for (const tag of tagsReading(tables)) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      if (!outsideNextRequest(error)) throw error;
    }
  }
}
