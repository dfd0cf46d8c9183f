'use client';

import Link from 'next/link';
import { columnRules, createDataTableColumnHelper } from '@/components/data-table';
import { formatInstantDate } from '@/components/format-date';
import { Badge } from '@/components/ui/badge';
import type { ChartPrescription } from '@/lib/data/patient-chart';
import type { ListPage } from '@/lib/data/paging';
import { ChartTable } from './chart-table';

const column = createDataTableColumnHelper<ChartPrescription>();

const columns = column.columns([
  column.accessor('addedAt', {
    header: 'Added at',
    cell: (info) => (
      <Link href={`/doctor/prescription/prescriptionn-details?id=${info.row.original.id}`} className="font-medium text-primary underline underline-offset-4">
        {formatInstantDate(info.getValue())}
      </Link>
    ),
    ...columnRules(),
  }),
  column.accessor('doctorName', { header: 'Doctor', ...columnRules() }),
  column.accessor('active', {
    header: 'Status',
    cell: (info) => <Badge variant={info.getValue() ? 'default' : 'secondary'}>{info.getValue() ? 'Active' : 'Inactive'}</Badge>,
    ...columnRules(),
  }),
]);

/** The patient's prescriptions, newest first; each date opens the prescription's details. */
export function PrescriptionsList({ list }: { list: ListPage<ChartPrescription> }) {
  return <ChartTable list={list} name="prescriptions" columns={columns} emptyMessage="No prescriptions yet." />;
}
