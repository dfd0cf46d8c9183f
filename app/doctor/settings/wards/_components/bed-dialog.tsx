'use client';

import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DialogFormFooter } from '@/components/forms/dialog-form-footer';
import { FormAlert } from '@/components/forms/form-alert';
import { formResolver } from '@/components/forms/form-resolver';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/text-field';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { addBed } from '@/lib/wards/actions';
import { bedSchema, type BedValues } from '@/lib/wards/schema';
import { BED_KIND_OPTIONS } from './ward-options';

type BedFormValues = { wardId: number; label: string; kind: string };

/**
 * "Add bed" to one ward: its label (unique within the ward) and kind. The bed is ready for a patient once added. The
 * form is made afresh at each opening, for the ward shown then: Cancel forgets what was typed.
 */
export function BedDialog({ wardId, wardName }: { wardId: number; wardName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm" aria-label={`Add bed to ${wardName}`}>
          <Plus aria-hidden="true" />
          Add bed
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add bed to {wardName}</DialogTitle>
          <DialogDescription>The bed is ready for a patient once added, and the bed board shows it.</DialogDescription>
        </DialogHeader>
        <BedForm wardId={wardId} wardName={wardName} onAdded={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function BedForm({ wardId, wardName, onAdded }: { wardId: number; wardName: string; onAdded: () => void }) {
  const { register, control, handleSubmit, setError, formState } = useForm<BedFormValues, unknown, BedValues>({
    resolver: formResolver<BedFormValues, typeof bedSchema>(bedSchema),
    defaultValues: { wardId, label: '', kind: 'standard' },
  });
  const { errors, isSubmitting } = formState;
  const { formError, submit } = useFormSubmit(setError);

  async function onSubmit(values: BedValues) {
    await submit(
      () => addBed(values),
      () => {
        toast.success(`Bed ${values.label} added to ${wardName}`);
        onAdded();
      },
    );
  }

  return (
    <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <FormAlert message={formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id={`ward-${wardId}-bed-label`} label="Label" placeholder="e.g. A1, Bed 3" error={errors.label?.message} registration={register('label')} />
        <SelectField control={control} name="kind" id={`ward-${wardId}-bed-kind`} label="Kind" options={BED_KIND_OPTIONS} placeholder="Select the kind" />
      </div>
      <DialogFormFooter saving={isSubmitting} label="Add bed" busyLabel="Adding..." />
    </form>
  );
}
