'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { FormAlert } from '@/components/forms/form-alert';
import { formResolver } from '@/components/forms/form-resolver';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { DateField } from '@/components/forms/date-input';
import { FormField, fieldA11y } from '@/components/forms/form-field';
import { PatientPickerField } from '@/components/forms/patient-picker-field';
import type { ChosenPatient } from '@/components/forms/patient-picker';
import { TextField } from '@/components/forms/text-field';
import { DialogFormFooter } from '@/components/forms/dialog-form-footer';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { createCaseReport } from '@/lib/reports/actions';
import { todayIso } from '@/lib/clinic-time';
import { caseReportSchema, type CaseReportValues } from '@/lib/reports/schema/report';
import { KIND_LABEL, type SignedInDoctor } from './report-lists';

/** What the form holds: the chosen patient's id (null until one is picked) and the inputs' text. */
interface CaseReportFormValues {
  kind: CaseReportValues['kind'];
  patientId: number | null;
  doctorName: string;
  doctorEmail: string;
  date: string;
  notes: string;
}

interface NewCaseReportDialogProps {
  kind: CaseReportValues['kind'];
  doctor: SignedInDoctor;
  /** Opened by its button (NewCaseReportButton), which ships with the page while this form comes when first wanted. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The patient chosen when the form opens (the address named them: a discharge's death); null for none. */
  initialPatient?: ChosenPatient | null;
}

/**
 * `New Birth Report` / `New Death Report`: saved with the next CASE ID of its kind, for the patient chosen with
 * the patient picker (the PATIENT column then shows the patient's name and email).
 */
export function NewCaseReportDialog({ kind, doctor, open, onOpenChange, initialPatient = null }: NewCaseReportDialogProps) {
  // The picker remembers the patient it showed: a new one after each save.
  const [formKey, setFormKey] = useState(0);
  // The patient the address chose is the first form's only: the next report starts empty.
  const [startPatient, setStartPatient] = useState(initialPatient);
  const empty: CaseReportFormValues = { kind, patientId: null, doctorName: doctor.name, doctorEmail: doctor.email, date: todayIso(), notes: '' };
  const { register, control, handleSubmit, setError, reset, formState } = useForm<CaseReportFormValues, unknown, CaseReportValues>({
    resolver: formResolver<CaseReportFormValues, typeof caseReportSchema>(caseReportSchema),
    defaultValues: { ...empty, patientId: initialPatient?.id ?? null },
  });
  const { errors, isSubmitting } = formState;
  const { formError, submit } = useFormSubmit(setError);
  const id = (name: string) => `${kind}-${name}`;

  async function onSubmit(values: CaseReportValues) {
    await submit(
      () => createCaseReport(values),
      ({ caseId }) => {
        toast.success(`${KIND_LABEL[kind]} report ${caseId} added successfully`);
        reset(empty);
        setStartPatient(null);
        setFormKey((key) => key + 1);
        onOpenChange(false);
      },
    );
  }

  const title = `New ${KIND_LABEL[kind]} Report`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90svh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>The CASE ID is given when the report is saved.</DialogDescription>
        </DialogHeader>
        <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
          <FormAlert message={formError} />
          <input type="hidden" {...register('kind')} />
          <PatientPickerField key={formKey} control={control} name="patientId" id={id('patientId')} label="Patient" initialPatient={startPatient} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField id={id('doctorName')} label="Doctor name" error={errors.doctorName?.message} registration={register('doctorName')} />
            <TextField id={id('doctorEmail')} label="Doctor email" type="email" error={errors.doctorEmail?.message} registration={register('doctorEmail')} />
          </div>
          <DateField control={control} name="date" id={id('date')} label="Date" max={todayIso()} />
          <FormField id={id('notes')} label="Notes" error={errors.notes?.message}>
            <Textarea rows={3} {...fieldA11y(id('notes'), errors.notes?.message)} {...register('notes')} />
          </FormField>
          <DialogFormFooter saving={isSubmitting} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
