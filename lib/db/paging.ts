import 'server-only';
import { sql } from 'drizzle-orm';
import { pageCountOf, type TableParams } from '@/lib/lists/table-url';

/** One page of a list and the number of rows in all its pages. `page` is the page served (see listPage). */
export interface ListPage<T> {
  rows: T[];
  total: number;
  page: number;
}

/**
 * Counts the list, then reads one page of it: never more than `pageSize` rows. A page past the end (a stale
 * link, a row deleted meanwhile) serves the last page instead of an empty one.
 */
export async function listPage<T>(
  params: Pick<TableParams, 'page' | 'pageSize'>,
  countRows: () => Promise<number>,
  readRows: (limit: number, offset: number) => Promise<T[]>,
): Promise<ListPage<T>> {
  const total = await countRows();
  const page = Math.min(params.page, pageCountOf(total, params.pageSize));
  const rows = total === 0 ? [] : await readRows(params.pageSize, (page - 1) * params.pageSize);
  return { rows, total, page };
}

/** `like` treats % and _ as wildcards: a search for "50%" must find the text "50%". */
const escapeLikeText = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The pattern of a case-insensitive "contains" search on lower(column) (served by a trigram index). */
export const containsPattern = (q: string) => `%${escapeLikeText(q.toLowerCase())}%`;

/**
 * listPage in one query where it can: `readRows` returns the page's rows, each carrying the list's window
 * counts (`total`: `count(*) over ()`, counted before LIMIT; a list may add others), which the caller reads
 * off the first row. Only a page past the end (no rows) reads again, to serve the last page.
 */
export async function readCountedPage<R extends { total: number }>(
  params: Pick<TableParams, 'page' | 'pageSize'>,
  readRows: (limit: number, offset: number) => Promise<R[]>,
): Promise<{ rows: R[]; page: number }> {
  const rows = await readRows(params.pageSize, (params.page - 1) * params.pageSize);
  if (rows.length > 0 || params.page <= 1) return { rows, page: Math.max(1, params.page) };
  const [probe] = await readRows(1, 0);
  if (!probe) return { rows: [], page: 1 };
  const last = pageCountOf(probe.total, params.pageSize);
  return { rows: await readRows(params.pageSize, (last - 1) * params.pageSize), page: last };
}

/** `count(*) over ()`: the list's total, on every row of its page. */
export const windowTotal = () => sql<number>`count(*) over ()`.mapWith(Number);

/** The first few of a list, and how many there are in all (the bell's groups, the home screen's "To review"). */
export interface FirstFew<T> {
  items: T[];
  total: number;
}

/** The total a window count (windowTotal) put on each row; no row, none. */
export const totalOf = (rows: ReadonlyArray<{ total: number }>): number => rows[0]?.total ?? 0;
