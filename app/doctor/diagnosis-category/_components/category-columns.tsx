'use client';

import { Trash2 } from 'lucide-react';
import { createContext, useContext } from 'react';
import { columnRules, createDataTableColumnHelper, DataTableColumnHeader } from '@/components/data-table';
import { formatInstantDate, instantDay } from '@/components/clinical/format-date';
import { Button } from '@/components/ui/button';
import type { DiagnosisCategoryRecord } from '@/lib/data/diagnosis-categories';

/** Lets the module-scope columns open the list's delete confirmation. */
export const AskDeleteCategoryContext = createContext<(category: DiagnosisCategoryRecord) => void>(() => undefined);

function DeleteCategoryButton({ category }: { category: DiagnosisCategoryRecord }) {
  const askDelete = useContext(AskDeleteCategoryContext);
  return (
    <Button
      variant="ghost"
      size="icon"
      className="text-destructive hover:text-destructive"
      aria-label={`Delete ${category.name}`}
      title="Delete"
      onClick={() => askDelete(category)}
    >
      <Trash2 aria-hidden="true" />
    </Button>
  );
}

const col = createDataTableColumnHelper<DiagnosisCategoryRecord>();

export const CATEGORY_COLUMNS = col.columns([
  col.accessor('name', {
    header: ({ column }) => <DataTableColumnHeader column={column} title="CATEGORY" />,
    cell: ({ row }) => <span className="font-medium">{row.original.name}</span>,
    ...columnRules({ sortable: true }),
  }),
  col.accessor('description', {
    header: ({ column }) => <DataTableColumnHeader column={column} title="DESCRIPTION" />,
    cell: ({ row }) => <p className="max-w-xl text-sm whitespace-normal text-muted-foreground">{row.original.description || '—'}</p>,
    ...columnRules(),
  }),
  col.accessor('testCount', {
    header: ({ column }) => <DataTableColumnHeader column={column} title="DIAGNOSIS TESTS" />,
    ...columnRules(),
  }),
  col.accessor('createdOn', {
    header: ({ column }) => <DataTableColumnHeader column={column} title="CREATED ON" />,
    cell: ({ row }) => <time dateTime={instantDay(row.original.createdOn)}>{formatInstantDate(row.original.createdOn)}</time>,
    ...columnRules(),
  }),
  col.display({
    id: 'actions',
    header: 'ACTION',
    cell: ({ row }) => <DeleteCategoryButton category={row.original} />,
    ...columnRules(),
  }),
]);
