'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useMemo, useOptimistic, useState, useTransition } from 'react';
import { toast } from '@/components/ui/toast';
import { DataTable, useUrlPages } from '@/components/data-table';
import { runInstantAction } from '@/components/forms/instant-action';
import {
  approveAccount,
  approveAsLabScientist,
  disableAccount,
  enableAccount,
  endAccountSessions,
  makeAdministrator,
  makeDoctor,
  makeLabScientist,
  removeAdministrator,
  resetTwoFactor,
} from '@/lib/staff/actions/staff';
import type { StaffRow } from '@/lib/staff/queries/staff';
import { STAFF_PAGE_SIZE } from '@/lib/staff/schema/staff';
import { ConfirmChangeDialog, type PendingConfirmation } from './confirm-change-dialog';
import { getStaffColumns } from './staff-columns';
import { staffScreenHref } from './staff-href';
import type { StaffMenuChange } from './staff-labels';
import type { DoctorRole } from '@/lib/db/schema/enums';


const ACTIONS = {
  approve: approveAccount,
  'approve-as-lab-scientist': approveAsLabScientist,
  'make-lab-scientist': makeLabScientist,
  'make-doctor': makeDoctor,
  disable: disableAccount,
  enable: enableAccount,
  'make-administrator': makeAdministrator,
  'remove-administrator': removeAdministrator,
  'reset-two-factor': resetTwoFactor,
  'end-sessions': endAccountSessions,
} satisfies Record<StaffMenuChange, unknown>;

function doneMessage(row: StaffRow, change: StaffMenuChange, own: boolean): string {
  switch (change) {
    case 'reset-two-factor':
      return `Two-factor sign-in of ${row.name} reset`;
    case 'end-sessions':
      return `${row.name} signed out everywhere`;
    case 'approve':
      return `${row.name} approved`;
    case 'approve-as-lab-scientist':
      return `${row.name} approved as a lab scientist`;
    case 'make-lab-scientist':
      return `${row.name} is now a lab scientist`;
    case 'make-doctor':
      return `${row.name} is now a doctor`;
    case 'disable':
      return `${row.name} disabled and signed out`;
    case 'enable':
      return `${row.name} enabled`;
    case 'make-administrator':
      return `${row.name} is now an administrator`;
    case 'remove-administrator':
      return own ? 'You are no longer an administrator' : `${row.name} is no longer an administrator`;
  }
}

/** How the row reads while the server saves the change; its answer settles it (a refusal puts it back). */
function applyChange(rows: StaffRow[], { id, change }: { id: number; change: StaffMenuChange }): StaffRow[] {
  if (change === 'reset-two-factor' || change === 'end-sessions') return rows;
  const patch: Partial<StaffRow> =
    change === 'disable'
      ? { status: 'disabled' }
      : change === 'make-administrator'
        ? { role: 'administrator' }
        : change === 'remove-administrator' || change === 'make-doctor'
          ? { role: 'doctor' }
          : change === 'make-lab-scientist'
            ? { role: 'lab-scientist' }
            : change === 'approve-as-lab-scientist'
              ? { status: 'active', role: 'lab-scientist' }
              : { status: 'active' };
  return rows.map((row) => (row.id === id ? { ...row, ...patch } : row));
}

const needsConfirmation = (change: StaffMenuChange, own: boolean) =>
  change === 'disable' || change === 'reset-two-factor' || change === 'end-sessions' || (change === 'remove-administrator' && own);

const rowId = (row: StaffRow) => String(row.id);

/**
 * One page of accounts from the server (`?page=`, the invitations' page kept beside it), each with the changes an
 * administrator can make.
 */
export function StaffTable({
  rows,
  page,
  pageCount,
  currentDoctorId,
  invitationsPage = 1,
  twoFactorRequiredRoles = [],
}: {
  rows: StaffRow[];
  page: number;
  pageCount: number;
  currentDoctorId: number;
  invitationsPage?: number;
  /** The roles MFA_REQUIRED asks a second factor of: their accounts without one say it is required. */
  twoFactorRequiredRoles?: readonly DoctorRole[];
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [confirming, setConfirming] = useState<PendingConfirmation | null>(null);
  const [shown, applyShown] = useOptimistic(rows, applyChange);
  const staffPageHref = useCallback((next: number) => staffScreenHref({ page: next, invitationsPage }), [invitationsPage]);
  const { pending: turningPage, paging } = useUrlPages(page, STAFF_PAGE_SIZE, staffPageHref);

  // Saves a change; a success says so and, after stepping down, leaves the screen.
  const save = useCallback(
    async (row: StaffRow, change: StaffMenuChange, own: boolean) => {
      const result = await ACTIONS[change]({ id: row.id });
      if (result.ok) {
        toast.success(doneMessage(row, change, own));
        if (result.data.leftAdministrators) router.replace('/doctor/settings');
      }
      return result;
    },
    [router],
  );

  // A change made without asking shows at once; a refusal puts the row back and says why.
  const run = useCallback(
    (row: StaffRow, change: StaffMenuChange, own: boolean) =>
      startTransition(async () => {
        applyShown({ id: row.id, change });
        await runInstantAction(() => save(row, change, own));
      }),
    [applyShown, save],
  );

  const columns = useMemo(
    () =>
      getStaffColumns({
        currentDoctorId,
        twoFactorRequiredRoles,
        onRowAction: (row, change) => {
          const own = row.id === currentDoctorId;
          if (needsConfirmation(change, own)) setConfirming({ row, change, own });
          else run(row, change, own);
        },
      }),
    [currentDoctorId, run, twoFactorRequiredRoles],
  );

  return (
    <>
      <DataTable
        data={shown}
        columns={columns}
        label="Staff"
        getRowId={rowId}
        emptyMessage="No accounts on this page."
        pageCount={pageCount}
        {...paging}
        busy={pending || turningPage}
      />
      <ConfirmChangeDialog
        pending={confirming}
        onCancel={() => setConfirming(null)}
        onConfirm={({ row, change, own }) => save(row, change, own)}
      />
    </>
  );
}
