'use client';

import { columnRules, createDataTableColumnHelper } from '@/components/data-table';
import { WrappingEmail } from '@/components/data-table/wrapping-email';
import { InstantDate } from '@/components/instant-date';
import { Badge } from '@/components/ui/badge';
import type { StaffRow } from '@/lib/staff/queries/staff';
import type { DoctorRole } from '@/lib/db/schema/enums';
import { ROLE_LABELS, STATUS_LABELS } from './staff-labels';
import { StaffRowActions, type StaffRowAction } from './staff-row-actions';

const STATUS_VARIANT = { pending: 'outline', active: 'secondary', disabled: 'destructive' } as const;

const col = createDataTableColumnHelper<StaffRow>();

/** "On", "Off", or "Off, required" where MFA_REQUIRED asks it of the account's role (it is sent to enrol at sign-in). */
function TwoFactorCell({ on, required }: { on: boolean; required: boolean }) {
  if (on) return <Badge variant="success">On</Badge>;
  return required ? <Badge variant="warning">Off, required</Badge> : <Badge variant="outline">Off</Badge>;
}

/**
 * The Staff table's columns; the signed-in administrator's own row says so and cannot be disabled. Each account shows
 * its two-factor state and its last sign-in (`twoFactorRequiredRoles`: the roles MFA_REQUIRED asks a second factor of).
 */
export function getStaffColumns({
  currentDoctorId,
  onRowAction,
  twoFactorRequiredRoles = [],
}: {
  currentDoctorId: number;
  onRowAction: StaffRowAction;
  twoFactorRequiredRoles?: readonly DoctorRole[];
}) {
  return col.columns([
    col.accessor('name', {
      meta: { card: 'title' },
      header: 'Name',
      cell: ({ row }) => (
        // A long name wraps (room kept for about twenty letters) rather than widen the table.
        <span className="flex min-w-40 flex-wrap items-center gap-x-2 gap-y-1 font-medium whitespace-normal">
          {row.original.name}
          {row.original.id === currentDoctorId && <Badge variant="outline">You</Badge>}
        </span>
      ),
      ...columnRules(),
    }),
    col.accessor('email', { header: 'Email', cell: ({ getValue }) => <WrappingEmail email={getValue()} />, ...columnRules() }),
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
    col.accessor('twoFactor', {
      header: 'Two-factor',
      cell: ({ row }) => <TwoFactorCell on={row.original.twoFactor} required={twoFactorRequiredRoles.includes(row.original.role)} />,
      ...columnRules(),
    }),
    col.accessor('lastSignInAt', {
      header: 'Last sign-in',
      cell: ({ getValue }) => {
        const at = getValue();
        return at ? <InstantDate iso={at} withTime /> : <span className="text-muted-foreground">Never</span>;
      },
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
