'use client';

import { useId, useRef, useState, useTransition, type ReactNode } from 'react';
import { toast } from '@/components/ui/toast';
import { describeActionFailure } from '@/components/forms/action-failure';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField, fieldA11y } from '@/components/forms/form-field';
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import type { ActionResult } from '@/lib/server-actions/result';
import type { z } from '@/lib/zod';
import { VOID_REASON_MAX, voidReasonSchema } from '@/lib/reports/schema/void';

/**
 * What voiding does, said the same in every void dialog: the record is kept, marked voided with the reason, and
 * is never un-voided. `record` names its kind ("prescription", "birth report"); `keptWith` what stays with it
 * ("its attachment").
 */
export function voidingText(record: string, keptWith?: string): string {
  return `The ${record} is not deleted: it is kept${keptWith ? ` with ${keptWith}` : ''}, marked as voided with your reason, and the patient's chart still shows it. It leaves this list and cannot be un-voided.`;
}

interface VoidDialogProps {
  /** Open while a record is waiting to be voided. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The screen's own title (the brief's delete dialogs keep theirs). */
  title: ReactNode;
  /** What confirming does: voidingText for a clinical record. */
  description: ReactNode;
  /** The record, named so that the doctor sees which one: "RPT-13 of Chinedu Okafor". */
  record: ReactNode;
  /** "Void" unless the screen's record is taken back by another word (an allergy is removed). */
  confirmLabel?: ReactNode;
  pendingLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** Runs the void action with the trimmed reason; the dialog stays open and busy until it answers. */
  onConfirm: (reason: string) => Promise<ActionResult<unknown>>;
  /** The reason's rule, the action's own: a voiding's by default (another record kept with a reason brings its own). */
  reasonSchema?: z.ZodType<string>;
  successMessage?: string;
}

/**
 * The delete dialog of a clinical record, which voids it rather than erasing it: the screen's title, what voiding
 * does, the record named, a required Reason (checked with the action's own schema before the server is asked)
 * and a Void button. It never speaks of deleting: the record stays. Success closes it; a refusal stays in it,
 * under the reason when it concerns the reason.
 */
export function VoidDialog({
  open,
  onOpenChange,
  title,
  description,
  record,
  confirmLabel = 'Void',
  pendingLabel = 'Voiding...',
  cancelLabel = 'Cancel',
  onConfirm,
  successMessage,
  reasonSchema = voidReasonSchema,
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
    const parsed = reasonSchema.safeParse(reason);
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
