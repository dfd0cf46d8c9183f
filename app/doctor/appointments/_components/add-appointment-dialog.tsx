'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { usePathname, useRouter } from 'next/navigation';
import { useRef, useState, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { FormAlert } from '@/components/forms/form-alert';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { addAppointment } from '@/lib/appointments/actions';
import { APPOINTMENT_DEFAULT_AGE } from '@/lib/constants';
import type { DoctorOption } from '@/lib/staff/queries/doctors';
import type { LikelyDuplicate } from '@/lib/patients/queries/duplicates';
import type { PatientOption } from '@/lib/patients/queries/options';
import { formatDate } from '@/lib/format';
import { appointmentFormSchema, type AppointmentFormInput, type AppointmentFormValues } from '@/lib/appointments/schema/appointment';
import type { FreeSlot } from '@/lib/appointments/rules/booking';
import { AppointmentFields, type AppointmentFormContext } from './appointment-fields';
import type { DoctorView } from '@/lib/appointments/schema/view';
import { BookingDoctor } from './booking-doctor';
import { BookingDuplicates } from './booking-duplicates';
import { BookingPatient } from './booking-patient';
import { FreeSlots } from '@/components/appointments/free-slots';

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

/** The form's patient fields filled from a registered patient's record. */
const fieldsOf = (patient: PatientOption): Pick<AppointmentFormInput, 'fullName' | 'email' | 'phone' | 'age' | 'gender'> => ({
  fullName: patient.fullName,
  email: patient.email ?? '',
  phone: patient.phone,
  age: patient.age,
  gender: patient.gender,
});

/** A chosen patient's booking is checked on its date, time and type only: the rest is their record's. */
const bookingTimeSchema = appointmentFormSchema.pick({ date: true, time: true, type: true });
const formResolver = zodResolver(appointmentFormSchema);
const timeResolver = zodResolver(bookingTimeSchema) as unknown as typeof formResolver;

export interface AddAppointmentDialogProps {
  bookFor?: PatientOption | null;
  me: number;
  doctors?: readonly DoctorOption[] | null;
  view: DoctorView;
  open: boolean;
  /** Closing also takes the URL's opening keys away (the opener does), unless `keepUrl`: a booking sets the URL itself. */
  onOpenChange: (open: boolean, options?: { keepUrl?: boolean }) => void;
  /** The plus button, which gets focus back on closing (also when the URL opened the modal). */
  opener: RefObject<HTMLButtonElement | null>;
}

/** Who a booking is for: a registered patient by id, or the typed details (a new patient, once confirmed so). */
type BookingPatientChoice = { patientId: number } | { newPatient: boolean };

/** The typed details that say who the patient is: an answer to the likely duplicates holds while they stay. */
const identityOf = ({ fullName, email, phone, age, gender }: AppointmentFormValues) => JSON.stringify([fullName, email, phone, age, gender]);

/**
 * The "Add new Appointment" modal, fetched when first wanted (add-appointment-button.tsx opens it). With
 * `bookFor` (`?book={patientId}`) that patient is chosen. Choosing a registered patient fills their
 * details from the record and locks them; a new patient's are typed, and a booking that may repeat a registered
 * patient lists them first (book one of them, or a new patient after all). With `doctors` (for one who may book
 * for colleagues) it asks for the doctor, the signed-in one (`me`) first; without, it books with `me`. Added, the
 * list opens Upcoming on the page of the booking, among `view`'s doctors when the booking is among them.
 */
export function AddAppointmentDialog({ bookFor = null, me, doctors = null, view, open, onOpenChange, opener }: AddAppointmentDialogProps) {
  const router = useRouter();
  const pathname = usePathname();
  const [freeSlots, setFreeSlots] = useState<FreeSlot[]>([]);
  const [duplicates, setDuplicates] = useState<LikelyDuplicate[]>([]);
  const [chosen, setChosen] = useState<PatientOption | null>(bookFor);
  // What the doctor answered the likely duplicates for the details typed (that registered patient, or a new one):
  // kept while those details stay as they were, so that taking a free time after it never asks again.
  const [answered, setAnswered] = useState<{ identity: string; patient: BookingPatientChoice } | null>(null);
  const [doctorId, setDoctorId] = useState(me);
  const addButton = useRef<HTMLButtonElement>(null);
  const form = useForm<AppointmentFormInput, AppointmentFormContext, AppointmentFormValues>({
    // A chosen patient's details are the record's: only the time is the form's to check.
    context: { patientChosen: chosen !== null },
    resolver: (values, context, options) => (context?.patientChosen ? timeResolver : formResolver)(values, context, options),
    defaultValues: bookFor ? { ...EMPTY, ...fieldsOf(bookFor) } : EMPTY,
  });
  const { formError, setFormError, submit } = useFormSubmit(form.setError);

  function changeOpen(next: boolean) {
    onOpenChange(next);
    if (!next) {
      form.reset(EMPTY);
      setChosen(null);
      setDoctorId(me);
      setFormError(null);
      setFreeSlots([]);
      setDuplicates([]);
      setAnswered(null);
    }
  }

  /** The doctor's answer to the likely duplicates: booked now, and remembered for these details. */
  function answerDuplicates(values: AppointmentFormValues, patient: BookingPatientChoice) {
    setAnswered({ identity: identityOf(values), patient });
    return book(values, patient);
  }

  /** A free time taken from the refusal: it goes into Date and Time, and Add books it. */
  function takeSlot(slot: FreeSlot) {
    form.setValue('date', slot.date, { shouldValidate: true });
    form.setValue('time', slot.time, { shouldValidate: true });
    setFormError(null);
    setFreeSlots([]);
    addButton.current?.focus();
  }

  /** Chooses a registered patient (their details fill the form, locked), or none: a new patient's, typed. */
  function choosePatient(patient: PatientOption | null) {
    setChosen(patient);
    setDuplicates([]);
    setAnswered(null);
    const { fullName, email, phone, age, gender } = patient ? fieldsOf(patient) : EMPTY;
    for (const [name, value] of Object.entries({ fullName, email, phone, age, gender })) {
      form.setValue(name as keyof AppointmentFormInput, value as never, { shouldValidate: false });
    }
    form.clearErrors();
  }

  async function book(values: AppointmentFormValues, patient: BookingPatientChoice) {
    const { date, time, type } = values;
    // Only a form that offers the choice names the doctor; the server books with the signed-in one otherwise.
    const withDoctor = doctors ? { doctorId } : {};
    const input = 'patientId' in patient ? { patientId: patient.patientId, date, time, type, ...withDoctor } : { ...values, newPatient: patient.newPatient, ...withDoctor };
    setFreeSlots([]);
    setDuplicates([]);
    await submit(
      () => addAppointment(input),
      (added) => {
        toast.success(`Appointment added for ${added.name} on ${formatDate(added.date)}`);
        // The push below sets the URL: closing must not replace it with the list's old one.
        onOpenChange(false, { keepUrl: true });
        setChosen(null);
        setAnswered(null);
        setDoctorId(me);
        form.reset(EMPTY);
        // The list opens Upcoming on the page where the booking lands, and shows it highlighted: among the
        // signed-in doctor's own when the view is theirs and so is the booking, else among all doctors'.
        const mine = view === 'mine' && added.pageMine !== null;
        const page = mine ? added.pageMine : added.page;
        router.push(`${pathname}?show=upcoming&doctor=${mine ? 'mine' : 'all'}&page=${page}&highlight=${added.id}`, { scroll: false });
      },
      (failure) => {
        setFreeSlots(failure.nextFreeSlots ?? []);
        setDuplicates(failure.duplicates ?? []);
      },
    );
  }

  const onSubmit = (values: AppointmentFormValues) => {
    if (chosen) return book(values, { patientId: chosen.id });
    return book(values, answered?.identity === identityOf(values) ? answered.patient : { newPatient: false });
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="sm:max-w-lg" onCloseAutoFocus={(event) => {
          // No DialogTrigger here (the button ships with the page, this modal does not): focus goes back to it by hand.
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Add new Appointment</DialogTitle>
          <DialogDescription>Book a check-up or a surgery. A new email adds the patient to the patient list.</DialogDescription>
        </DialogHeader>
        <form method="post" noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
          <FormAlert message={formError} />
          <FreeSlots slots={freeSlots} onTake={takeSlot} />
          <BookingDuplicates
            duplicates={duplicates}
            busy={form.formState.isSubmitting}
            onBookPatient={(patientId) => void form.handleSubmit((values) => answerDuplicates(values, { patientId }))()}
            onBookNew={() => void form.handleSubmit((values) => answerDuplicates(values, { newPatient: true }))()}
          />
          {doctors ? <BookingDoctor doctors={doctors} value={doctorId} onChange={setDoctorId} /> : null}
          <BookingPatient chosen={chosen} onChoose={choosePatient} />
          <AppointmentFields form={form} locked={chosen !== null} />
          <Button ref={addButton} type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Adding...' : 'Add'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
