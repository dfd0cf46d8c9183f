'use client';

import Link from '@/components/ui/link';
import { columnRules, createDataTableColumnHelper } from '@/components/data-table';
import { formatInstantDate } from '@/components/format-date';
import type { ChartDiagnosisTest, ChartListPage } from '@/lib/patients/queries/chart';
import { ChartTable } from './chart-table';
import { VoidedCell } from './voided-cell';

const column = createDataTableColumnHelper<ChartDiagnosisTest>();

const columns = column.columns([
  column.accessor('reportNumber', {
    meta: { card: 'key' },
    header: 'Report number',
    cell: (info) => (
      <VoidedCell voided={info.row.original.voided} note>
        <Link href={`/doctor/edit-diagnosis/${info.row.original.id}`} className="font-medium text-primary underline underline-offset-4">
          {info.getValue()}
        </Link>
      </VoidedCell>
    ),
    ...columnRules(),
  }),
  column.accessor('categoryName', {
    meta: { card: 'title' },
    header: 'Diagnosis category',
    cell: (info) => <VoidedCell voided={info.row.original.voided}>{info.getValue()}</VoidedCell>,
    ...columnRules(),
  }),
  column.accessor('doctorName', {
    header: 'Doctor',
    cell: (info) => <VoidedCell voided={info.row.original.voided}>{info.getValue()}</VoidedCell>,
    ...columnRules(),
  }),
  column.accessor('createdOn', {
    meta: { card: 'key' },
    header: 'Created on',
    cell: (info) => <VoidedCell voided={info.row.original.voided}>{formatInstantDate(info.getValue())}</VoidedCell>,
    ...columnRules(),
  }),
]);

/** The patient's diagnosis tests, newest first (voided ones struck through); each report number opens the test. */
export function TestsList({ list }: { list: ChartListPage<ChartDiagnosisTest> }) {
  return <ChartTable list={list} name="tests" columns={columns} emptyMessage="No diagnosis tests yet." />;
}
