'use client';

import { DataTable, DataTableToolbar, DataTableViewOptions } from '@/components/data-table';
import { APPOINTMENTS_PAGE_SIZE } from '@/lib/constants';
import type { AppointmentRow } from '@/lib/hospital-api/contract';
import { appointmentColumns } from './appointment-columns';

export function AppointmentsTable({ rows, addButton }: { rows: AppointmentRow[]; addButton: React.ReactNode }) {
  return (
    <DataTable
      data={rows}
      columns={appointmentColumns}
      pageSize={APPOINTMENTS_PAGE_SIZE}
      getRowId={(row) => String(row.id)}
      label="Appointments"
      toolbar={(table) => (
        <DataTableToolbar table={table} searchColumn="name" searchPlaceholder="Search patients" searchLabel="Search patients">
          <DataTableViewOptions table={table} />
          {addButton}
        </DataTableToolbar>
      )}
    />
  );
}
