'use client';

import { columnRules, createDataTableColumnHelper } from '@/components/data-table';
import { InstantDate } from '@/components/instant-date';
import { Badge } from '@/components/ui/badge';
import type { StaffRow } from '@/lib/data/staff';
import { ROLE_LABELS, STATUS_LABELS } from './staff-labels';
import { StaffRowActions, type StaffRowAction } from './staff-row-actions';

const STATUS_VARIANT = { pending: 'outline', active: 'secondary', disabled: 'destructive' } as const;

const col = createDataTableColumnHelper<StaffRow>();

/** The Staff table's columns; the signed-in administrator's own row says so and cannot be disabled. */
export function getStaffColumns({ currentDoctorId, onRowAction }: { currentDoctorId: number; onRowAction: StaffRowAction }) {
  return col.columns([
    col.accessor('name', {
      meta: { card: 'title' },
      header: 'Name',
      cell: ({ row }) => (
        <span className="flex items-center gap-2 font-medium">
          {row.original.name}
          {row.original.id === currentDoctorId && <Badge variant="outline">You</Badge>}
        </span>
      ),
      ...columnRules(),
    }),
    col.accessor('email', { header: 'Email', ...columnRules() }),
    col.accessor('role', {
      meta: { card: 'key' },
      header: 'Role',
      cell: ({ getValue }) => <Badge variant={getValue() === 'administrator' ? 'default' : 'outline'}>{ROLE_LABELS[getValue()]}</Badge>,
      ...columnRules(),
    }),
    col.accessor('status', {
      meta: { card: 'key' },
      header: 'State',
      cell: ({ getValue }) => <Badge variant={STATUS_VARIANT[getValue()]}>{STATUS_LABELS[getValue()]}</Badge>,
      ...columnRules(),
    }),
    col.accessor('createdAt', {
      header: 'Created',
      cell: ({ getValue }) => <InstantDate iso={getValue()} />,
      ...columnRules(),
    }),
    col.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => <StaffRowActions row={row.original} own={row.original.id === currentDoctorId} onRowAction={onRowAction} />,
      ...columnRules(),
    }),
  ]);
}
