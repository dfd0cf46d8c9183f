'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DialogFormFooter } from '@/components/forms/dialog-form-footer';
import { FormAlert } from '@/components/forms/form-alert';
import { ControlledField } from '@/components/forms/controlled-field';
import { TextAreaField } from '@/components/forms/text-field';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { placeLabOrder } from '@/lib/lab/actions/orders';
import type { LabTestOption } from '@/lib/lab/queries/catalogue-search';
import { LAB_PRIORITIES, PRIORITY_LABELS } from '@/lib/lab/rules/states';
import { placeOrderSchema } from '@/lib/lab/schema';
import { OrderTestPicker } from './order-test-picker';

/** The dialog's fields: the patient and the visit are those it was opened for. */
const formSchema = placeOrderSchema.omit({ patientId: true, appointmentId: true });
type FormInput = z.input<typeof formSchema>;
type FormValues = z.output<typeof formSchema>;
const resolver = zodResolver(formSchema);

/** Who the order is for, and where it was opened; `opening` tells one opening from the next. */
export interface OrderTestsTarget {
  patientId: number;
  patientName: string;
  /** The visit it is placed at; null from the chart. */
  appointmentId: number | null;
  opening: number;
}

export interface OrderTestsDialogProps {
  target: OrderTestsTarget;
  open: boolean;
  onClose: () => void;
}

/**
 * "Order tests": the tests (searched as the doctor types, several in one order), how soon (Routine, Urgent or STAT)
 * and a clinical note for the lab, then "Place order". Success says the order's number and closes; the screens that
 * list orders are read again by the action. Fetched when first wanted (order-tests-button.tsx).
 */
export function OrderTestsDialog({ target, open, onClose }: OrderTestsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Order tests</DialogTitle>
          <DialogDescription>
            For {target.patientName}
            {target.appointmentId ? ', at this visit' : ''}. The lab sees the order as soon as it is placed.
          </DialogDescription>
        </DialogHeader>
        {/* A new form at each opening: the tests chosen last time are not this order's. */}
        <OrderTestsForm key={target.opening} target={target} onDone={onClose} />
      </DialogContent>
    </Dialog>
  );
}

function OrderTestsForm({ target, onDone }: { target: OrderTestsTarget; onDone: () => void }) {
  const id = useId();
  const [chosen, setChosen] = useState<LabTestOption[]>([]);
  const form = useForm<FormInput, unknown, FormValues>({ resolver, defaultValues: { testIds: [], priority: 'routine', note: '' } });
  const { formError, submit, whenSubmitted } = useFormSubmit(form.setError);
  const testId = `${id}-test`;
  const hintId = `${id}-test-hint`;

  async function onSubmit(values: FormValues) {
    await submit(
      () => placeLabOrder({ patientId: target.patientId, appointmentId: target.appointmentId, ...values }),
      (placed) => {
        toast.success(`${placed.number} placed`);
        onDone();
      },
    );
  }

  const saving = form.formState.isSubmitting;
  return (
    <form
      method="post"
      noValidate
      onSubmit={whenSubmitted(form.handleSubmit(onSubmit))}
      className="grid gap-4"
    >
      <FormAlert message={formError} />
      {/* The field's ref is the search input: a submit without a test puts the focus there. */}
      <ControlledField control={form.control} name="testIds" id={testId} label="Test">
        {(field, a11y) => (
          <>
            <OrderTestPicker
              {...a11y}
              aria-describedby={[a11y['aria-describedby'], hintId].filter(Boolean).join(' ')}
              ref={field.ref}
              onBlur={field.onBlur}
              chosen={chosen}
              onChange={(next) => {
                setChosen(next);
                field.onChange(next.map((test) => test.id));
              }}
              listLabel="Test"
              placeholder="Name, FBC, MP, RBS or LOINC code"
            />
            <p id={hintId} className="text-xs text-muted-foreground">
              Enter adds the highlighted test; add as many as the order needs.
            </p>
          </>
        )}
      </ControlledField>
      <fieldset className="grid gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">Priority</legend>
        <div className="flex flex-wrap gap-2">
          {LAB_PRIORITIES.map((priority) => (
            <label
              key={priority}
              className="inline-flex cursor-pointer items-center gap-2 rounded-md border px-3 py-1.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input type="radio" value={priority} className="accent-primary" {...form.register('priority')} />
              {PRIORITY_LABELS[priority]}
            </label>
          ))}
        </div>
        {form.formState.errors.priority ? <p className="text-sm text-red-600">{form.formState.errors.priority.message}</p> : null}
      </fieldset>
      <TextAreaField id={`${id}-note`} label="Clinical note" error={form.formState.errors.note?.message} registration={form.register('note')} />
      <DialogFormFooter saving={saving} label="Place order" busyLabel="Placing order..." />
    </form>
  );
}
