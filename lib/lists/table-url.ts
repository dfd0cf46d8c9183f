// The URL state of every server-paged list, as the browser writes it (useTableUrl): the keys, the types and the
// page count, without zod, so that no list ships the validation library. The server reads the URL with
// parseTableParams (lib/lists/table-params.ts), which re-exports all of this.

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
  /** The columns this list sorts by on the server (the brief's sortable columns). */
  sorts: readonly S[];
  /** Put before every key, for a page with more than one list (e.g. "birth" gives birthPage, birthQ). */
  prefix?: string;
}

/** The URL keys of a list: `page`, `q`, `sort`, `dir`, or with a prefix `birthPage`, `birthQ`, …. */
export function tableParamKeys(prefix = '') {
  const key = (name: string) => (prefix ? `${prefix}${name[0].toUpperCase()}${name.slice(1)}` : name);
  return { page: key('page'), q: key('q'), sort: key('sort'), dir: key('dir') };
}

/** The number of pages for `total` rows (at least 1, so that an empty list is "Page 1 of 1"). */
export const pageCountOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
