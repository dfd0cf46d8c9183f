'use client';

import { columnRules, createDataTableColumnHelper } from '@/components/data-table';
import { Badge } from '@/components/ui/badge';
import type { TransactionStatus } from '@/lib/db/schema/enums';
import type { ChartTransaction } from '@/lib/patients/queries/chart';
import type { ListPage } from '@/lib/db/paging';
import { capitalise, formatDate, formatNaira } from '@/lib/format';
import { ChartTable } from './chart-table';

const column = createDataTableColumnHelper<ChartTransaction>();

/** As the Transactions screen shows a status: Success green, Pending amber, Failed destructive. */
const VARIANT: Record<TransactionStatus, 'success' | 'warning' | 'destructive'> = { success: 'success', pending: 'warning', failed: 'destructive' };

const columns = column.columns([
  column.accessor('date', { meta: { card: 'title' }, header: 'Date', cell: (info) => formatDate(info.getValue()), ...columnRules() }),
  column.accessor('appointmentType', { header: 'Appointment', cell: (info) => capitalise(info.getValue() ?? 'walk-in'), ...columnRules() }),
  column.accessor('total', { meta: { card: 'key' }, header: 'Total', cell: (info) => formatNaira(info.getValue()), ...columnRules() }),
  column.accessor('status', { meta: { card: 'key' }, header: 'Status', cell: (info) => <Badge variant={VARIANT[info.getValue()]}>{capitalise(info.getValue())}</Badge>, ...columnRules() }),
]);

/** The patient's transactions, newest first. */
export function TransactionsList({ list }: { list: ListPage<ChartTransaction> }) {
  return <ChartTable list={list} name="transactions" columns={columns} emptyMessage="No transactions yet." />;
}
