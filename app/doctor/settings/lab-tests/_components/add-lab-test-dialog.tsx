'use client';

import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { DialogFormFooter } from '@/components/forms/dialog-form-footer';
import { FormAlert } from '@/components/forms/form-alert';
import { formResolver } from '@/components/forms/form-resolver';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/text-field';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { addLabTest } from '@/lib/lab/actions/catalogue';
import { labTestSchema, type LabTestValues } from '@/lib/lab/catalogue-schema';
import { ChoiceResultFields } from './choice-result-fields';
import { KIND_OPTIONS, SPECIMEN_OPTIONS } from './lab-test-labels';
import { EMPTY_LAB_TEST, type LabTestFormValues } from './lab-test-form-values';
import { NumberResultFields } from './number-result-fields';

export interface AddLabTestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The administrators' "Add test" dialog: a test of the clinic's own, with its LOINC code, specimen and how its result
 * is written; the order dialog offers it once saved. The fields of a number or a choice appear once the kind is chosen.
 * Fetched when first wanted (add-lab-test-button.tsx), and kept mounted, closed, between openings.
 */
export function AddLabTestDialog({ open, onOpenChange: setOpen }: AddLabTestDialogProps) {
  const { register, control, handleSubmit, setError, setValue, getValues, reset, formState } = useForm<LabTestFormValues, unknown, LabTestValues>({
    resolver: formResolver<LabTestFormValues, typeof labTestSchema>(labTestSchema),
    defaultValues: EMPTY_LAB_TEST,
  });
  const { errors, isSubmitting } = formState;
  const { formError, setFormError, submit, whenSubmitted } = useFormSubmit(setError);
  const kind = useWatch({ control, name: 'kind' });
  const parts = { control, register, errors };

  function onOpenChange(next: boolean) {
    setOpen(next);
    // Cancel forgets what was typed: the next opening starts empty.
    if (!next) {
      reset(EMPTY_LAB_TEST);
      setFormError(null);
    }
  }

  async function onSubmit(values: LabTestValues) {
    await submit(
      () => addLabTest(values),
      (test) => {
        toast.success(`${test.name} added`);
        onOpenChange(false);
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90svh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Add test</DialogTitle>
          <DialogDescription>The test joins the laboratory&apos;s catalogue, and doctors can order it once saved.</DialogDescription>
        </DialogHeader>
        <form method="post" noValidate onSubmit={whenSubmitted(handleSubmit(onSubmit))} className="grid gap-4">
          <FormAlert message={formError} />
          <TextField id="lab-test-name" label="Test name" placeholder="e.g. Vitamin B12" error={errors.name?.message} registration={register('name')} />
          <SelectField control={control} name="specimen" id="lab-test-specimen" label="Specimen" options={SPECIMEN_OPTIONS} placeholder="Select the specimen" />
          <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
            <TextField id="lab-test-loinc" label="LOINC code" placeholder="e.g. 2132-9" error={errors.loinc?.message} registration={register('loinc')} />
            <TextField
              id="lab-test-loinc-display"
              label="LOINC display name"
              placeholder="e.g. Cobalamin (Vitamin B12) [Mass/volume] in Serum or Plasma"
              error={errors.loincDisplay?.message}
              registration={register('loincDisplay')}
            />
          </div>
          <SelectField control={control} name="kind" id="lab-test-kind" label="Result" options={KIND_OPTIONS} placeholder="How the result is written" />
          {kind === 'number' ? <NumberResultFields {...parts} /> : null}
          {kind === 'choice' ? <ChoiceResultFields {...parts} setValue={setValue} getValues={getValues} /> : null}
          <DialogFormFooter saving={isSubmitting} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
