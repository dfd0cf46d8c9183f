'use client';

import { DataTable, DataTableToolbar, DataTableViewOptions, useTableUrl } from '@/components/data-table';
import type { ListPage } from '@/lib/data/paging';
import type { AppointmentRow } from '@/lib/hospital-api/contract';
import type { AppointmentSort } from '@/lib/validations/hospital-api';
import type { TableParams } from '@/lib/validations/table-params';
import { APPOINTMENT_COLUMNS } from './appointment-columns';

const rowId = (row: AppointmentRow) => String(row.id);

/**
 * One page of appointments, paged, sorted by name and searched by the server through the URL (the Show
 * dropdown's `show` stays in the URL beside them). Hiding Mobile or Email stays in the browser.
 */
export function AppointmentsTable({
  list,
  params,
  addButton,
}: {
  list: ListPage<AppointmentRow>;
  params: TableParams<AppointmentSort>;
  addButton: React.ReactNode;
}) {
  const { state } = useTableUrl({ params: { ...params, page: list.page }, total: list.total, searchColumn: 'name' });
  return (
    <DataTable
      data={list.rows}
      columns={APPOINTMENT_COLUMNS}
      getRowId={rowId}
      server={state}
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
