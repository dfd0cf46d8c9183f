'use client';

import { useCallback, useState, type ReactNode } from 'react';
import { functionalUpdate, useTable, type OnChangeFn, type PaginationState, type RowData } from '@tanstack/react-table';

import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { TABLE_DEFAULT_PAGE_SIZE, TABLE_FIRST_PAGE_INDEX, TABLE_UNKNOWN_PAGE_COUNT } from '@/lib/constants';
import { cn } from '@/lib/utils';
import { DataTableCardSort, DataTableCards } from './data-table-cards';
import { ariaSortOf } from './data-table-column-header';
import { dataTableFeatures, type DataTableColumnDef, type DataTableInstance } from './data-table-features';
import { DataTablePagination } from './data-table-pagination';
import { PINNED_RIGHT_CLASS, isPinnedRight } from './pinned-column';
import { rowInteractionProps, type DataTableRowHandler } from './row-interaction';
import type { ServerTableState } from './use-table-url';
import { useCardLayout } from './use-card-layout';

export interface DataTableProps<TData extends RowData> {
  /** Rows; keep the reference stable (state, memo or module constant), as for `columns`. */
  data: ReadonlyArray<TData>;
  columns: ReadonlyArray<DataTableColumnDef<TData>>;
  /** Rows per page (default 10). Read once, at mount. */
  pageSize?: number;
  /**
   * A list paged, sorted and searched by the server (useTableUrl): `data` is the page it served, and the
   * table's paging, sorting and search change the URL instead of the rows.
   */
  server?: ServerTableState;
  /** Server pagination: `data` is the current page only; the table asks for others via `onPaginationChange`. */
  manualPagination?: boolean;
  /** Total pages under `manualPagination` (unknown when not supplied). Client pagination counts them itself. */
  pageCount?: number;
  /** Controlled pagination (optional); without it the table keeps its own. */
  pagination?: PaginationState;
  onPaginationChange?: (pagination: PaginationState) => void;
  /** Offer a rows-per-page select with these sizes. */
  pageSizeOptions?: ReadonlyArray<number>;
  toolbar?: (table: DataTableInstance<TData>) => ReactNode;
  onRowClick?: DataTableRowHandler<TData>;
  onRowDoubleClick?: DataTableRowHandler<TData>;
  onRowHover?: DataTableRowHandler<TData>;
  emptyMessage?: string;
  getRowId?: (row: TData, index: number) => string;
  /** Accessible name of the table (its scroll container is named after it too). */
  label?: string;
  className?: string;
  /** The id (getRowId) of a row to show highlighted and scroll into view, such as a booking just added. */
  highlightedRowId?: string;
  /** True while other rows load or a change to a row saves: the table says it is busy and dims. */
  busy?: boolean;
}

export function DataTable<TData extends RowData>({
  data,
  columns,
  pageSize = TABLE_DEFAULT_PAGE_SIZE,
  server,
  manualPagination = false,
  pageCount,
  pagination,
  onPaginationChange,
  pageSizeOptions,
  toolbar,
  onRowClick,
  onRowDoubleClick,
  onRowHover,
  emptyMessage = 'No record found',
  getRowId,
  label,
  className,
  highlightedRowId,
  busy = false,
}: DataTableProps<TData>) {
  const scrollToHighlighted = useCallback((node: HTMLElement | null) => node?.scrollIntoView({ block: 'center' }), []);
  // Below `sm` (a phone) each row is a card in a list: its key fields first, nothing to scroll sideways.
  const cards = useCardLayout();
  const [ownPagination, setOwnPagination] = useState<PaginationState>({ pageIndex: TABLE_FIRST_PAGE_INDEX, pageSize });
  const currentPagination = pagination ?? ownPagination;
  const handlePaginationChange: OnChangeFn<PaginationState> = (updater) => {
    const next = functionalUpdate(updater, currentPagination);
    setOwnPagination(next);
    onPaginationChange?.(next);
  };

  // Sorting, visibility, selection and filters stay in the table's own state; pagination is held here
  // so a screen can follow it (and drive a server) through `onPaginationChange`.
  const serverOptions = server
    ? {
        state: { pagination: server.pagination, sorting: server.sorting, columnFilters: server.columnFilters },
        onPaginationChange: server.onPaginationChange,
        onSortingChange: server.onSortingChange,
        onColumnFiltersChange: server.onColumnFiltersChange,
        manualPagination: true,
        manualSorting: true,
        manualFiltering: true,
        pageCount: server.pageCount,
      }
    : {
        state: { pagination: currentPagination },
        onPaginationChange: handlePaginationChange,
        manualPagination,
        pageCount: manualPagination ? (pageCount ?? TABLE_UNKNOWN_PAGE_COUNT) : undefined,
      };
  const table = useTable({ features: dataTableFeatures, data, columns, getRowId, ...serverOptions });

  const rows = table.getRowModel().rows;
  return (
    <div data-slot="data-table" className={cn('min-w-0 space-y-4', className)}>
      {toolbar?.(table)}
      {cards && <DataTableCardSort table={table} />}
      {/*
        The table scrolls sideways inside its own container (on a phone before hydration), never the page; the
        keyboard reaches it. On a phone the rows are cards instead.
      */}
      <div
        className={cn('min-w-0 rounded-md border', busy && 'opacity-60 transition-opacity')}
        aria-busy={busy || server?.pending || undefined}
      >
        {cards ? (
          <DataTableCards
            table={table}
            label={label}
            emptyMessage={emptyMessage}
            highlightedRowId={highlightedRowId}
            highlightRef={scrollToHighlighted}
            onRowClick={onRowClick}
            onRowDoubleClick={onRowDoubleClick}
            onRowHover={onRowHover}
          />
        ) : (
          <Table aria-label={label} scrollLabel={label ? `${label}, scrolls sideways` : 'Table, scrolls sideways'}>
            <TableHeader>
              {table.getHeaderGroups().map((group) => (
                <TableRow key={group.id}>
                  {group.headers.map((header) => (
                    <TableHead
                      key={header.id}
                      colSpan={header.colSpan}
                      aria-sort={ariaSortOf(header.column)}
                      className={cn(isPinnedRight(header.column) && PINNED_RIGHT_CLASS)}
                    >
                      {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                    </TableHead>
                  ))}
                </TableRow>
              ))}
            </TableHeader>
            <TableBody>
              {rows.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={table.getVisibleLeafColumns().length} className="h-24 text-center">
                    {emptyMessage}
                  </TableCell>
                </TableRow>
              ) : (
                rows.map((row) => {
                  const interaction = rowInteractionProps(row, { onRowClick, onRowDoubleClick, onRowHover });
                  const highlighted = row.id === highlightedRowId;
                  return (
                    <TableRow
                      key={row.id}
                      data-state={row.getIsSelected() ? 'selected' : undefined}
                      {...interaction}
                      ref={highlighted ? scrollToHighlighted : undefined}
                      data-highlighted={highlighted ? 'true' : undefined}
                      aria-current={highlighted ? 'true' : undefined}
                      className={cn(interaction.className, highlighted && 'bg-primary/10 hover:bg-primary/15')}
                    >
                      {row.getVisibleCells().map((cell) => (
                        <TableCell key={cell.id} className={cn(isPinnedRight(cell.column) && PINNED_RIGHT_CLASS)}>
                          <table.FlexRender cell={cell} />
                        </TableCell>
                      ))}
                    </TableRow>
                  );
                })
              )}
            </TableBody>
          </Table>
        )}
      </div>
      <DataTablePagination table={table} pageSizeOptions={pageSizeOptions} />
    </div>
  );
}
