'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { DateField } from '@/components/forms/date-input';
import { DialogFormFooter } from '@/components/forms/dialog-form-footer';
import { FormAlert } from '@/components/forms/form-alert';
import { formResolver } from '@/components/forms/form-resolver';
import { SelectField } from '@/components/forms/select-field';
import { TextAreaField } from '@/components/forms/text-field';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toast';
import { dischargePatient } from '@/lib/admissions/actions';
import { DISCHARGE_DISPOSITIONS, DISPOSITION_LABELS } from '@/lib/admissions/rules/disposition';
import { dischargeSchema, type DischargeValues } from '@/lib/admissions/schema/admission';
import type { OpenedDialogProps } from './dialog-opener';

export interface DischargeDialogProps extends OpenedDialogProps {
  admissionId: number;
  patientName: string;
  /** The medicines on discharge, each in one line: the medicines of the prescriptions written during the stay. */
  medicines: readonly string[];
}

interface DischargeFormValues {
  admissionId: number;
  disposition: string;
  diagnoses: string;
  course: string;
  procedures: string;
  followUpDate: string;
  bookFollowUp: boolean;
}

const DISPOSITION_OPTIONS = DISCHARGE_DISPOSITIONS.map((value) => ({ value, label: DISPOSITION_LABELS[value] }));

/**
 * "Discharge": where the patient goes and the discharge summary. The medicines on discharge are not typed: they are
 * the prescriptions written during the stay, listed here to check (a missing one is written as a prescription
 * first). A follow-up date may book a visit. A death has no follow-up: the death report opens once discharged,
 * with the patient filled in.
 */
export function DischargeDialog({ admissionId, patientName, medicines, open, onOpenChange }: DischargeDialogProps) {
  const id = useId();
  const router = useRouter();
  const form = useForm<DischargeFormValues, unknown, DischargeValues>({
    resolver: formResolver<DischargeFormValues, typeof dischargeSchema>(dischargeSchema),
    defaultValues: { admissionId, disposition: '', diagnoses: '', course: '', procedures: '', followUpDate: '', bookFollowUp: false },
  });
  const { formError, submit, whenSubmitted } = useFormSubmit(form.setError);
  const died = useWatch({ control: form.control, name: 'disposition' }) === 'died';
  // A death has no follow-up: what was typed before the disposition changed is not sent.
  useEffect(() => {
    if (!died) return;
    form.setValue('followUpDate', '');
    form.setValue('bookFollowUp', false);
  }, [died, form]);
  const { errors } = form.formState;

  async function onSubmit(values: DischargeValues) {
    await submit(
      () => dischargePatient(values),
      ({ followUpAppointmentId, deathReportHref }) => {
        onOpenChange(false);
        if (deathReportHref) {
          toast.success(`${patientName} discharged. Write the death report.`);
          router.push(deathReportHref);
          return;
        }
        toast.success(`${patientName} discharged${followUpAppointmentId === null ? '' : '; the follow-up visit is booked'}`);
        router.refresh();
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90svh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Discharge</DialogTitle>
          <DialogDescription>End {patientName}’s stay with the discharge summary. The bed is marked for cleaning.</DialogDescription>
        </DialogHeader>
        <form method="post" noValidate onSubmit={whenSubmitted(form.handleSubmit(onSubmit))} className="grid gap-4">
          <FormAlert message={formError} />
          <SelectField control={form.control} name="disposition" id={`${id}-disposition`} label="Disposition" options={DISPOSITION_OPTIONS} placeholder="Choose the disposition" />
          <TextAreaField id={`${id}-diagnoses`} label="Diagnoses" error={errors.diagnoses?.message} registration={form.register('diagnoses')} />
          <TextAreaField id={`${id}-course`} label="Course in hospital" error={errors.course?.message} registration={form.register('course')} />
          <TextAreaField id={`${id}-procedures`} label="Procedures" error={errors.procedures?.message} registration={form.register('procedures')} />
          <section aria-labelledby={`${id}-medicines`} className="grid gap-1.5">
            <h3 id={`${id}-medicines`} className="text-sm font-medium">
              Medicines on discharge
            </h3>
            {medicines.length === 0 ? (
              <p className="text-sm text-muted-foreground">No medicines: no active prescription was written during the stay.</p>
            ) : (
              <ul className="list-disc space-y-1 pl-5 text-sm [overflow-wrap:anywhere]">
                {medicines.map((line, index) => (
                  <li key={index}>{line}</li>
                ))}
              </ul>
            )}
            <p className="text-xs text-muted-foreground">From the prescriptions written during the stay.</p>
          </section>
          {died ? (
            <p className="text-sm text-muted-foreground">No follow-up for a patient who died. The death report opens once the patient is discharged.</p>
          ) : (
            <>
              <DateField control={form.control} name="followUpDate" id={`${id}-follow-up`} label="Follow-up date" />
              <Controller
                control={form.control}
                name="bookFollowUp"
                render={({ field }) => (
                  <div className="flex items-center gap-2">
                    <Checkbox id={`${id}-book`} ref={field.ref} checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} onBlur={field.onBlur} />
                    <Label htmlFor={`${id}-book`} className="font-normal">
                      Book a follow-up visit
                    </Label>
                  </div>
                )}
              />
            </>
          )}
          <DialogFormFooter saving={form.formState.isSubmitting} label="Discharge" busyLabel="Discharging..." />
        </form>
      </DialogContent>
    </Dialog>
  );
}
