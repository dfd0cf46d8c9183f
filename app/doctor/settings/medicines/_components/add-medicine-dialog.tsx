'use client';

import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { DialogFormFooter } from '@/components/forms/dialog-form-footer';
import { FormAlert } from '@/components/forms/form-alert';
import { formResolver } from '@/components/forms/form-resolver';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/text-field';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { addMedicine } from '@/lib/medicines/actions';
import { clinicMedicineSchema, type ClinicMedicineValues } from '@/lib/medicines/schema';
import { FORM_OPTIONS, ROUTE_OPTIONS } from './medicine-labels';

type MedicineFormValues = { name: string; strength: string; form: string; route: string; drugClass: string };
const EMPTY: MedicineFormValues = { name: '', strength: '', form: '', route: '', drugClass: '' };

/** The administrators' "Add medicine" dialog: the clinic's own entry, offered by the prescription form once saved. */
export function AddMedicineDialog() {
  const [open, setOpen] = useState(false);
  const { register, control, handleSubmit, setError, reset, formState } = useForm<MedicineFormValues, unknown, ClinicMedicineValues>({
    resolver: formResolver<MedicineFormValues, typeof clinicMedicineSchema>(clinicMedicineSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;
  const { formError, setFormError, submit } = useFormSubmit(setError);

  function onOpenChange(next: boolean) {
    setOpen(next);
    // Cancel forgets what was typed: the next opening starts empty.
    if (!next) {
      reset(EMPTY);
      setFormError(null);
    }
  }

  async function onSubmit(values: ClinicMedicineValues) {
    await submit(
      () => addMedicine(values),
      () => {
        toast.success('Medicine added');
        onOpenChange(false);
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          Add medicine
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add medicine</DialogTitle>
          <DialogDescription>The medicine joins the clinic&apos;s list, and the prescription form offers it once saved.</DialogDescription>
        </DialogHeader>
        <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
          <FormAlert message={formError} />
          <TextField id="medicine-name" label="Medicine name" placeholder="Generic name, e.g. Amlodipine" error={errors.name?.message} registration={register('name')} />
          <TextField id="medicine-strength" label="Strength" placeholder="e.g. 5 mg or 125 mg/5 mL" error={errors.strength?.message} registration={register('strength')} />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField control={control} name="form" id="medicine-form" label="Form" options={FORM_OPTIONS} placeholder="Select the form" />
            <SelectField control={control} name="route" id="medicine-route" label="Route" options={ROUTE_OPTIONS} placeholder="Select the route" />
          </div>
          <TextField id="medicine-class" label="Drug class (optional)" placeholder="e.g. penicillin" error={errors.drugClass?.message} registration={register('drugClass')} />
          <DialogFormFooter saving={isSubmitting} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
