'use client';

import Link from '@/components/ui/link';
import { AppointmentStatusBadge } from '@/components/appointments/appointment-status-badge';
import { columnRules, createDataTableColumnHelper } from '@/components/data-table';
import type { ChartAppointment } from '@/lib/patients/queries/chart';
import type { ListPage } from '@/lib/db/paging';
import { capitalise, formatDate, formatTime } from '@/lib/format';
import { ChartTable } from './chart-table';

const column = createDataTableColumnHelper<ChartAppointment>();

const columns = column.columns([
  column.accessor('date', {
    meta: { card: 'title' },
    header: 'Date',
    cell: (info) => (
      <Link href={`/doctor/appointment/${info.row.original.id}`} className="font-medium text-primary underline underline-offset-4">
        {formatDate(info.getValue())}
      </Link>
    ),
    ...columnRules(),
  }),
  column.accessor('time', { meta: { card: 'key' }, header: 'Time', cell: (info) => formatTime(info.getValue()), ...columnRules() }),
  column.accessor('type', { header: 'Type', cell: (info) => capitalise(info.getValue()), ...columnRules() }),
  column.accessor('status', { meta: { card: 'key' }, header: 'Status', cell: (info) => <AppointmentStatusBadge status={info.getValue()} />, ...columnRules() }),
  column.accessor('doctorName', { header: 'Doctor', ...columnRules() }),
]);

/** The patient's appointments, today's and the coming ones first; each date opens the appointment's page. */
export function AppointmentsList({ list }: { list: ListPage<ChartAppointment> }) {
  return <ChartTable list={list} name="appointments" columns={columns} emptyMessage="No appointments yet." />;
}
