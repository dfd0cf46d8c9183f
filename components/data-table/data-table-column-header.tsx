'use client';

import { ArrowDown, ArrowUp, ChevronDown, ChevronsUpDown, EyeOff } from 'lucide-react';
import type { CellData, RowData } from '@tanstack/react-table';

import { DropdownMenuOnDemand } from '@/components/ui/dropdown-menu-on-demand';
import { cn } from '@/lib/utils';
import type { DataTableColumn } from './data-table-features';

/** The words assistive technology hears for a column's sort state (the brief's words). */
export const SORT_STATE_LABELS = {
  asc: 'Sorted ascending',
  desc: 'Sorted descending',
  none: 'Not sorted',
} as const;

type SortableColumn = Pick<DataTableColumn<RowData>, 'getCanSort' | 'getIsSorted'>;

export function sortStateOf(column: SortableColumn): keyof typeof SORT_STATE_LABELS {
  return column.getIsSorted() || 'none';
}

/** `aria-sort` for a header cell: only sortable columns carry one. */
export function ariaSortOf(column: SortableColumn): 'ascending' | 'descending' | 'none' | undefined {
  if (!column.getCanSort()) return undefined;
  const state = sortStateOf(column);
  return state === 'asc' ? 'ascending' : state === 'desc' ? 'descending' : 'none';
}

const SORT_ICONS = { asc: ArrowUp, desc: ArrowDown, none: ChevronsUpDown } as const;

interface DataTableColumnHeaderProps<TData extends RowData, TValue extends CellData> {
  column: DataTableColumn<TData, TValue>;
  title: string;
  className?: string;
}

/**
 * A column title that opens a menu with `Asc` and `Desc` where the column can sort and `Hide` where it
 * can hide; a plain label where it can do neither.
 */
export function DataTableColumnHeader<TData extends RowData, TValue extends CellData>({
  column,
  title,
  className,
}: DataTableColumnHeaderProps<TData, TValue>) {
  const canSort = column.getCanSort();
  const canHide = column.getCanHide();
  if (!canSort && !canHide) return <div className={className}>{title}</div>;

  const state = sortStateOf(column);
  const StateIcon = canSort ? SORT_ICONS[state] : ChevronDown;
  return (
    <div className={cn('flex items-center', className)}>
      <DropdownMenuOnDemand
        name={title}
        button={{
          variant: 'ghost',
          size: 'sm',
          className: '-ml-3 h-8 data-[state=open]:bg-accent',
          children: (
            <>
              <span>{title}</span>
              <StateIcon aria-hidden="true" />
              {canSort && <span className="sr-only">{SORT_STATE_LABELS[state]}</span>}
            </>
          ),
        }}
        content={{ align: 'start' }}
      >
        {({ Item, Separator }) => (
          <>
            {canSort && (
              <>
                <Item onSelect={() => column.toggleSorting(false)}>
                  <ArrowUp aria-hidden="true" />
                  Asc
                </Item>
                <Item onSelect={() => column.toggleSorting(true)}>
                  <ArrowDown aria-hidden="true" />
                  Desc
                </Item>
              </>
            )}
            {canSort && canHide && <Separator />}
            {canHide && (
              <Item onSelect={() => column.toggleVisibility(false)}>
                <EyeOff aria-hidden="true" />
                Hide
              </Item>
            )}
          </>
        )}
      </DropdownMenuOnDemand>
    </div>
  );
}
