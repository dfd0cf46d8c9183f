import { mergePages, pageKey, prefixedId, tableBound } from './interleave';
import type { PageBound } from './page';

// Three tables' ids, with gaps and ids the others share, paged as one search.
const TABLES: ReadonlyArray<readonly number[]> = [
  [1, 2, 5, 9, 10],
  [1, 3, 4, 9, 2147483646],
  [2, 7],
];

/** A table read as keyset() reads it: its ids after or before the bound, ascending or descending, up to the limit. */
function read(place: number, { after, before, limit }: PageBound) {
  const ids = TABLES[place].filter((id) => (after === undefined || id > after) && (before === undefined || id < before));
  return (before !== undefined ? [...ids].reverse() : ids).slice(0, limit).map((id) => ({ id: pageKey(TABLES.length, place, id), table: place, rowId: id }));
}

const page = (bound: PageBound) => mergePages(bound, TABLES.map((_, place) => read(place, tableBound(TABLES.length, place, bound))));
const ALL = TABLES.flatMap((ids, place) => ids.map((id) => pageKey(TABLES.length, place, id))).sort((a, b) => a - b);

describe('several tables paged as one keyset', () => {
  it('gives every row a key of its own that keeps each table in id order', () => {
    expect(new Set(ALL).size).toBe(ALL.length);
    for (const [place, ids] of TABLES.entries()) {
      const keys = ids.map((id) => pageKey(TABLES.length, place, id));
      expect(keys).toEqual([...keys].sort((a, b) => a - b));
    }
  });

  it('reads every row once, forwards after any key and backwards before any key', () => {
    for (const limit of [1, 2, 3, 5, 20]) {
      expect(page({ limit }).map((row) => row.id)).toEqual(ALL.slice(0, limit));
      for (const [index, key] of ALL.entries()) {
        expect(page({ after: key, limit }).map((row) => row.id)).toEqual(ALL.slice(index + 1, index + 1 + limit));
        expect(page({ before: key, limit }).map((row) => row.id)).toEqual(ALL.slice(Math.max(0, index - limit), index).reverse());
      }
    }
  });

  it('keeps each row with the table and id it came from', () => {
    expect(page({ limit: 4 }).map(({ table, rowId }) => [table, rowId])).toEqual([[0, 1], [1, 1], [0, 2], [2, 2]]);
  });

  it('reads a prefixed id only under its own prefix, and only an id of ours', () => {
    expect(prefixedId('dt-12', 'dt')).toBe(12);
    expect(prefixedId(' rx-7 ', 'rx')).toBe(7);
    expect([prefixedId('rx-12', 'dt'), prefixedId('12', 'dt'), prefixedId('dt-', 'dt'), prefixedId('dt-x', 'dt'), prefixedId('dt-0', 'dt'), prefixedId('dt-2147483648', 'dt'), prefixedId('dtx-1', 'dt')]).toEqual([null, null, null, null, null, null, null]);
  });
});
