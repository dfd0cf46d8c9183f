import { parseRowId } from '@/lib/diagnosis/schema/clinical-fields';
import type { PageBound } from './page';

// Some resource types are made of the rows of several tables (a Condition is named by a diagnosis test or by a
// prescription), each id prefixed by its table (`dt-12`, `rx-12`). Their searches still page by keyset on one
// number: a row's page key is its id times the number of tables plus its table's place, so that every table's
// rows keep their id order, no two rows share a key, and each table is read within a bound of its own ids, by
// its primary key, as a search of one table is.

/** The page key of the row `id` of the table at `place` among `tables`. */
export const pageKey = (tables: number, place: number, id: number): number => id * tables + place;

/** A page's bound over the keys, as a bound over the ids of the table at `place` (the same rows, the same order). */
export function tableBound(tables: number, place: number, { after, before, limit }: PageBound): PageBound {
  if (after !== undefined) return { after: Math.floor((after - place) / tables), limit };
  if (before !== undefined) return { before: Math.ceil((before - place) / tables), limit };
  return { limit };
}

/**
 * The page of the tables' rows together: each table read within its own bound (`limit` rows at most), then
 * merged in key order (descending when the page is read backwards, as keyset() does) and cut to the limit.
 */
export function mergePages<Row extends { id: number }>({ before, limit }: PageBound, pages: ReadonlyArray<readonly Row[]>): Row[] {
  const backwards = before !== undefined;
  return pages
    .flat()
    .sort((one, other) => (backwards ? other.id - one.id : one.id - other.id))
    .slice(0, limit);
}

/** The row id of a prefixed id (`dt-12` with the prefix `dt`), or null when the prefix or the id is another's. */
export function prefixedId(value: string, prefix: string): number | null {
  const text = value.trim();
  return text.startsWith(`${prefix}-`) ? parseRowId(text.slice(prefix.length + 1)) : null;
}
