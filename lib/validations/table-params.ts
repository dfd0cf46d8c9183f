import { z } from 'zod';
import { NO_NUL } from './common';
import { MAX_PAGE, SEARCH_MAX_LENGTH } from './hospital-api';

// The URL state of every server-paged list: ?page=&q=&sort=&dir= (with a prefix where one page shows two
// lists). Pages read it with parseTableParams, lib/data's listX functions take the result, and the client's
// useTableUrl writes it. A hand-edited or stale URL falls back to the defaults field by field.

export type SortDirection = 'asc' | 'desc';

export interface TableParams<S extends string = string> {
  /** From 1. */
  page: number;
  pageSize: number;
  /** The search box's text, trimmed; '' for none. */
  q: string;
  /** A column the list can sort by, or null for the list's own order. */
  sort: S | null;
  dir: SortDirection;
}

export interface TableParamsOptions<S extends string> {
  pageSize: number;
  /** The columns this list sorts by on the server (SPEC's sortable columns). */
  sorts: readonly S[];
  /** Put before every key, for a page with more than one list (e.g. "birth" gives birthPage, birthQ). */
  prefix?: string;
}

type SearchParams = Record<string, string | string[] | undefined>;

/** The URL keys of a list: `page`, `q`, `sort`, `dir`, or with a prefix `birthPage`, `birthQ`, …. */
export function tableParamKeys(prefix = '') {
  const key = (name: string) => (prefix ? `${prefix}${name[0].toUpperCase()}${name.slice(1)}` : name);
  return { page: key('page'), q: key('q'), sort: key('sort'), dir: key('dir') };
}

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

/** The number of pages for `total` rows (at least 1, so that an empty list is "Page 1 of 1"). */
export const pageCountOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
