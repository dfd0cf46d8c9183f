'use client';

import { useId, useRef, useState, useTransition, type ReactNode } from 'react';
import { toast } from '@/components/ui/toast';
import { describeActionFailure } from '@/components/forms/action-failure';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField, fieldA11y } from '@/components/forms/form-field';
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import type { ActionResult } from '@/lib/actions/result';
import { VOID_REASON_MAX, voidReasonSchema } from '@/lib/validations/void';

interface VoidDialogProps {
  /** Open while a record is waiting to be voided. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The screen's own words (SPEC.md's delete dialogs keep theirs). */
  title: ReactNode;
  description: ReactNode;
  /** The record, named so that the doctor sees which one: "RPT-13 of Chinedu Okafor". */
  record: ReactNode;
  confirmLabel: ReactNode;
  pendingLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** Runs the void action with the trimmed reason; the dialog stays open and busy until it answers. */
  onConfirm: (reason: string) => Promise<ActionResult<unknown>>;
  successMessage?: string;
}

/**
 * The delete dialog of a clinical record, which voids it rather than erasing it: the screen's title, text and
 * buttons, the record named, and a required Reason (checked with the action's own schema before the server
 * is asked). Success closes it; a refusal stays in it, under the reason when it concerns the reason.
 */
export function VoidDialog({
  open,
  onOpenChange,
  title,
  description,
  record,
  confirmLabel,
  pendingLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  successMessage,
}: VoidDialogProps) {
  const [pending, startTransition] = useTransition();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const reasonId = `${id}-reason`;

  function reset() {
    setReason('');
    setReasonError(undefined);
    setError(null);
  }

  function setOpen(next: boolean) {
    if (pending) return;
    if (!next) reset();
    onOpenChange(next);
  }

  function refuseReason(message: string) {
    setReasonError(message);
    reasonRef.current?.focus();
  }

  function confirm() {
    setError(null);
    const parsed = voidReasonSchema.safeParse(reason);
    if (!parsed.success) {
      refuseReason(parsed.error.issues[0].message);
      return;
    }
    setReasonError(undefined);
    startTransition(async () => {
      let result: ActionResult<unknown>;
      try {
        result = await onConfirm(parsed.data);
      } catch (failure) {
        // Wrapped again after the await (React 19) so the message and the enabled buttons are painted together.
        startTransition(() => setError(describeActionFailure(failure)));
        return;
      }
      if (!result.ok) {
        const { fieldErrors, message } = result;
        startTransition(() => {
          if (fieldErrors?.reason) refuseReason(fieldErrors.reason);
          else setError(message);
        });
        return;
      }
      if (successMessage) toast.success(successMessage);
      startTransition(() => {
        reset();
        onOpenChange(false);
      });
    });
  }

  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogContent
        aria-busy={pending}
        onOpenAutoFocus={(event) => {
          // The reason is what the doctor must give first.
          event.preventDefault();
          reasonRef.current?.focus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
          <p className="text-sm font-medium" data-testid="void-dialog-record">
            {record}
          </p>
        </AlertDialogHeader>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
          className="grid gap-4"
        >
          <FormField id={reasonId} label="Reason" error={reasonError}>
            <Textarea
              ref={reasonRef}
              rows={3}
              name="reason"
              value={reason}
              maxLength={VOID_REASON_MAX + 50}
              required
              aria-required="true"
              disabled={pending}
              onChange={(event) => setReason(event.target.value)}
              {...fieldA11y(reasonId, reasonError)}
            />
          </FormField>
          <p className="-mt-2 text-xs text-muted-foreground">The record stays in the patient&apos;s chart, marked as voided with this reason.</p>
          <FormAlert message={error} />
          <AlertDialogFooter>
            <AlertDialogCancel type="button" disabled={pending}>
              {cancelLabel}
            </AlertDialogCancel>
            {/* A plain submit, not AlertDialogAction: the dialog must stay open until the server has answered. */}
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending && pendingLabel ? pendingLabel : confirmLabel}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
