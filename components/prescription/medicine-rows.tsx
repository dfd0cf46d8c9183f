'use client';

import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/text-field';
import { Button } from '@/components/ui/button';
import { PRESCRIPTION_MEDICINES_MAX, type PrescriptionValues } from '@/lib/validations/prescription';
import { EMPTY_MEDICINE, type PrescriptionFormValues } from './prescription-form-values';
import { DURATION_CHOICES, INTERVAL_CHOICES, MEDICINE_NAME_CHOICES, TIME_CHOICES } from './prescription-labels';

interface MedicineRowsProps {
  control: Control<PrescriptionFormValues, unknown, PrescriptionValues>;
  register: UseFormRegister<PrescriptionFormValues>;
  errors: FieldErrors<PrescriptionFormValues>['medicines'];
}

/** The medicines list: each with name, dosage, duration, time, interval and comment; add and remove. */
export function MedicineRows({ control, register, errors }: MedicineRowsProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'medicines' });
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold">Medicines</legend>
      {fields.length === 0 ? <p className="text-sm text-muted-foreground">No medicine added.</p> : null}
      <ol className="space-y-4">
        {fields.map((field, index) => {
          const n = index + 1;
          const rowErrors = errors?.[index];
          return (
            <li key={field.id} aria-label={`Medicine ${n}`} className="grid gap-3 rounded-md border p-3 md:grid-cols-3 lg:grid-cols-[repeat(6,1fr)_auto]">
              <SelectField control={control} name={`medicines.${index}.name`} id={`medicine-${index}-name`} label={`Medicine ${n}`} options={MEDICINE_NAME_CHOICES} />
              <TextField id={`medicine-${index}-dosage`} label="Dosage" placeholder="e.g. 50 mg" error={rowErrors?.dosage?.message} registration={register(`medicines.${index}.dosage`)} />
              <SelectField control={control} name={`medicines.${index}.durationDays`} id={`medicine-${index}-duration`} label="Duration" options={DURATION_CHOICES} />
              <SelectField control={control} name={`medicines.${index}.time`} id={`medicine-${index}-time`} label="Time" options={TIME_CHOICES} />
              <SelectField control={control} name={`medicines.${index}.interval`} id={`medicine-${index}-interval`} label="Interval" options={INTERVAL_CHOICES} />
              <TextField id={`medicine-${index}-comment`} label="Comment" error={rowErrors?.comment?.message} registration={register(`medicines.${index}.comment`)} />
              <Button type="button" variant="ghost" size="icon" className="self-end" aria-label={`Remove medicine ${n}`} onClick={() => remove(index)}>
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ol>
      {errors?.root?.message || errors?.message ? <p className="text-sm text-red-600">{errors.root?.message ?? errors.message}</p> : null}
      <Button type="button" variant="outline" size="sm" disabled={fields.length >= PRESCRIPTION_MEDICINES_MAX} onClick={() => append({ ...EMPTY_MEDICINE })}>
        <Plus aria-hidden="true" />
        Add medicine
      </Button>
    </fieldset>
  );
}
