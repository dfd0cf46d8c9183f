'use client';

import { columnRules, createDataTableColumnHelper } from '@/components/data-table';
import { Badge } from '@/components/ui/badge';
import type { LabTestRow } from '@/lib/lab/queries/catalogue-list';
import { LabTestResult } from './lab-test-result';
import { LabTestRowActions, type OnLabTestAction } from './lab-test-row-actions';

const col = createDataTableColumnHelper<LabTestRow>();

const none = <span className="text-muted-foreground">—</span>;

/**
 * The catalogue's columns: what a doctor or a lab scientist needs to know of a test before ordering or running it. On a
 * phone each test is a card named by its name, its LOINC code, specimen and state under it. Administrators get a Retire
 * or Restore button on each row.
 */
export function getLabTestColumns({ onRowAction }: { onRowAction?: OnLabTestAction }) {
  const columns = [
    col.accessor('name', {
      meta: { label: 'Test', card: 'title' },
      header: 'Test',
      cell: ({ row }) => (
        <span className="block min-w-40 whitespace-normal">
          <span className="font-medium">{row.original.name}</span>
          {row.original.synonyms.length > 0 ? <span className="block text-xs text-muted-foreground">Also: {row.original.synonyms.join(', ')}</span> : null}
        </span>
      ),
      ...columnRules(),
    }),
    col.accessor('loinc', {
      meta: { label: 'LOINC', card: 'key' },
      header: 'LOINC',
      cell: ({ row }) => (
        <span className="block max-w-56 min-w-32 whitespace-normal">
          <span className="font-mono">{row.original.loinc}</span>
          <span className="block text-xs text-muted-foreground">{row.original.loincDisplay}</span>
        </span>
      ),
      ...columnRules(),
    }),
    col.accessor('specimen', { meta: { label: 'Specimen', card: 'key' }, header: 'Specimen', cell: ({ getValue }) => getValue(), ...columnRules() }),
    col.accessor('kind', { meta: { label: 'Result' }, header: 'Result', cell: ({ row }) => <LabTestResult test={row.original} />, ...columnRules() }),
    col.accessor('adultRange', { meta: { label: 'Adult range' }, header: 'Adult range', cell: ({ getValue }) => getValue() || none, ...columnRules() }),
    col.accessor('criticalLimits', { meta: { label: 'Critical' }, header: 'Critical', cell: ({ getValue }) => getValue() || none, ...columnRules() }),
    col.accessor('orderable', {
      meta: { label: 'Ordered' },
      header: 'Ordered',
      cell: ({ getValue }) => (getValue() ? 'On its own' : 'With its panel'),
      ...columnRules(),
    }),
    col.accessor('retired', {
      meta: { label: 'State', card: 'key' },
      header: 'State',
      cell: ({ row }) => (
        <span className="flex flex-wrap gap-1">
          <Badge variant={row.original.retired ? 'secondary' : 'success'}>{row.original.retired ? 'Retired' : 'Active'}</Badge>
          {row.original.clinic ? <Badge variant="outline">Clinic</Badge> : null}
        </span>
      ),
      ...columnRules(),
    }),
  ];
  if (!onRowAction) return col.columns(columns);
  return col.columns([
    ...columns,
    col.display({ id: 'actions', header: 'Actions', cell: ({ row }) => <LabTestRowActions row={row.original} onRowAction={onRowAction} />, ...columnRules() }),
  ]);
}
