'use client';

import { columnRules, createDataTableColumnHelper } from '@/components/data-table';
import { Badge } from '@/components/ui/badge';
import type { MedicalReportRecord } from '@/lib/data/medical-reports';
import type { ListPage } from '@/lib/data/paging';
import { capitalise, formatLongDate } from '@/lib/format';
import { ChartTable } from './chart-table';

const column = createDataTableColumnHelper<MedicalReportRecord>();

/** As the patient sheet shows a report's status. */
const VARIANT = { normal: 'secondary', abnormal: 'destructive', pending: 'outline' } as const;

const columns = column.columns([
  column.accessor('date', { header: 'Date', cell: (info) => formatLongDate(info.getValue()), ...columnRules() }),
  column.accessor('title', { header: 'Report', ...columnRules() }),
  column.accessor('doctorName', { header: 'Doctor', ...columnRules() }),
  column.accessor('result', { header: 'Result', ...columnRules() }),
  column.accessor('status', { header: 'Status', cell: (info) => <Badge variant={VARIANT[info.getValue()]}>{capitalise(info.getValue())}</Badge>, ...columnRules() }),
]);

/** The patient's medical reports, newest first. */
export function ReportsList({ list }: { list: ListPage<MedicalReportRecord> }) {
  return <ChartTable list={list} name="reports" columns={columns} emptyMessage="No medical reports yet." />;
}
