'use client';

import Link from 'next/link';
import { columnRules, createDataTableColumnHelper } from '@/components/data-table';
import { formatInstantDate } from '@/components/format-date';
import type { ChartDiagnosisTest } from '@/lib/data/patient-chart';
import type { ListPage } from '@/lib/data/paging';
import { ChartTable } from './chart-table';

const column = createDataTableColumnHelper<ChartDiagnosisTest>();

const columns = column.columns([
  column.accessor('reportNumber', {
    header: 'Report number',
    cell: (info) => (
      <Link href={`/doctor/edit-diagnosis/${info.row.original.id}`} className="font-medium text-primary underline underline-offset-4">
        {info.getValue()}
      </Link>
    ),
    ...columnRules(),
  }),
  column.accessor('categoryName', { header: 'Diagnosis category', ...columnRules() }),
  column.accessor('doctorName', { header: 'Doctor', ...columnRules() }),
  column.accessor('createdOn', { header: 'Created on', cell: (info) => formatInstantDate(info.getValue()), ...columnRules() }),
]);

/** The patient's diagnosis tests, newest first; each report number opens the test. */
export function TestsList({ list }: { list: ListPage<ChartDiagnosisTest> }) {
  return <ChartTable list={list} name="tests" columns={columns} emptyMessage="No diagnosis tests yet." />;
}
