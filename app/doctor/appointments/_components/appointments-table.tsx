'use client';

import { useSearchParams } from 'next/navigation';
import { useMemo } from 'react';
import { useReschedule } from '@/components/appointments/use-reschedule';
import { useStatusChange } from '@/components/appointments/use-status-change';
import { DataTable, DataTableToolbar, DataTableViewOptions, useTableUrl } from '@/components/data-table';
import type { Actor } from '@/lib/auth/roles';
import type { ListPage } from '@/lib/db/paging';
import type { AppointmentRow } from '@/lib/hospital-api/contract';
import type { AppointmentSort } from '@/lib/hospital-api/schema';
import type { TableParams } from '@/lib/lists/table-url';
import { getAppointmentColumns } from './appointment-columns';

const rowId = (row: AppointmentRow) => String(row.id);

/**
 * One page of appointments, paged, sorted by name and searched by the server through the URL (the Show
 * dropdown's `show` stays in the URL beside them). Hiding Mobile or Email stays in the browser.
 */
export function AppointmentsTable({
  list,
  params,
  addButton,
  now,
  me,
}: {
  list: ListPage<AppointmentRow>;
  params: TableParams<AppointmentSort>;
  addButton: React.ReactNode;
  /** When the page was drawn (ms): a waiting patient's minutes are counted to it, on the server and in the browser alike. */
  now: number;
  /** The signed-in doctor: the row menu offers state moves on their own appointments, or on all for an administrator. */
  me: Actor;
}) {
  const { state } = useTableUrl({ params: { ...params, page: list.page }, total: list.total, searchColumn: 'name' });
  const { request, confirmation, preload } = useStatusChange();
  const { request: requestReschedule, dialog: rescheduleDialog, preload: preloadReschedule } = useReschedule();
  // A booking just added (`?highlight=` its id, set by the add form).
  const highlight = useSearchParams().get('highlight') ?? undefined;
  const { id: meId, role } = me;
  const columns = useMemo(
    () =>
      getAppointmentColumns({
        onRowAction: (action) =>
          action.type === 'reschedule'
            ? requestReschedule({ id: action.row.id, name: action.row.name, doctorName: action.row.doctorName, date: action.row.date, time: action.row.time })
            : request(action.row.id, action.status, action.row),
        onMenuOpen: () => {
          preload();
          preloadReschedule();
        },
        now,
        me: { id: meId, role },
      }),
    [request, preload, requestReschedule, preloadReschedule, now, meId, role],
  );
  return (
    <>
      {confirmation}
      {rescheduleDialog}
      <DataTable
        data={list.rows}
        columns={columns}
        getRowId={rowId}
        server={state}
        label="Appointments"
        highlightedRowId={highlight}
        toolbar={(table) => (
          <DataTableToolbar table={table} searchColumn="name" searchPlaceholder="Search patients" searchLabel="Search patients">
            <DataTableViewOptions table={table} />
            {addButton}
          </DataTableToolbar>
        )}
      />
    </>
  );
}
