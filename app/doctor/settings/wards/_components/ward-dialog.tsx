'use client';

import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { DialogFormFooter } from '@/components/forms/dialog-form-footer';
import { FormAlert } from '@/components/forms/form-alert';
import { formResolver } from '@/components/forms/form-resolver';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/text-field';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { addWard, changeWard } from '@/lib/wards/actions';
import type { AdminWard } from '@/lib/wards/queries/wards-admin';
import { wardSchema, type WardValues } from '@/lib/wards/schema';
import { WARD_KIND_OPTIONS, WARD_SEX_OPTIONS } from './ward-options';

/** What the form needs of a ward: its id and what can be changed, not its counts. */
export type WardFields = Pick<AdminWard, 'wardId' | 'name' | 'kind' | 'sex'>;

type WardFormValues = { name: string; kind: string; sex: string };

/**
 * "Add ward", or with `ward` "Change" that ward: its name, its kind and whom it takes. A name another ward has is
 * said under the name; a change that a patient in the ward would not fit is said above the form. The form is made
 * afresh at each opening (the content leaves the page when closed): Cancel forgets what was typed, and a closed
 * dialog costs the page nothing but its button.
 */
export function WardDialog({ ward, open, onOpenChange, trigger }: { ward?: WardFields; open: boolean; onOpenChange: (open: boolean) => void; trigger?: ReactNode }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{ward ? `Change ${ward.name}` : 'Add ward'}</DialogTitle>
          <DialogDescription>Admissions offer a ward only to the patients it takes: a maternity ward takes women only.</DialogDescription>
        </DialogHeader>
        <WardForm ward={ward} onSaved={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function WardForm({ ward, onSaved }: { ward?: WardFields; onSaved: () => void }) {
  const { register, control, handleSubmit, setError, formState } = useForm<WardFormValues, unknown, WardValues>({
    resolver: formResolver<WardFormValues, typeof wardSchema>(wardSchema),
    defaultValues: ward ? { name: ward.name, kind: ward.kind, sex: ward.sex } : { name: '', kind: '', sex: 'mixed' },
  });
  const { errors, isSubmitting } = formState;
  const { formError, submit } = useFormSubmit(setError);
  const idPrefix = ward ? `ward-${ward.wardId}` : 'new-ward';

  async function onSubmit(values: WardValues) {
    await submit(
      () => (ward ? changeWard({ ...values, wardId: ward.wardId }) : addWard(values)),
      () => {
        toast.success(ward ? `${values.name} saved` : `${values.name} added`);
        onSaved();
      },
    );
  }

  return (
    <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <FormAlert message={formError} />
      <TextField id={`${idPrefix}-name`} label="Name" placeholder="e.g. Ward A, Female Medical" error={errors.name?.message} registration={register('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField control={control} name="kind" id={`${idPrefix}-kind`} label="Kind" options={WARD_KIND_OPTIONS} placeholder="Select the kind" />
        <SelectField control={control} name="sex" id={`${idPrefix}-sex`} label="Takes" options={WARD_SEX_OPTIONS} placeholder="Select whom it takes" />
      </div>
      <DialogFormFooter saving={isSubmitting} label={ward ? 'Save' : 'Add ward'} busyLabel={ward ? 'Saving...' : 'Adding...'} />
    </form>
  );
}
