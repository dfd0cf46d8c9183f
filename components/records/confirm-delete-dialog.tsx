'use client';

import { useTransition } from 'react';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import type { ActionResult } from '@/lib/actions/result';
import { SERVER_UNREACHABLE } from '@/lib/apply-field-errors';

interface ConfirmDeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The server action to run; the dialog closes and toasts once it succeeds, and says why when it fails. */
  onConfirm: () => Promise<ActionResult>;
  successMessage: string;
}

/** Asks before deleting for good; Delete stays disabled while the server works. */
export function ConfirmDeleteDialog({ open, onOpenChange, title, description, onConfirm, successMessage }: ConfirmDeleteDialogProps) {
  const [pending, startTransition] = useTransition();

  function confirm() {
    startTransition(async () => {
      try {
        const result = await onConfirm();
        if (!result.ok) {
          toast.error(result.message);
          return;
        }
        toast.success(successMessage);
        onOpenChange(false);
      } catch {
        toast.error(SERVER_UNREACHABLE);
      }
    });
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: the dialog must stay open until the server has answered. */}
          <Button type="button" variant="destructive" onClick={confirm} disabled={pending}>
            {pending ? 'Deleting...' : 'Delete'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
