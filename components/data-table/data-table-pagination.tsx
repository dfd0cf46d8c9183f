'use client';

import { useId } from 'react';
import type { RowData } from '@tanstack/react-table';

import { Button } from '@/components/ui/button';
import { TABLE_UNKNOWN_PAGE_COUNT } from '@/lib/constants';
import type { DataTableInstance } from './data-table-features';
import { PageSizeSelect } from './page-size-select';

/** "Page X of Y", or "Page X" while the page count is unknown. Pages are shown from 1. */
export function pageLabel(pageIndex: number, pageCount: number): string {
  const page = pageIndex + 1;
  return pageCount === TABLE_UNKNOWN_PAGE_COUNT ? `Page ${page}` : `Page ${page} of ${Math.max(pageCount, 1)}`;
}

export interface DataTablePaginationProps<TData extends RowData> {
  table: DataTableInstance<TData>;
  /** Offer a rows-per-page select with these sizes. */
  pageSizeOptions?: ReadonlyArray<number>;
}

export function DataTablePagination<TData extends RowData>({ table, pageSizeOptions }: DataTablePaginationProps<TData>) {
  const sizeId = useId();
  const { pageIndex, pageSize } = table.state.pagination;
  return (
    <nav aria-label="Table pagination" className="flex flex-wrap items-center justify-end gap-4 px-2">
      {pageSizeOptions && pageSizeOptions.length > 0 && (
        <div className="flex items-center gap-2">
          <label htmlFor={sizeId} className="text-sm font-medium">
            Rows per page
          </label>
          <PageSizeSelect id={sizeId} value={pageSize} options={pageSizeOptions} onChange={(size) => table.setPageSize(size)} size="sm" className="w-[72px]" side="top" />
        </div>
      )}
      <p className="text-sm font-medium" aria-live="polite">
        {pageLabel(pageIndex, table.getPageCount())}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => table.previousPage()} disabled={!table.getCanPreviousPage()}>
          Previous
        </Button>
        <Button variant="outline" size="sm" onClick={() => table.nextPage()} disabled={!table.getCanNextPage()}>
          Next
        </Button>
      </div>
    </nav>
  );
}
