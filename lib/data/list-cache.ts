import 'server-only';
import { isAppDb } from '@/lib/db/client';
import type { Db } from '@/lib/db/types';

// What a list reads over a whole table on every view (its total, the patient list's bookmarks, the states
// of the filter) is remembered here, per server process, until a write to one of the tables it reads
// (expireAggregatesOf in ./cache-tags.ts, which every write path calls) or a maximum age. A list's page of
// rows is never cached: only what would otherwise cost a pass over 100,000 rows.
//
// In this process's memory rather than Next's data cache: route handlers and pages read it alike, a hit
// costs no disk or JSON, and concurrent misses share one query. Only the app's own database is cached (see
// isAppDb): unit tests that write rows directly always read the database itself.

/** The tables whose writes expire the cached figures of lists. */
export type ListedTable = 'patients' | 'appointments' | 'transactions';

/** A cached figure is recomputed at least this often: the bound on staleness after a write this process did not see. */
export const LIST_CACHE_MAX_AGE_MS = 5 * 60_000;

/** Distinct keys kept per database; the oldest goes first (a date-range filter of the API makes new keys). */
export const LIST_CACHE_MAX_ENTRIES = 500;

interface Entry {
  value: Promise<unknown>;
  /** The tables' write counts when it was computed. */
  generations: number[];
  tables: readonly ListedTable[];
  at: number;
}

interface ListCacheGlobal {
  generations: Record<ListedTable, number>;
  entries: WeakMap<Db, Map<string, Entry>>;
}

// On globalThis: route handlers and pages may be separate bundles of one process, and must share it.
const store: ListCacheGlobal = ((globalThis as { __hmsListCache?: ListCacheGlobal }).__hmsListCache ??= {
  generations: { patients: 0, appointments: 0, transactions: 0 },
  entries: new WeakMap(),
});

/** Forgets every cached figure that reads one of `tables`; call it after writing them. */
export function expireListCache(tables: readonly string[]): void {
  for (const table of tables) if (table in store.generations) store.generations[table as ListedTable] += 1;
}

const fresh = (entry: Entry, now: number) =>
  now - entry.at < LIST_CACHE_MAX_AGE_MS && entry.tables.every((table, index) => store.generations[table] === entry.generations[index]);

/**
 * `compute()`'s answer for `key` on `db`, remembered until a write to one of `tables` or the maximum age.
 * A failure is not remembered. On any database but the app's own, `compute()` runs every time.
 */
export function cachedForList<T>(db: Db, tables: readonly ListedTable[], key: string, compute: () => Promise<T>, { now = Date.now() } = {}): Promise<T> {
  if (!isAppDb(db)) return compute();
  let entries = store.entries.get(db);
  if (!entries) store.entries.set(db, (entries = new Map()));
  const cached = entries.get(key);
  if (cached && fresh(cached, now)) return cached.value as Promise<T>;
  entries.delete(key);
  if (entries.size >= LIST_CACHE_MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  const value = compute();
  const entry: Entry = { value, generations: tables.map((table) => store.generations[table]), tables, at: now };
  entries.set(key, entry);
  value.catch(() => {
    if (entries.get(key) === entry) entries.delete(key);
  });
  return value;
}
