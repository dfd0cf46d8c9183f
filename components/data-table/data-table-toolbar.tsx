'use client';

import { useId, type ReactNode } from 'react';
import { X } from 'lucide-react';
import type { RowData } from '@tanstack/react-table';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import type { DataTableColumn, DataTableInstance } from './data-table-features';

/** The generic list table's filter fields (the brief's). */
export const GENERIC_FILTER_FIELDS = [
  { id: 'name', label: 'Name' },
  { id: 'description', label: 'Description' },
  { id: 'status', label: 'Status' },
  { id: 'createdAt', label: 'Created At' },
] as const;

export interface DataTableFilterField {
  id: string;
  label: string;
}

/** A leaf column by id, or `undefined` (without TanStack's "does not exist" warning). */
function findColumn<TData extends RowData>(table: DataTableInstance<TData>, id: string) {
  return table.getAllLeafColumns().find((column) => column.id === id && column.getCanFilter());
}

interface DataTableTextFilterProps<TData extends RowData> {
  column: DataTableColumn<TData>;
  label: string;
  placeholder?: string;
  className?: string;
}

/** A labelled text input bound to one column's filter value. */
export function DataTableTextFilter<TData extends RowData>({
  column,
  label,
  placeholder,
  className,
}: DataTableTextFilterProps<TData>) {
  const id = useId();
  const value = column.getFilterValue();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Input
        id={id}
        type="search"
        placeholder={placeholder ?? label}
        value={value == null ? '' : String(value)}
        onChange={(event) => column.setFilterValue(event.target.value)}
        // Full width on a phone, so that the whole placeholder shows; the toolbar wraps around it.
        className={cn('h-8 w-full sm:w-[250px]', className)}
      />
    </>
  );
}

interface DataTableFilterFieldsProps<TData extends RowData> {
  table: DataTableInstance<TData>;
  fields?: ReadonlyArray<DataTableFilterField>;
}

/** One filter input per field whose column the table has (default: the generic fields). */
export function DataTableFilterFields<TData extends RowData>({
  table,
  fields = GENERIC_FILTER_FIELDS,
}: DataTableFilterFieldsProps<TData>) {
  return fields.map((field) => {
    const column = findColumn(table, field.id);
    return column ? <DataTableTextFilter key={field.id} column={column} label={field.label} className="lg:w-[180px]" /> : null;
  });
}

export interface DataTableToolbarProps<TData extends RowData> {
  table: DataTableInstance<TData>;
  /** Id of the column the search box filters; no search box without it. */
  searchColumn?: string;
  searchPlaceholder?: string;
  /** Accessible name of the search box (defaults to the placeholder). */
  searchLabel?: string;
  /** More filter inputs, e.g. `<DataTableFilterFields table={table} />`. */
  filters?: ReactNode;
  /** Extra buttons on the right (add, View options, ...). */
  children?: ReactNode;
}

export function DataTableToolbar<TData extends RowData>({
  table,
  searchColumn,
  searchPlaceholder,
  searchLabel,
  filters,
  children,
}: DataTableToolbarProps<TData>) {
  const searched = searchColumn ? findColumn(table, searchColumn) : undefined;
  const isFiltered = table.state.columnFilters.length > 0;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      {/* A row of its own on a phone (its buttons wrap below), so that the search box has the full width. */}
      <div className="flex min-w-0 grow basis-full flex-wrap items-center gap-2 sm:basis-0">
        {searched && (
          <DataTableTextFilter
            column={searched}
            label={searchLabel ?? searchPlaceholder ?? 'Search'}
            placeholder={searchPlaceholder}
          />
        )}
        {filters}
        {isFiltered && (
          <Button variant="ghost" size="sm" className="h-8 px-2 lg:px-3" onClick={() => table.resetColumnFilters()}>
            Reset
            <X aria-hidden="true" />
          </Button>
        )}
      </div>
      {children && <div className="flex flex-wrap items-center gap-2">{children}</div>}
    </div>
  );
}
