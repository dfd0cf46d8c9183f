'use client';

import { Settings2 } from 'lucide-react';
import type { RowData } from '@tanstack/react-table';

import { DropdownMenuOnDemand } from '@/components/ui/dropdown-menu-on-demand';
import type { DataTableColumn, DataTableInstance } from './data-table-features';

/** A column's human name: `meta.label`, else a plain-text header, else its id. */
export function columnLabel<TData extends RowData>(column: DataTableColumn<TData>): string {
  const { meta, header } = column.columnDef;
  return meta?.label ?? (typeof header === 'string' ? header : column.id);
}

/** A "View" menu with a checkbox per column that can hide; nothing when no column can. */
export function DataTableViewOptions<TData extends RowData>({ table }: { table: DataTableInstance<TData> }) {
  const hideable = table.getAllLeafColumns().filter((column) => column.getCanHide());
  if (hideable.length === 0) return null;
  return (
    <DropdownMenuOnDemand
      name="Toggle columns"
      button={{
        variant: 'outline',
        size: 'sm',
        className: 'ml-auto h-8',
        children: (
          <>
            <Settings2 aria-hidden="true" />
            View
          </>
        ),
      }}
      content={{ align: 'end', className: 'w-[160px]' }}
    >
      {({ CheckboxItem, Label, Separator }) => (
        <>
          <Label>Toggle columns</Label>
          <Separator />
          {hideable.map((column) => (
            <CheckboxItem key={column.id} checked={column.getIsVisible()} onCheckedChange={(value) => column.toggleVisibility(value)}>
              {columnLabel(column)}
            </CheckboxItem>
          ))}
        </>
      )}
    </DropdownMenuOnDemand>
  );
}
