'use client';

import { Trash2 } from 'lucide-react';
import { columnRules, createDataTableColumnHelper, DataTableColumnHeader } from '@/components/data-table';
import { InstantDate } from '@/components/instant-date';
import { Button } from '@/components/ui/button';
import type { DiagnosisCategoryRecord } from '@/lib/diagnosis/queries/categories';

/** What a row's buttons ask the table to do. */
export type CategoryRowAction = { type: 'delete'; category: DiagnosisCategoryRecord };

function DeleteCategoryButton({ category, onRowAction }: { category: DiagnosisCategoryRecord; onRowAction: (action: CategoryRowAction) => void }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="text-destructive hover:text-destructive"
      aria-label={`Delete ${category.name}`}
      title="Delete"
      onClick={() => onRowAction({ type: 'delete', category })}
    >
      <Trash2 aria-hidden="true" />
    </Button>
  );
}

const col = createDataTableColumnHelper<DiagnosisCategoryRecord>();

/** The category table's columns; the row's buttons report to `onRowAction`. */
export const getCategoryColumns = ({ onRowAction }: { onRowAction: (action: CategoryRowAction) => void }) =>
  col.columns([
  col.accessor('name', {
    meta: { label: 'Category', card: 'title' },
    header: ({ column }) => <DataTableColumnHeader column={column} title="CATEGORY" />,
    cell: ({ row }) => <span className="font-medium">{row.original.name}</span>,
    ...columnRules({ sortable: true }),
  }),
  col.accessor('description', {
    meta: { label: 'Description' },
    header: ({ column }) => <DataTableColumnHeader column={column} title="DESCRIPTION" />,
    cell: ({ row }) => <p className="max-w-xl text-sm whitespace-normal text-muted-foreground">{row.original.description || '—'}</p>,
    ...columnRules(),
  }),
  col.accessor('testCount', {
    meta: { label: 'Diagnosis tests', card: 'key' },
    header: ({ column }) => <DataTableColumnHeader column={column} title="DIAGNOSIS TESTS" />,
    ...columnRules(),
  }),
  col.accessor('createdOn', { meta: { label: 'Created on' }, header: ({ column }) => <DataTableColumnHeader column={column} title="CREATED ON" />, cell: ({ getValue }) => <InstantDate iso={getValue()} />, ...columnRules() }),
  col.display({ id: 'actions', header: 'ACTION', cell: ({ row }) => <DeleteCategoryButton category={row.original} onRowAction={onRowAction} />, ...columnRules() }),
  ]);
