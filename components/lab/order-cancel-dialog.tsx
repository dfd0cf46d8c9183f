'use client';

import { useId, useRef, useState, useTransition } from 'react';
import { describeActionFailure } from '@/components/forms/action-failure';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField, fieldA11y } from '@/components/forms/form-field';
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { cancelLabOrder } from '@/lib/lab/actions/orders';
import { cancelOrderSchema } from '@/lib/lab/schema';

const reasonSchema = cancelOrderSchema.shape.reason;

export interface OrderCancelDialogProps {
  orderId: number;
  /** "LAB-000123". */
  number: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Cancel LAB-000123": a required reason (checked with the action's own schema before the server is asked), kept
 * with the order. The dialog stays open and busy until the server answers; a refusal (the specimen was taken
 * meanwhile, another doctor's order) is said inside it.
 */
export function OrderCancelDialog({ orderId, number, open, onOpenChange }: OrderCancelDialogProps) {
  const [pending, startTransition] = useTransition();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const reasonId = `${useId()}-reason`;

  function setOpen(next: boolean) {
    if (pending) return;
    if (!next) {
      setReason('');
      setReasonError(undefined);
      setError(null);
    }
    onOpenChange(next);
  }

  function refuseReason(message: string) {
    setReasonError(message);
    reasonRef.current?.focus();
  }

  function confirm() {
    setError(null);
    const parsed = reasonSchema.safeParse(reason);
    if (!parsed.success) return refuseReason(parsed.error.issues[0].message);
    setReasonError(undefined);
    startTransition(async () => {
      try {
        const result = await cancelLabOrder({ orderId, reason: parsed.data });
        if (!result.ok) {
          startTransition(() => (result.fieldErrors?.reason ? refuseReason(result.fieldErrors.reason) : setError(result.message)));
          return;
        }
      } catch (failure) {
        startTransition(() => setError(describeActionFailure(failure)));
        return;
      }
      toast.success(`${number} cancelled`);
      startTransition(() => {
        setReason('');
        onOpenChange(false);
      });
    });
  }

  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogContent
        aria-busy={pending}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          reasonRef.current?.focus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>Cancel {number}</AlertDialogTitle>
          <AlertDialogDescription>
            The lab will not collect its specimen. The order is kept, marked cancelled with your reason, and the chart still shows it.
          </AlertDialogDescription>
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
              Keep the order
            </AlertDialogCancel>
            {/* A plain submit, not AlertDialogAction: the dialog must stay open until the server has answered. */}
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? 'Cancelling...' : 'Cancel order'}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
