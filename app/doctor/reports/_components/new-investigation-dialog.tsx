'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormAlert } from '@/components/forms/form-alert';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { FormField } from '@/components/forms/form-field';
import { TextField } from '@/components/forms/text-field';
import { DialogFormFooter } from '@/components/forms/dialog-form-footer';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { createInvestigation } from '@/lib/actions/reports';
import { todayIso } from '@/lib/format';
import { INVESTIGATION_STATUSES, investigationSchema, type InvestigationInput, type InvestigationValues } from '@/lib/validations/report';
import { ATTACHMENT_RULE } from '@/lib/validations/upload';
import { AttachmentField } from './attachment-field';

const emptyForm = (): InvestigationInput => ({ userName: '', userEmail: '', date: todayIso(), title: '', status: 'Pending' });

/** `New Investigation Report`, with an optional attachment (PDF, PNG, JPEG or CSV up to 5 MB). */
export function NewInvestigationDialog() {
  const [open, setOpen] = useState(false);
  const [fileError, setFileError] = useState<string | undefined>();
  const [file, setFile] = useState<File | null>(null);
  const { register, control, handleSubmit, setError, reset, formState } = useForm<InvestigationInput, unknown, InvestigationValues>({
    resolver: zodResolver(investigationSchema),
    defaultValues: emptyForm(),
  });
  const { errors, isSubmitting } = formState;
  const { formError, setFormError, submit } = useFormSubmit(setError);

  /** Closing forgets the chosen file with the input that held it. */
  function openOrClose(next: boolean) {
    setOpen(next);
    if (!next) {
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
    for (const [name, value] of Object.entries(values)) formData.set(name, value);
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
      <DialogTrigger asChild>
        <Button size="sm" className="h-8">
          <Plus aria-hidden="true" />
          New Investigation Report
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90svh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>New Investigation Report</DialogTitle>
          <DialogDescription>Who it is for, what was investigated, and the result file if there is one.</DialogDescription>
        </DialogHeader>
        <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
          <FormAlert message={formError} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField id="investigation-userName" label="Name" error={errors.userName?.message} registration={register('userName')} />
            <TextField id="investigation-userEmail" label="Email" type="email" error={errors.userEmail?.message} registration={register('userEmail')} />
          </div>
          <TextField id="investigation-title" label="Title" error={errors.title?.message} registration={register('title')} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField id="investigation-date" label="Date" type="date" max={todayIso()} error={errors.date?.message} registration={register('date')} />
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
