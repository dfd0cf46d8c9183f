'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormAlert } from '@/components/forms/form-alert';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { addAppointment } from '@/lib/actions/appointments';
import { APPOINTMENT_DEFAULT_AGE } from '@/lib/constants';
import { formatLongDate } from '@/lib/format';
import { appointmentFormSchema, type AppointmentFormInput, type AppointmentFormValues } from '@/lib/validations/appointment';
import type { FreeSlot } from '@/lib/validations/booking';
import { AppointmentFields } from './appointment-fields';
import { FreeSlots } from './free-slots';

const EMPTY: AppointmentFormInput = {
  fullName: '',
  email: '',
  phone: '',
  age: APPOINTMENT_DEFAULT_AGE,
  gender: 'male',
  date: '',
  time: '',
  type: 'checkup',
};

/** The keys of the URL that open the modal: `?add=1` (the profile page's Make Appointments), `?book={patientId}` (a patient's chart). */
const OPENING_KEYS = ['add', 'book'] as const;

/**
 * The round plus button and its "Add new Appointment" modal. `?add=1` opens it empty; `?book={patientId}` opens
 * it filled in with `prefill`, that patient as the page read them (empty when the id is no patient's).
 */
export function AddAppointmentDialog({ prefill = null }: { prefill?: AppointmentFormInput | null }) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [open, setOpen] = useState(searchParams.get('add') === '1' || searchParams.has('book'));
  const [freeSlots, setFreeSlots] = useState<FreeSlot[]>([]);
  const addButton = useRef<HTMLButtonElement>(null);
  const form = useForm<AppointmentFormInput, unknown, AppointmentFormValues>({
    resolver: zodResolver(appointmentFormSchema),
    defaultValues: prefill ?? EMPTY,
  });
  const { formError, setFormError, submit } = useFormSubmit(form.setError);

  function changeOpen(next: boolean) {
    setOpen(next);
    if (!next) {
      form.reset(EMPTY);
      setFormError(null);
      setFreeSlots([]);
      if (OPENING_KEYS.some((key) => searchParams.has(key))) {
        // Only `add` and `book` go: the list's page, search, sort and Show stay as they were.
        const query = new URLSearchParams(searchParams.toString());
        for (const key of OPENING_KEYS) query.delete(key);
        const search = query.toString();
        router.replace(search ? `${pathname}?${search}` : pathname, { scroll: false });
      }
    }
  }

  /** A free time taken from the refusal: it goes into Date and Time, and Add books it. */
  function takeSlot(slot: FreeSlot) {
    form.setValue('date', slot.date, { shouldValidate: true });
    form.setValue('time', slot.time, { shouldValidate: true });
    setFormError(null);
    setFreeSlots([]);
    addButton.current?.focus();
  }

  async function onSubmit(values: AppointmentFormValues) {
    setFreeSlots([]);
    await submit(
      () => addAppointment(values),
      (added) => {
        toast.success(`Appointment added for ${added.name} on ${formatLongDate(added.date)}`);
        setOpen(false);
        form.reset(EMPTY);
        // The list opens Today on the page where the booking lands, and shows it highlighted.
        router.push(`${pathname}?page=${added.page}&highlight=${added.id}`, { scroll: false });
      },
      (failure) => setFreeSlots(failure.nextFreeSlots ?? []),
    );
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button size="icon" className="rounded-full" aria-label="Add new Appointment">
          <Plus aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Add new Appointment</DialogTitle>
          <DialogDescription>Book a check-up or a surgery. A new email adds the patient to the patient list.</DialogDescription>
        </DialogHeader>
        <form method="post" noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
          <FormAlert message={formError} />
          <FreeSlots slots={freeSlots} onTake={takeSlot} />
          <AppointmentFields form={form} />
          <Button ref={addButton} type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Adding...' : 'Add'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
