'use client';

import { Eye } from 'lucide-react';
import { columnRules, createDataTableColumnHelper } from '@/components/data-table';
import { IconButton } from '@/components/forms/icon-button';
import { PersonCell } from '@/components/forms/person-cell';
import { formatDate, formatNaira } from '@/lib/format';
import type { TransactionRow } from '@/lib/hospital-api/contract';
import { StatusBadge } from './status-badge';

/** What a row's button asks the table to do. */
export type TransactionRowAction = { type: 'view'; row: TransactionRow };

function ViewButton({ row, onRowAction }: { row: TransactionRow; onRowAction: (action: TransactionRowAction) => void }) {
  return (
    <IconButton label={`View transaction ${row.id}`} onClick={() => onRowAction({ type: 'view', row })}>
      <Eye aria-hidden="true" />
    </IconButton>
  );
}

const col = createDataTableColumnHelper<TransactionRow>();

/** The brief's columns, none sortable nor hideable; the Actions button reports to `onRowAction`. */
export const getTransactionColumns = ({ onRowAction }: { onRowAction: (action: TransactionRowAction) => void }) =>
  col.columns([
    col.accessor('id', { header: 'ID', ...columnRules() }),
    col.accessor('name', {
      meta: { card: 'title' },
      header: 'Patient',
      cell: ({ row }) => <PersonCell name={row.original.name} avatar={row.original.patient.avatar} />,
      ...columnRules(),
    }),
    col.accessor('appointment', { header: 'Appointment', ...columnRules() }),
    col.accessor('date', { header: 'Date', cell: ({ getValue }) => formatDate(getValue()), ...columnRules() }),
    col.accessor('total', { meta: { card: 'key' }, header: 'Total', cell: ({ getValue }) => formatNaira(getValue()), ...columnRules() }),
    col.accessor('status', { meta: { card: 'key' }, header: 'Status', cell: ({ getValue }) => <StatusBadge status={getValue()} />, ...columnRules() }),
    col.display({ id: 'actions', header: 'Actions', cell: ({ row }) => <ViewButton row={row.original} onRowAction={onRowAction} />, ...columnRules() }),
  ]);
