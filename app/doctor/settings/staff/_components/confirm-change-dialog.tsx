'use client';

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { buttonVariants } from '@/components/ui/button';
import type { StaffChange, StaffRow } from '@/lib/data/staff';

export interface PendingConfirmation {
  row: StaffRow;
  change: StaffChange;
  own: boolean;
}

function wording({ row, change, own }: PendingConfirmation) {
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

/** Asks before a change that cannot be taken back by the same click: disabling, or stepping down oneself. */
export function ConfirmChangeDialog({
  pending,
  onCancel,
  onConfirm,
}: {
  pending: PendingConfirmation | null;
  onCancel: () => void;
  onConfirm: (pending: PendingConfirmation) => void;
}) {
  const text = pending ? wording(pending) : null;
  return (
    <AlertDialog open={pending !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{text?.title}</AlertDialogTitle>
          <AlertDialogDescription>{text?.description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: 'destructive' })} onClick={() => pending && onConfirm(pending)}>
            {text?.confirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
