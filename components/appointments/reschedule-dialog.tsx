'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FreeSlots } from '@/components/appointments/free-slots';
import { ClockField } from '@/components/forms/clock-field';
import { DateField } from '@/components/forms/date-input';
import { DialogFormFooter } from '@/components/forms/dialog-form-footer';
import { FormAlert } from '@/components/forms/form-alert';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { reschedule } from '@/lib/appointments/actions';
import { toHm } from '@/lib/clinic-time/time-of-day';
import { appointmentRescheduleSchema } from '@/lib/appointments/schema/reschedule';
import { startWords } from '@/lib/appointments/rules/reschedule';
import type { FreeSlot } from '@/lib/appointments/rules/booking';

/** The dialog's fields: the appointment is the one it was opened for. */
const formSchema = appointmentRescheduleSchema.omit({ id: true });
type FormInput = z.input<typeof formSchema>;
type FormValues = z.output<typeof formSchema>;
const resolver = zodResolver(formSchema);

/** The appointment being moved, as the list's row or the visit page knows it; `opening` tells one opening from the next. */
export interface RescheduleTarget {
  id: number;
  /** The patient's name. */
  name: string;
  doctorName: string;
  date: string;
  time: string;
  opening: number;
}

export interface RescheduleDialogProps {
  target: RescheduleTarget;
  open: boolean;
  onClose: () => void;
}

/**
 * "Reschedule appointment": a new date and time for a pending or confirmed visit, with its own doctor. The server
 * judges it by the booking's rules; a clash or a time outside the doctor's hours shows the next free times, one
 * click each into the fields. Fetched when first wanted (use-reschedule.tsx), not with the list or the visit page.
 */
export function RescheduleDialog({ target, open, onClose }: RescheduleDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Reschedule appointment {target.id}</DialogTitle>
          <DialogDescription>
            {target.name} with {target.doctorName}, now on {startWords(target)}. Choose a time within the doctor&apos;s hours; the patient&apos;s
            reminder moves with it.
          </DialogDescription>
        </DialogHeader>
        {/* A new form at each opening: what was typed last time is not this visit's. */}
        <RescheduleForm key={target.opening} target={target} onDone={onClose} />
      </DialogContent>
    </Dialog>
  );
}

function RescheduleForm({ target, onDone }: { target: RescheduleTarget; onDone: () => void }) {
  const [freeSlots, setFreeSlots] = useState<FreeSlot[]>([]);
  const saveButton = useRef<HTMLButtonElement>(null);
  const form = useForm<FormInput, unknown, FormValues>({ resolver, defaultValues: { date: target.date, time: toHm(target.time) } });
  const { formError, setFormError, submit, whenSubmitted } = useFormSubmit(form.setError);

  async function onSubmit(values: FormValues) {
    setFreeSlots([]);
    await submit(
      () => reschedule({ id: target.id, ...values }),
      (moved) => {
        toast.success(`Appointment ${target.id} moved to ${startWords(moved)}`);
        onDone();
      },
      (failure) => setFreeSlots(failure.nextFreeSlots ?? []),
    );
  }

  /** A free time taken from the refusal: it goes into the fields, and Reschedule moves the visit there. */
  function takeSlot(slot: FreeSlot) {
    form.setValue('date', slot.date, { shouldValidate: true });
    form.setValue('time', slot.time, { shouldValidate: true });
    setFormError(null);
    setFreeSlots([]);
    saveButton.current?.focus();
  }

  const saving = form.formState.isSubmitting;
  return (
    <form method="post" noValidate onSubmit={whenSubmitted(form.handleSubmit(onSubmit))} className="grid gap-4">
      <FormAlert message={formError} />
      <FreeSlots slots={freeSlots} onTake={takeSlot} />
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField control={form.control} name="date" id="reschedule-date" label="New date" />
        <ClockField id="reschedule-time" label="New time" error={form.formState.errors.time?.message} registration={form.register('time')} />
      </div>
      <DialogFormFooter saving={saving} label="Reschedule" busyLabel="Rescheduling..." submitRef={saveButton} />
    </form>
  );
}
