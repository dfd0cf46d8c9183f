'use client';

import { useState, useTransition, type ReactNode } from 'react';
import { toast } from '@/components/ui/toast';
import { describeActionFailure } from '@/components/forms/action-failure';
import { FormAlert } from '@/components/forms/form-alert';
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import type { ActionResult } from '@/lib/server-actions/result';

interface ConfirmDialogProps<T> {
  /** Open while something is waiting to be confirmed. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  /** What the confirm button reads while the server works (the confirm label by default). */
  pendingLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** Runs the action; the dialog stays open and busy until it answers. */
  onConfirm: () => Promise<ActionResult<T>>;
  /** A toast once the action succeeded. */
  successMessage?: string;
  /** Called with the action's data once it succeeded, before the dialog closes. */
  onSuccess?: (data: T) => void;
}

/**
 * Asks before a change that cannot be taken back (it starts closed, opens with a row, and Cancel
 * closes it). Confirming runs the action and waits for it: success closes the dialog, a refusal or a failure
 * stays in it and says what went wrong.
 */
export function ConfirmDialog<T>({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  successMessage,
  onSuccess,
}: ConfirmDialogProps<T>) {
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);

  function setOpen(next: boolean) {
    if (pending) return;
    if (!next) setError(null);
    onOpenChange(next);
  }

  function confirm() {
    setError(null);
    startTransition(async () => {
      let result: ActionResult<T>;
      try {
        result = await onConfirm();
      } catch (failure) {
        // Updates after an await leave the transition unless wrapped again (React 19): wrapped, the message and
        // the enabled buttons are painted together, never the message beside a button still "Deleting...".
        startTransition(() => setError(describeActionFailure(failure)));
        return;
      }
      if (!result.ok) {
        const message = result.message;
        startTransition(() => setError(message));
        return;
      }
      if (successMessage) toast.success(successMessage);
      startTransition(() => {
        onSuccess?.(result.data);
        onOpenChange(false);
      });
    });
  }

  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogContent aria-busy={pending}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <FormAlert message={error} />
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: the dialog must stay open until the server has answered. */}
          <Button type="button" variant="destructive" onClick={confirm} disabled={pending}>
            {pending && pendingLabel ? pendingLabel : confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
