'use client';

import { useForm } from 'react-hook-form';
import { DialogFormFooter } from '@/components/forms/dialog-form-footer';
import { FormAlert } from '@/components/forms/form-alert';
import { formResolver } from '@/components/forms/form-resolver';
import { TextAreaField } from '@/components/forms/text-field';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { reviewLabOrder } from '@/lib/lab/actions/orders';
import { reviewOrderSchema } from '@/lib/lab/schema';

/** The dialog's own field: the order is the row's, sent with it (and checked again by the action's full schema). */
const noteSchema = reviewOrderSchema.pick({ note: true });
type NoteValues = { note: string };
const EMPTY: NoteValues = { note: '' };

export interface LabReviewDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  orderId: number;
  orderNumber: string;
  patientName: string;
  /** Called once the review is recorded: the order leaves the list. */
  onReviewed: () => void;
}

/**
 * "Mark as reviewed" on a lab order of the doctor's "To review": a small dialog naming the order, an optional note,
 * and the button that records the review (reviewLabOrder). Success closes it, says so, and takes the order off the
 * list at once (`onReviewed`); a refusal stays in it. Its code (the form's libraries) comes when first opened.
 */
export function LabReviewDialog({ open, onOpenChange: setOpen, orderId, orderNumber, patientName, onReviewed }: LabReviewDialogProps) {
  const { register, handleSubmit, setError, reset, formState } = useForm<NoteValues, unknown, { note: string }>({
    resolver: formResolver<NoteValues, typeof noteSchema>(noteSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;
  const { formError, setFormError, submit, whenSubmitted } = useFormSubmit(setError);

  function onOpenChange(next: boolean) {
    if (isSubmitting) return;
    setOpen(next);
    if (!next) {
      reset(EMPTY);
      setFormError(null);
    }
  }

  async function onSubmit({ note }: { note: string }) {
    await submit(
      () => reviewLabOrder({ orderId, note }),
      () => {
        toast.success(`${orderNumber} marked as reviewed`);
        setOpen(false);
        reset(EMPTY);
        onReviewed();
      },
    );
  }

  const noteId = `lab-review-note-${orderId}`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Mark as reviewed</DialogTitle>
          <DialogDescription>
            {orderNumber} of {patientName} leaves your list; the note, if any, stays with the order. An amended result brings it back.
          </DialogDescription>
        </DialogHeader>
        <form method="post" noValidate onSubmit={whenSubmitted(handleSubmit(onSubmit))} className="grid gap-4">
          <FormAlert message={formError} />
          <TextAreaField id={noteId} label="Note (optional)" error={errors.note?.message} registration={register('note')} />
          <DialogFormFooter saving={isSubmitting} label="Mark as reviewed" busyLabel="Saving..." />
        </form>
      </DialogContent>
    </Dialog>
  );
}
