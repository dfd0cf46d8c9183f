import { z } from '@/lib/zod';
import { NO_NUL } from '@/lib/forms/common';
import { tableParamKeys, type TableParams, type TableParamsOptions } from '@/lib/lists/table-url';
import { MAX_PAGE } from '@/lib/hospital-api/schema';
import { SEARCH_MAX_LENGTH } from '@/lib/constants';


// The URL state of every server-paged list: ?page=&q=&sort=&dir= (with a prefix where one page shows two
// lists). Pages read it with parseTableParams, lib/data's listX functions take the result, and the client's
// useTableUrl writes it (with lib/lists/table-url.ts, the same keys without zod). A hand-edited or stale URL falls
// back to the defaults field by field.

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** What a search box may send to the database: trimmed, bounded, no NUL; anything else is no search. */
export const searchText = z.string().trim().max(SEARCH_MAX_LENGTH).regex(NO_NUL).catch('');

/** A `?page=` from 1; anything that is not a page number, or past the last page taken at its word, is the first page. */
export const pageNumber = z.coerce.number().int().min(1).max(MAX_PAGE).catch(1);

/** Reads a list's state from Next's searchParams. */
export function parseTableParams<S extends string>(searchParams: SearchParams, { pageSize, sorts, prefix }: TableParamsOptions<S>): TableParams<S> {
  const keys = tableParamKeys(prefix);
  const sort = first(searchParams[keys.sort]);
  return {
    page: pageNumber.parse(first(searchParams[keys.page]) ?? 1),
    pageSize,
    q: searchText.parse(first(searchParams[keys.q]) ?? ''),
    sort: sort !== undefined && (sorts as readonly string[]).includes(sort) ? (sort as S) : null,
    dir: first(searchParams[keys.dir]) === 'desc' ? 'desc' : 'asc',
  };
}

