'use client';

import { Badge } from '@/components/ui/badge';
import { DataTable, columnRules, createDataTableColumnHelper } from '@/components/data-table';
import type { MedicalReport } from '@/lib/hospital-api/contract';
import { formatLongDate } from '@/lib/format';

const column = createDataTableColumnHelper<MedicalReport>();

const STATUS_VARIANT = { normal: 'secondary', abnormal: 'destructive', pending: 'outline' } as const;

const columns = column.columns([
  column.accessor('date', { header: 'Date', cell: (info) => formatLongDate(info.getValue()), ...columnRules() }),
  column.accessor('title', { header: 'Report', ...columnRules() }),
  column.accessor('doctorName', { header: 'Doctor', ...columnRules() }),
  column.accessor('result', { header: 'Result', ...columnRules() }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => <Badge variant={STATUS_VARIANT[info.getValue()]}>{info.getValue()}</Badge>,
    ...columnRules(),
  }),
]);

/** The medical reports of one patient, as the hospital API gives them. */
export function MedicalReportsTable({ reports }: { reports: MedicalReport[] }) {
  return <DataTable data={reports} columns={columns} getRowId={(report) => String(report.id)} label="Medical reports" />;
}
