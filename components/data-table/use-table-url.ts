'use client';

import type { ColumnFiltersState, OnChangeFn, PaginationState, SortingState } from '@tanstack/react-table';
import { functionalUpdate } from '@tanstack/react-table';
import { useEffect, useMemo, useRef, useState } from 'react';
import { TABLE_SEARCH_DEBOUNCE_MS } from '@/lib/constants';
import { pageCountOf, tableParamKeys, type TableParams } from '@/lib/lists/table-url';
import { useListUrl } from './use-list-url';

/** What DataTable needs to show a page the server chose and to ask for another through the URL. */
export interface ServerTableState {
  pageCount: number;
  pagination: PaginationState;
  onPaginationChange: OnChangeFn<PaginationState>;
  sorting: SortingState;
  onSortingChange: OnChangeFn<SortingState>;
  columnFilters: ColumnFiltersState;
  onColumnFiltersChange: OnChangeFn<ColumnFiltersState>;
  /** A new page is on its way from the server. */
  pending: boolean;
}

export interface UseTableUrlOptions {
  /** The state the server answered with (the page it served may differ from the URL's: see listPage). */
  params: Pick<TableParams, 'page' | 'pageSize' | 'q' | 'sort' | 'dir'>;
  total: number;
  /** The column whose filter is the search box; its text travels as `q`. */
  searchColumn?: string;
  prefix?: string;
}

/**
 * The one way a list's table talks to the server: paging, sorting and the search box write the URL, and
 * the page (a server component) reads it and lists that page. Typing shows at once and reaches the URL
 * after a pause; a new sort or search goes back to page 1.
 */
export function useTableUrl({ params, total, searchColumn, prefix }: UseTableUrlOptions) {
  const { setParams, pending } = useListUrl();
  const keys = useMemo(() => tableParamKeys(prefix), [prefix]);

  const pagination = useMemo(() => ({ pageIndex: params.page - 1, pageSize: params.pageSize }), [params.page, params.pageSize]);
  const onPaginationChange: OnChangeFn<PaginationState> = (updater) => {
    const next = functionalUpdate(updater, pagination);
    setParams({ [keys.page]: next.pageIndex > 0 ? String(next.pageIndex + 1) : null }, { push: true });
  };

  const sorting = useMemo<SortingState>(() => (params.sort ? [{ id: params.sort, desc: params.dir === 'desc' }] : []), [params.sort, params.dir]);
  const onSortingChange: OnChangeFn<SortingState> = (updater) => {
    const [next] = functionalUpdate(updater, sorting);
    setParams({ [keys.sort]: next?.id ?? null, [keys.dir]: next ? (next.desc ? 'desc' : 'asc') : null, [keys.page]: null });
  };

  // The search box shows what is typed at once; the URL (and the server) follow after a pause.
  const urlFilters = useMemo<ColumnFiltersState>(() => (searchColumn && params.q ? [{ id: searchColumn, value: params.q }] : []), [searchColumn, params.q]);
  const [columnFilters, setColumnFilters] = useState(urlFilters);
  const typed = useRef(false);
  useEffect(() => {
    // Back, forward or a link changed the URL: the box follows it, unless the doctor is typing.
    if (!typed.current) setColumnFilters(urlFilters);
  }, [urlFilters]);
  useEffect(() => {
    if (!typed.current) return;
    const text = String(columnFilters.find((filter) => filter.id === searchColumn)?.value ?? '').trim();
    const timer = setTimeout(() => {
      typed.current = false;
      if (text !== params.q) setParams({ [keys.q]: text || null, [keys.page]: null });
    }, TABLE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [columnFilters, searchColumn, params.q, keys, setParams]);
  const onColumnFiltersChange: OnChangeFn<ColumnFiltersState> = (updater) => {
    typed.current = true;
    setColumnFilters((current) => functionalUpdate(updater, current));
  };

  const state: ServerTableState = {
    pageCount: pageCountOf(total, params.pageSize),
    pagination,
    onPaginationChange,
    sorting,
    onSortingChange,
    columnFilters,
    onColumnFiltersChange,
    pending,
  };
  return { state, setParams, pending };
}
