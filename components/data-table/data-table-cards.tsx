'use client';

import { useId, type Ref } from 'react';
import type { RowData } from '@tanstack/react-table';

import { cn } from '@/lib/utils';
import { cardSections, type CardField } from './card-layout';
import type { DataTableInstance, DataTableRow } from './data-table-features';
import { rowInteractionProps, type DataTableRowHandlers } from './row-interaction';

type Cell<TData extends RowData> = ReturnType<DataTableRow<TData>['getVisibleCells']>[number];

/** The controls that sort the list (a card list has no column headers): each sortable column's header menu. */
export function DataTableCardSort<TData extends RowData>({ table }: { table: DataTableInstance<TData> }) {
  const headers = table.getLeafHeaders().filter((header) => header.column.getIsVisible() && header.column.getCanSort());
  if (headers.length === 0) return null;
  return (
    <div role="group" aria-label="Sort by" className="flex flex-wrap items-center gap-2 text-sm">
      <span aria-hidden="true" className="text-muted-foreground">
        Sort by
      </span>
      {headers.map((header) => (
        <table.FlexRender key={header.id} header={header} />
      ))}
    </div>
  );
}

interface DataTableCardProps<TData extends RowData> extends DataTableRowHandlers<TData> {
  table: DataTableInstance<TData>;
  row: DataTableRow<TData>;
  highlighted: boolean;
  highlightRef?: Ref<HTMLLIElement>;
}

/** Cells in a <dl>: the key fields' labels are for screen readers only (their values speak for themselves on screen). */
function Fields<TData extends RowData>({ table, fields, labelClassName, className }: {
  table: DataTableInstance<TData>;
  fields: Array<CardField<Cell<TData>>>;
  labelClassName: string;
  className: string;
}) {
  if (fields.length === 0) return null;
  return (
    <dl className={className}>
      {fields.map(({ cell, label }) => (
        <div key={cell.id} className="contents">
          <dt className={labelClassName}>{label}</dt>
          <dd className="min-w-0 [overflow-wrap:anywhere]">
            <table.FlexRender cell={cell} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One row as a card: its title and key fields first, its actions beside them, then the other fields as
 * label/value pairs. The card is named by its title; a clickable row's card is focusable and opens with Enter.
 */
function DataTableCard<TData extends RowData>({ table, row, highlighted, highlightRef, ...handlers }: DataTableCardProps<TData>) {
  const titleId = useId();
  const { title, keys, details, actions } = cardSections<TData, Cell<TData>>(row.getVisibleCells());
  const interaction = rowInteractionProps(row, handlers);
  return (
    <li
      data-slot="data-table-card"
      aria-labelledby={title ? titleId : undefined}
      data-state={row.getIsSelected() ? 'selected' : undefined}
      {...interaction}
      ref={highlightRef}
      data-highlighted={highlighted ? 'true' : undefined}
      aria-current={highlighted ? 'true' : undefined}
      className={cn(
        'space-y-2 border-b p-3 text-sm last:border-0 data-[state=selected]:bg-muted',
        interaction.className,
        highlighted && 'bg-primary/10',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          {title && (
            <div id={titleId} className="font-medium [overflow-wrap:anywhere]">
              <table.FlexRender cell={title.cell} />
            </div>
          )}
          <Fields table={table} fields={keys} labelClassName="sr-only" className="flex flex-wrap items-center gap-x-3 gap-y-1" />
        </div>
        {actions.length > 0 && (
          <div className="flex shrink-0 flex-wrap items-center justify-end gap-1">
            {actions.map(({ cell }) => (
              <table.FlexRender key={cell.id} cell={cell} />
            ))}
          </div>
        )}
      </div>
      <Fields
        table={table}
        fields={details}
        labelClassName="text-muted-foreground"
        className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-3 gap-y-1"
      />
    </li>
  );
}

export interface DataTableCardsProps<TData extends RowData> extends DataTableRowHandlers<TData> {
  table: DataTableInstance<TData>;
  label?: string;
  emptyMessage: string;
  highlightedRowId?: string;
  highlightRef?: Ref<HTMLLIElement>;
}

/** The page's rows as a list of cards (a phone), in the table's order; the empty message when there is none. */
export function DataTableCards<TData extends RowData>({
  table,
  label,
  emptyMessage,
  highlightedRowId,
  highlightRef,
  ...handlers
}: DataTableCardsProps<TData>) {
  const rows = table.getRowModel().rows;
  if (rows.length === 0) return <p className="flex h-24 items-center justify-center p-3 text-center text-sm">{emptyMessage}</p>;
  return (
    <ul aria-label={label}>
      {rows.map((row) => {
        const highlighted = row.id === highlightedRowId;
        return (
          <DataTableCard
            key={row.id}
            table={table}
            row={row}
            highlighted={highlighted}
            highlightRef={highlighted ? highlightRef : undefined}
            {...handlers}
          />
        );
      })}
    </ul>
  );
}
