'use client';

import { MoreHorizontal } from 'lucide-react';
import Link from 'next/link';
import { DataTableColumnHeader, columnRules, createDataTableColumnHelper } from '@/components/data-table';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { formatLongDate, formatTime } from '@/lib/format';
import type { AppointmentRow } from '@/lib/hospital-api/contract';
import { initials } from '@/lib/initials';

const column = createDataTableColumnHelper<AppointmentRow>();

const STATUS_VARIANT = { pending: 'outline', completed: 'secondary', cancelled: 'destructive' } as const;
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The row's Open menu. View is a link, so that it opens in a new tab as a doctor expects of one. */
function RowMenu({ appointment }: { appointment: AppointmentRow }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Open menu">
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <Link href={`/doctor/appointment/${appointment.id}`}>View</Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * SPEC.md's columns and rules: Sr no. neither sortable nor hideable; Name sortable (by the server), not
 * hideable; Mobile and Email hideable, not sortable; Date, Time, Status and Actions neither.
 */
export const APPOINTMENT_COLUMNS = column.columns([
  column.accessor('id', { header: 'Sr no.', ...columnRules() }),
  column.accessor('name', {
    header: ({ column: c }) => <DataTableColumnHeader column={c} title="Name" />,
    cell: (info) => (
      <span className="flex items-center gap-2">
        <Avatar className="size-8" aria-hidden="true">
          <AvatarFallback className="text-xs">{initials(info.getValue())}</AvatarFallback>
        </Avatar>
        <span data-testid="appointment-name">{info.getValue()}</span>
      </span>
    ),
    ...columnRules({ sortable: true }),
  }),
  column.accessor('mobile', {
    header: ({ column: c }) => <DataTableColumnHeader column={c} title="Mobile" />,
    meta: { label: 'Mobile' },
    ...columnRules({ hideable: true }),
  }),
  column.accessor('email', {
    header: ({ column: c }) => <DataTableColumnHeader column={c} title="Email" />,
    meta: { label: 'Email' },
    ...columnRules({ hideable: true }),
  }),
  column.accessor('date', { header: 'Date', cell: (info) => formatLongDate(info.getValue()), ...columnRules() }),
  column.accessor('time', { header: 'Time', cell: (info) => formatTime(info.getValue()), ...columnRules() }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => <Badge variant={STATUS_VARIANT[info.getValue()]}>{capitalise(info.getValue())}</Badge>,
    ...columnRules(),
  }),
  column.display({
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => <RowMenu appointment={row.original} />,
    ...columnRules(),
  }),
]);
