'use client';

import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { FormAlert } from '@/components/forms/form-alert';
import { formResolver } from '@/components/forms/form-resolver';
import { PatientPickerField } from '@/components/forms/patient-picker-field';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { DateField } from '@/components/forms/date-input';
import { FormField } from '@/components/forms/form-field';
import { TextField } from '@/components/forms/text-field';
import { DialogFormFooter } from '@/components/forms/dialog-form-footer';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { createInvestigation } from '@/lib/reports/actions';
import { todayIso } from '@/lib/clinic-time';
import { INVESTIGATION_STATUSES, investigationSchema, type InvestigationValues } from '@/lib/reports/schema/report';
import { ATTACHMENT_RULE } from '@/lib/reports/schema/upload';
import { AttachmentField } from './attachment-field';

/** What the form holds: the chosen patient's id (null until one is picked) and the inputs' values. */
interface InvestigationFormValues {
  patientId: number | null;
  date: string;
  title: string;
  status: InvestigationValues['status'];
}

const emptyForm = (): InvestigationFormValues => ({ patientId: null, date: todayIso(), title: '', status: 'Pending' });

/**
 * `New Investigation Report` for the patient chosen with the patient picker (USER then shows the patient's name
 * and email), with an optional attachment (PDF, PNG, JPEG or CSV up to 5 MB, 4 MB on Vercel). It shows in the patient's chart.
 * Opened by its button (NewInvestigationButton), which ships with the page while this form comes when first wanted.
 */
export function NewInvestigationDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  // The picker remembers the patient it showed: a new one each time the dialog closes.
  const [formKey, setFormKey] = useState(0);
  const [fileError, setFileError] = useState<string | undefined>();
  const [file, setFile] = useState<File | null>(null);
  const { register, control, handleSubmit, setError, reset, formState } = useForm<InvestigationFormValues, unknown, InvestigationValues>({
    resolver: formResolver<InvestigationFormValues, typeof investigationSchema>(investigationSchema),
    defaultValues: emptyForm(),
  });
  const { errors, isSubmitting } = formState;
  const { formError, setFormError, submit } = useFormSubmit(setError);

  /** Closing forgets the chosen file with the input that held it. */
  function openOrClose(next: boolean) {
    onOpenChange(next);
    if (!next) {
      setFormKey((key) => key + 1);
      setFile(null);
      setFileError(undefined);
      setFormError(null);
    }
  }

  async function onSubmit(values: InvestigationValues) {
    setFormError(null);
    setFileError(undefined);
    // The server judges the file; refusing an oversized one here only spares the upload.
    if (file && file.size > ATTACHMENT_RULE.maxBytes) return setFileError(ATTACHMENT_RULE.tooLarge);
    const formData = new FormData();
    for (const [name, value] of Object.entries(values)) formData.set(name, String(value));
    if (file) formData.set('attachment', file);
    await submit(
      () => createInvestigation(formData),
      () => {
        toast.success('Investigation report added successfully');
        reset(emptyForm());
        openOrClose(false);
      },
      (failure) => setFileError(failure.fieldErrors?.attachment),
    );
  }

  return (
    <Dialog open={open} onOpenChange={openOrClose}>
      <DialogContent className="max-h-[90svh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>New Investigation Report</DialogTitle>
          <DialogDescription>The patient it is for, what was investigated, and the result file if there is one.</DialogDescription>
        </DialogHeader>
        <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
          <FormAlert message={formError} />
          <PatientPickerField key={formKey} control={control} name="patientId" id="investigation-patientId" label="Patient" />
          <TextField id="investigation-title" label="Title" error={errors.title?.message} registration={register('title')} />
          <div className="grid gap-4 sm:grid-cols-2">
            <DateField control={control} name="date" id="investigation-date" label="Date" max={todayIso()} />
            <FormField id="investigation-status" label="Status" error={errors.status?.message}>
              <Controller
                control={control}
                name="status"
                render={({ field }) => (
                  <Select value={field.value} onValueChange={field.onChange}>
                    <SelectTrigger id="investigation-status" className="w-full" onBlur={field.onBlur}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {INVESTIGATION_STATUSES.map((status) => (
                        <SelectItem key={status} value={status}>
                          {status}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            </FormField>
          </div>
          <AttachmentField id="investigation-attachment" label="Attachment" error={fileError} onChange={setFile} />
          <DialogFormFooter saving={isSubmitting} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
