'use client';

import { Pencil, Plus } from 'lucide-react';
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
import { addWard, changeWard } from '@/lib/wards/actions';
import type { AdminWard } from '@/lib/wards/queries/wards-admin';
import { wardSchema, type WardValues } from '@/lib/wards/schema';
import { WARD_KIND_OPTIONS, WARD_SEX_OPTIONS } from './ward-options';

type WardFormValues = { name: string; kind: string; sex: string };

/**
 * "Add ward", or with `ward` "Change" that ward: its name, its kind and whom it takes. A name another ward has is
 * said under the name; a change that a patient in the ward would not fit is said above the form.
 */
export function WardDialog({ ward }: { ward?: AdminWard }) {
  const empty: WardFormValues = ward ? { name: ward.name, kind: ward.kind, sex: ward.sex } : { name: '', kind: '', sex: 'mixed' };
  const [open, setOpen] = useState(false);
  const { register, control, handleSubmit, setError, reset, formState } = useForm<WardFormValues, unknown, WardValues>({
    resolver: formResolver<WardFormValues, typeof wardSchema>(wardSchema),
    defaultValues: empty,
  });
  const { errors, isSubmitting } = formState;
  const { formError, setFormError, submit } = useFormSubmit(setError);
  const idPrefix = ward ? `ward-${ward.wardId}` : 'new-ward';

  function onOpenChange(next: boolean) {
    setOpen(next);
    // Cancel forgets what was typed: the next opening starts from the ward as it is.
    if (!next) {
      reset(empty);
      setFormError(null);
    }
  }

  async function onSubmit(values: WardValues) {
    await submit(
      () => (ward ? changeWard({ ...values, wardId: ward.wardId }) : addWard(values)),
      () => {
        toast.success(ward ? `${values.name} saved` : `${values.name} added`);
        onOpenChange(false);
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        {ward ? (
          <Button type="button" variant="outline" size="sm" aria-label={`Change ${ward.name}`}>
            <Pencil aria-hidden="true" />
            Change
          </Button>
        ) : (
          <Button type="button">
            <Plus aria-hidden="true" />
            Add ward
          </Button>
        )}
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{ward ? `Change ${ward.name}` : 'Add ward'}</DialogTitle>
          <DialogDescription>Admissions offer a ward only to the patients it takes: a maternity ward takes women only.</DialogDescription>
        </DialogHeader>
        <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
          <FormAlert message={formError} />
          <TextField id={`${idPrefix}-name`} label="Name" placeholder="e.g. Ward A, Female Medical" error={errors.name?.message} registration={register('name')} />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField control={control} name="kind" id={`${idPrefix}-kind`} label="Kind" options={WARD_KIND_OPTIONS} placeholder="Select the kind" />
            <SelectField control={control} name="sex" id={`${idPrefix}-sex`} label="Takes" options={WARD_SEX_OPTIONS} placeholder="Select whom it takes" />
          </div>
          <DialogFormFooter saving={isSubmitting} label={ward ? 'Save' : 'Add ward'} busyLabel={ward ? 'Saving...' : 'Adding...'} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
