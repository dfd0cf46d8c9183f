'use client';

import Link from '@/components/ui/link';
import { columnRules, createDataTableColumnHelper } from '@/components/data-table';
import { formatInstantDate } from '@/components/format-date';
import { Badge } from '@/components/ui/badge';
import type { ChartListPage, ChartPrescription } from '@/lib/data/patient-chart';
import { ChartTable } from './chart-table';
import { VoidedCell } from './voided-cell';

const column = createDataTableColumnHelper<ChartPrescription>();

const columns = column.columns([
  column.accessor('addedAt', {
    meta: { card: 'title' },
    header: 'Added at',
    cell: (info) => (
      <VoidedCell voided={info.row.original.voided} note>
        <Link href={`/doctor/prescription/prescriptionn-details?id=${info.row.original.id}`} className="font-medium text-primary underline underline-offset-4">
          {formatInstantDate(info.getValue())}
        </Link>
      </VoidedCell>
    ),
    ...columnRules(),
  }),
  column.accessor('doctorName', {
    header: 'Doctor',
    cell: (info) => <VoidedCell voided={info.row.original.voided}>{info.getValue()}</VoidedCell>,
    ...columnRules(),
  }),
  column.accessor('active', {
    meta: { card: 'key' },
    header: 'Status',
    cell: (info) =>
      info.row.original.voided ? (
        <Badge variant="destructive">Voided</Badge>
      ) : (
        <Badge variant={info.getValue() ? 'default' : 'secondary'}>{info.getValue() ? 'Active' : 'Inactive'}</Badge>
      ),
    ...columnRules(),
  }),
]);

/** The patient's prescriptions, newest first (voided ones struck through); each date opens the prescription's details. */
export function PrescriptionsList({ list }: { list: ChartListPage<ChartPrescription> }) {
  return <ChartTable list={list} name="prescriptions" columns={columns} emptyMessage="No prescriptions yet." />;
}
