import 'server-only';
import { pageCountOf, type TableParams } from '@/lib/validations/table-params';

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
 * listPage in one query where it can: `readRows` returns the page's rows, each with the list's `total`
 * (`count(*) over ()`, counted before LIMIT). Only a page past the end (no rows) counts apart, to serve the last page.
 */
export async function listCountedPage<T>(
  params: Pick<TableParams, 'page' | 'pageSize'>,
  readRows: (limit: number, offset: number) => Promise<Array<T & { total: number }>>,
): Promise<ListPage<T>> {
  const strip = (rows: Array<T & { total: number }>) =>
    rows.map((row) => {
      const { total, ...rest } = row;
      void total;
      return rest as T;
    });
  const first = await readRows(params.pageSize, (params.page - 1) * params.pageSize);
  if (first.length > 0 || params.page <= 1) return { rows: strip(first), total: first[0]?.total ?? 0, page: Math.max(1, params.page) };
  const [probe] = await readRows(1, 0);
  const total = probe?.total ?? 0;
  const page = pageCountOf(total, params.pageSize);
  return { rows: total === 0 ? [] : strip(await readRows(params.pageSize, (page - 1) * params.pageSize)), total, page };
}
