'use client';

import { Badge } from '@/components/ui/badge';
import { DataTable, columnRules, createDataTableColumnHelper, useTableUrl } from '@/components/data-table';
import type { ListPage } from '@/lib/data/paging';
import type { MedicalReport } from '@/lib/hospital-api/contract';
import { formatDate } from '@/lib/format';
import { REPORTS_PREFIX } from './patient-list-keys';

const column = createDataTableColumnHelper<MedicalReport>();

const STATUS_VARIANT = { normal: 'secondary', abnormal: 'destructive', pending: 'outline' } as const;

const columns = column.columns([
  column.accessor('date', { meta: { card: 'key' }, header: 'Date', cell: (info) => formatDate(info.getValue()), ...columnRules() }),
  column.accessor('title', { meta: { card: 'title' }, header: 'Report', ...columnRules() }),
  column.accessor('doctorName', { header: 'Doctor', ...columnRules() }),
  column.accessor('result', { header: 'Result', ...columnRules() }),
  column.accessor('status', {
    meta: { card: 'key' },
    header: 'Status',
    cell: (info) => <Badge variant={STATUS_VARIANT[info.getValue()]}>{info.getValue()}</Badge>,
    ...columnRules(),
  }),
]);

const rowId = (report: MedicalReport) => String(report.id);

/**
 * One page of one patient's medical reports, newest first, paged by the server through the URL
 * (`?reportsPage=`, beside `?patient=`). Neither searched nor sorted (SPEC).
 */
export function MedicalReportsTable({ list, pageSize }: { list: ListPage<MedicalReport>; pageSize: number }) {
  const { state } = useTableUrl({ params: { page: list.page, pageSize, q: '', sort: null, dir: 'asc' }, total: list.total, prefix: REPORTS_PREFIX });
  return <DataTable data={list.rows} columns={columns} getRowId={rowId} server={state} label="Medical reports" />;
}
