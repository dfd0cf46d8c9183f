'use client';

import { useRouter } from 'next/navigation';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { DialogFormFooter } from '@/components/forms/dialog-form-footer';
import { FormAlert } from '@/components/forms/form-alert';
import { formResolver } from '@/components/forms/form-resolver';
import { ControlledField } from '@/components/forms/controlled-field';
import { TextAreaField, TextField } from '@/components/forms/text-field';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/components/ui/toast';
import { admitPatient } from '@/lib/admissions/actions';
import { admitSchema } from '@/lib/admissions/schema/admission';
import { BED_NOT_FREE, BED_TAKEN } from '@/lib/admissions/rules/messages';
import { useAdmitChoices, type AdmitChoices } from './use-admit-choices';
import { choosableWard, WardBedFields, type WardBedValues } from './ward-bed-fields';

/** Who is admitted, from where, by whom; `opening` tells one opening from the next. */
export interface AdmitTarget {
  patientId: number;
  patientName: string;
  /** The visit the patient is admitted from; null from the chart. */
  appointmentId: number | null;
  /** The signed-in doctor: the admitting doctor unless another is chosen. */
  doctorId: number;
  opening: number;
}

export interface AdmitDialogProps {
  target: AdmitTarget;
  open: boolean;
  onClose: () => void;
}

const formSchema = admitSchema.omit({ patientId: true, appointmentId: true });
/** What the form holds: the dropdowns' ids and the typed text, as strings; the schema reads them. */
interface FormInput extends WardBedValues {
  reason: string;
  admittingDoctorId: string;
  expectedDays: string;
}
type FormValues = z.output<typeof formSchema>;
const resolver = formResolver<FormInput, typeof formSchema>(formSchema);

/**
 * "Admit": the ward, one of its free beds, the reason, the admitting doctor and the expected days. The free beds
 * are read when the dialog opens; a ward that does not take this patient says why and cannot be chosen. When
 * another doctor took the bed in the meantime, the dialog says so and reads the free beds again.
 */
export function AdmitDialog({ target, open, onClose }: AdmitDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Admit</DialogTitle>
          <DialogDescription>
            Admit {target.patientName} to a ward{target.appointmentId ? ' from this visit' : ''}.
          </DialogDescription>
        </DialogHeader>
        <AdmitChoicesGate key={target.opening} target={target} onDone={onClose} />
      </DialogContent>
    </Dialog>
  );
}

function AdmitChoicesGate({ target, onDone }: { target: AdmitTarget; onDone: () => void }) {
  const { choices, failure, reload } = useAdmitChoices(target.patientId);
  if (failure) {
    return (
      <div className="grid gap-3" role="alert">
        <p className="text-sm">{failure}</p>
        <Button type="button" variant="outline" onClick={reload} className="justify-self-start">
          Try again
        </Button>
      </div>
    );
  }
  if (!choices) {
    return (
      <p className="text-sm text-muted-foreground" role="status">
        Finding free beds…
      </p>
    );
  }
  if (choices.wards.length === 0) {
    return <p className="text-sm">No wards are set up yet. An administrator adds them under Settings, Wards and beds.</p>;
  }
  return <AdmitForm target={target} choices={choices} reload={reload} onDone={onDone} />;
}

function AdmitForm({ target, choices, reload, onDone }: { target: AdmitTarget; choices: AdmitChoices; reload: () => void; onDone: () => void }) {
  const id = useId();
  const router = useRouter();
  const firstOpen = choices.wards.find(choosableWard);
  const form = useForm<FormInput, unknown, FormValues>({
    resolver,
    defaultValues: { wardId: firstOpen ? String(firstOpen.wardId) : '', bedId: '', reason: '', admittingDoctorId: String(target.doctorId), expectedDays: '' },
  });
  const { formError, submit, whenSubmitted } = useFormSubmit(form.setError);
  const wardId = useWatch({ control: form.control, name: 'wardId' });
  const ward = choices.wards.find((candidate) => String(candidate.wardId) === wardId);

  async function onSubmit(values: FormValues) {
    await submit(
      () => admitPatient({ ...values, patientId: target.patientId, appointmentId: target.appointmentId }),
      ({ admissionId }) => {
        const bed = ward?.beds.find((candidate) => candidate.bedId === values.bedId);
        toast.success(`${target.patientName} admitted to ${ward?.name ?? 'the ward'}${bed ? `, bed ${bed.label}` : ''}`);
        onDone();
        router.push(`/doctor/admissions/${admissionId}`);
      },
      (failure) => {
        if (failure.message === BED_TAKEN || failure.message === BED_NOT_FREE) reload();
      },
    );
  }

  const errors = form.formState.errors;
  return (
    <form method="post" noValidate onSubmit={whenSubmitted(form.handleSubmit(onSubmit))} className="grid gap-4">
      <FormAlert message={formError} />
      <WardBedFields form={form} wards={choices.wards} id={id} />
      <TextAreaField id={`${id}-reason`} label="Reason for admission" error={errors.reason?.message} registration={form.register('reason')} />
      <ControlledField control={form.control} name="admittingDoctorId" id={`${id}-doctor`} label="Admitting doctor">
        {(field, a11y) => (
          <Select value={field.value ? String(field.value) : ''} onValueChange={field.onChange} name="admittingDoctorId">
            <SelectTrigger ref={field.ref} className="w-full" {...a11y}>
              <SelectValue placeholder="Choose the admitting doctor" />
            </SelectTrigger>
            <SelectContent>
              {choices.doctors.map((doctor) => (
                <SelectItem key={doctor.id} value={String(doctor.id)}>
                  {doctor.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </ControlledField>
      <TextField id={`${id}-days`} label="Expected days" numeric="numeric" error={errors.expectedDays?.message} registration={form.register('expectedDays')} />
      <DialogFormFooter saving={form.formState.isSubmitting} label="Admit" busyLabel="Admitting..." />
    </form>
  );
}
