import type { PagePosition } from './cursor';

/** Which rows a page reads: those after an id (oldest first) or before one (then read newest first and turned). */
export interface PageBound {
  after?: number;
  before?: number;
  /** How many rows to read: one more than the page holds, to know whether another page follows. */
  limit: number;
}

export interface KeysetPage<T> {
  rows: T[];
  next: PagePosition | null;
  previous: PagePosition | null;
}

/**
 * One page of a search in id order, by keyset (the ids around it) rather than by offset, so that page 500 costs
 * what page 1 does. `read` runs the search's SQL within `bound`: ascending ids after `after`, or descending ids
 * before `before`.
 */
export async function readKeysetPage<T extends { id: number }>(
  read: (bound: PageBound) => Promise<T[]>,
  position: PagePosition | null,
  count: number,
): Promise<KeysetPage<T>> {
  if (count === 0) return { rows: [], next: null, previous: null };
  if (position && 'before' in position) {
    const found = await read({ before: position.before, limit: count + 1 });
    const rows = found.slice(0, count).reverse();
    return {
      rows,
      previous: found.length > count ? { before: rows[0].id } : null,
      next: rows.length > 0 ? { after: rows[rows.length - 1].id } : null,
    };
  }
  const found = await read({ after: position?.after, limit: count + 1 });
  const rows = found.slice(0, count);
  return {
    rows,
    next: found.length > count ? { after: rows[rows.length - 1].id } : null,
    previous: position && rows.length > 0 ? { before: rows[0].id } : null,
  };
}
