'use client';

import { createContext, use } from 'react';
import { Eye } from 'lucide-react';
import { columnRules, createDataTableColumnHelper } from '@/components/data-table';
import { IconButton } from '@/components/records/icon-button';
import { PersonCell } from '@/components/records/person-cell';
import { formatLongDate, formatNaira } from '@/lib/format';
import type { TransactionRow } from '@/lib/hospital-api/contract';
import { StatusBadge } from './status-badge';

/** Opens the `Transaction detail` sheet; the table provides it, the Actions cell uses it. */
export const OpenTransactionContext = createContext<(row: TransactionRow) => void>(() => undefined);

function ViewButton({ row }: { row: TransactionRow }) {
  const open = use(OpenTransactionContext);
  return (
    <IconButton label={`View transaction ${row.id}`} onClick={() => open(row)}>
      <Eye aria-hidden="true" />
    </IconButton>
  );
}

const col = createDataTableColumnHelper<TransactionRow>();

export const TRANSACTION_COLUMNS = col.columns([
  col.accessor('id', { header: 'ID', ...columnRules() }),
  col.accessor('name', {
    header: 'Patient',
    cell: ({ row }) => <PersonCell name={row.original.name} avatar={row.original.patient.avatar} />,
    ...columnRules(),
  }),
  col.accessor('appointment', { header: 'Appointment', ...columnRules() }),
  col.accessor('date', { header: 'Date', cell: ({ getValue }) => formatLongDate(getValue()), ...columnRules() }),
  col.accessor('total', { header: 'Total', cell: ({ getValue }) => formatNaira(getValue()), ...columnRules() }),
  col.accessor('status', { header: 'Status', cell: ({ getValue }) => <StatusBadge status={getValue()} />, ...columnRules() }),
  col.display({ id: 'actions', header: 'Actions', cell: ({ row }) => <ViewButton row={row.original} />, ...columnRules() }),
]);
