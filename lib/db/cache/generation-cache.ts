import type { Db } from '@/lib/db/types';

// Figures over whole tables (a list's total, the patient list's states, the dashboard's figures) are remembered
// in a server's memory, each with the generations of the tables it read when it was computed, and computed again
// once one of them has changed (or after a maximum age). Whose
// generations: the database's (cache_generations, migration 0020) where other servers may write to it, so
// that a write through any of them is seen at the next read; this process's own counting of its writes on the
// embedded database, which no other process can open. A list's page of rows is never cached: only what would
// otherwise cost a pass over 100,000 rows.
//
// In memory rather than Next's data cache: route handlers and pages read it alike, a hit costs no disk or
// JSON, concurrent misses share one query, and a changed generation replaces an entry instead of leaving a
// new file per write behind.

/**
 * What writes expire cached figures: the rows of cache_generations. Each is a table, but for
 * `completed_appointments`: the appointments that are or were completed, whose generation goes up only with a
 * write to such a visit (a booking or a check-in leaves it); and `settled_completed_appointments`: those of them
 * dated more than a day before the database's date (a correction to an old visit).
 */
export type AggregatedTable =
  | 'patients'
  | 'appointments'
  | 'completed_appointments'
  | 'settled_completed_appointments'
  | 'transactions'
  | 'admissions'
  | 'bed_stays'
  | 'beds';

export type Generations = Record<AggregatedTable, number>;

/** Every generation at 0: what a database without cache_generations' rows reads. */
export const noGenerations = (): Generations => ({
  patients: 0,
  appointments: 0,
  completed_appointments: 0,
  settled_completed_appointments: 0,
  transactions: 0,
  admissions: 0,
  bed_stays: 0,
  beds: 0,
});

/** A cached figure is recomputed at least this often, whatever the generations say. */
export const FIGURE_MAX_AGE_MS = 5 * 60_000;

/** Distinct keys kept per database; the oldest goes first (a date-range filter of the API makes new keys). */
export const FIGURE_CACHE_MAX_ENTRIES = 500;

interface Entry {
  value: Promise<unknown>;
  /** The generations of the key's tables when it was computed, in the order the key names them. */
  generations: number[];
  at: number;
}

export interface CachedOptions {
  now?: number;
  /** The database's generations (read before the figure is computed); without it, this cache's own counts. */
  shared?: (db: Db) => Promise<Generations>;
}

export interface GenerationCache {
  /**
   * `compute()`'s answer for `key` on `db`, remembered until a generation of one of `tables` changes or the
   * maximum age passes. A failure is not remembered.
   */
  cached<T>(db: Db, tables: readonly AggregatedTable[], key: string, compute: () => Promise<T>, options?: CachedOptions): Promise<T>;
  /** Counts a write to `tables` made through this cache's server: what its own generations are. */
  expire(tables: readonly AggregatedTable[]): void;
}

const sameGenerations = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((value, index) => value === b[index]);

export function createGenerationCache(): GenerationCache {
  const own: Generations = noGenerations();
  const entriesOf = new WeakMap<Db, Map<string, Entry>>();

  function lookUp<T>(db: Db, key: string, generations: number[], compute: () => Promise<T>, now: number): Promise<T> {
    let entries = entriesOf.get(db);
    if (!entries) entriesOf.set(db, (entries = new Map()));
    const cached = entries.get(key);
    if (cached && now - cached.at < FIGURE_MAX_AGE_MS && sameGenerations(cached.generations, generations)) return cached.value as Promise<T>;
    entries.delete(key);
    if (entries.size >= FIGURE_CACHE_MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    const value = compute();
    const entry: Entry = { value, generations, at: now };
    entries.set(key, entry);
    const kept = entries;
    value.catch(() => {
      if (kept.get(key) === entry) kept.delete(key);
    });
    return value;
  }

  return {
    cached(db, tables, key, compute, { now = Date.now(), shared } = {}) {
      if (!shared) return lookUp(db, key, tables.map((table) => own[table]), compute, now);
      // Read before the figure: a commit the generations show is in the figure too. One that lands in between
      // is in the figure but not yet in its generations, which costs one computation more, never a stale figure.
      return shared(db).then((generations) => lookUp(db, key, tables.map((table) => generations[table]), compute, now));
    },
    expire(tables) {
      for (const table of tables) own[table] += 1;
      // A write path says only that it wrote appointments, not whether a completed one: on the embedded database,
      // where these counts are the generations, every such write counts for the completed visits too.
      // A write to appointments through this server may have been to a completed visit, of any date.
      if (tables.includes('appointments')) {
        if (!tables.includes('completed_appointments')) own.completed_appointments += 1;
        if (!tables.includes('settled_completed_appointments')) own.settled_completed_appointments += 1;
      }
    },
  };
}
