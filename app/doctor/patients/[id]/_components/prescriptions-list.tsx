'use client';

import Link from '@/components/ui/link';
import { columnRules, createDataTableColumnHelper } from '@/components/data-table';
import { formatInstantDate } from '@/components/format-date';
import { VOIDED_ROW_CLASS } from '@/components/forms/voided-note';
import { MedicineNames } from '@/components/prescription/medicine-names';
import { PrescriptionStateBadge } from '@/components/prescription/prescription-state-badge';
import type { ChartListPage, ChartPrescription } from '@/lib/patients/queries/chart';
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
  column.accessor('medicineNames', {
    header: 'Medicines',
    // Struck through on its own: the names are a clamped block, which an inline strike-through would not reach.
    cell: (info) => <MedicineNames names={info.getValue()} className={info.row.original.voided ? VOIDED_ROW_CLASS : undefined} />,
    ...columnRules(),
  }),
  column.accessor('doctorName', {
    header: 'Doctor',
    cell: (info) => <VoidedCell voided={info.row.original.voided}>{info.getValue()}</VoidedCell>,
    ...columnRules(),
  }),
  column.accessor('status', {
    meta: { card: 'key' },
    header: 'Status',
    cell: (info) => <PrescriptionStateBadge prescription={info.row.original} />,
    ...columnRules(),
  }),
]);

/** The patient's prescriptions, newest first (voided ones struck through); each date opens the prescription's details. */
export function PrescriptionsList({ list }: { list: ChartListPage<ChartPrescription> }) {
  return <ChartTable list={list} name="prescriptions" columns={columns} emptyMessage="No prescriptions yet." />;
}
