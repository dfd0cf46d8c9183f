'use client';

import { ConfirmDialog } from '@/components/forms/confirm-dialog';
import type { ActionResult } from '@/lib/server-actions/result';
import type { StaffRow } from '@/lib/staff/queries/staff';
import type { StaffMenuChange } from './staff-labels';

export interface PendingConfirmation {
  row: StaffRow;
  change: StaffMenuChange;
  own: boolean;
}

function wording({ row, change, own }: PendingConfirmation) {
  if (change === 'reset-two-factor') {
    return {
      title: `Reset two-factor sign-in of ${row.name}?`,
      description: `${row.name} (${row.email}) signs in next with the password alone, or sets up two-factor sign-in again where it is required. Their recovery codes stop working.`,
      confirm: 'Reset',
    };
  }
  if (change === 'end-sessions') {
    return {
      title: `End every session of ${row.name}?`,
      description: `${row.name} (${row.email}) is signed out at once, on every device, and can sign in again.`,
      confirm: 'End sessions',
    };
  }
  if (change === 'disable') {
    return {
      title: `Disable ${row.name}?`,
      description: `${row.name} (${row.email}) is signed out at once, on every device, and cannot sign in again until an administrator enables the account.`,
      confirm: 'Disable',
    };
  }
  return own
    ? {
        title: 'Remove your administrator role?',
        description: 'You will no longer see the Staff screen or change accounts. Another administrator can make you one again.',
        confirm: 'Remove',
      }
    : {
        title: `Remove ${row.name} as administrator?`,
        description: `${row.name} (${row.email}) keeps the account as a doctor.`,
        confirm: 'Remove',
      };
}

/**
 * Asks before a change that cannot be taken back by the same click: disabling, or stepping down oneself. It
 * stays open while the server saves the change and says there why it could not.
 */
export function ConfirmChangeDialog({
  pending,
  onCancel,
  onConfirm,
}: {
  pending: PendingConfirmation | null;
  onCancel: () => void;
  onConfirm: (pending: PendingConfirmation) => Promise<ActionResult<unknown>>;
}) {
  const text = pending ? wording(pending) : null;
  return (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={text?.title}
      description={text?.description}
      confirmLabel={text?.confirm}
      onConfirm={() => (pending ? onConfirm(pending) : Promise.reject(new Error('Nothing to confirm')))}
    />
  );
}
