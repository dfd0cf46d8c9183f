'use client';

import { useState } from 'react';
import { useWatch, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { FormField, fieldA11y } from '@/components/forms/form-field';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/text-field';
import { SelectOnDemand } from '@/components/ui/select-on-demand';
import { MEDICINE_DURATION_DAYS } from '@/lib/constants';
import type { PrescriptionValues } from '@/lib/prescriptions/schema';
import type { PrescriptionFormValues } from './prescription-form-values';
import { DURATION_CHOICES, DURATION_OTHER, DURATION_UNIT_CHOICES } from './prescription-labels';

interface DurationFieldProps {
  index: number;
  control: Control<PrescriptionFormValues, unknown, PrescriptionValues>;
  register: UseFormRegister<PrescriptionFormValues>;
  setValue: UseFormSetValue<PrescriptionFormValues>;
  errors: FieldErrors<PrescriptionFormValues['medicines'][number]> | undefined;
}

const isPreset = (count: string, unit: string) => unit === 'days' && (MEDICINE_DURATION_DAYS as readonly number[]).includes(Number(count)) && count !== '';

/**
 * Duration: the brief's presets (only one day, 3, 7 or 30 days) in a dropdown, or "Other…" for any number of days
 * or weeks (a 21-day course, 6 weeks). The row holds the count and the unit; the dropdown only fills them.
 */
export function DurationField({ index, control, register, setValue, errors }: DurationFieldProps) {
  const [count, unit] = useWatch({ control, name: [`medicines.${index}.durationCount`, `medicines.${index}.durationUnit`] });
  const [other, setOther] = useState(count !== '' && !isPreset(count, unit));
  const id = `medicine-${index}-duration`;
  const error = other ? undefined : errors?.durationCount?.message;
  const choice = other ? DURATION_OTHER : isPreset(count, unit) ? count : '';
  return (
    <>
      <FormField id={id} label="Duration" error={error}>
        <SelectOnDemand
          name="Duration"
          value={choice}
          onValueChange={(value) => {
            const custom = value === DURATION_OTHER;
            setOther(custom);
            if (!custom) {
              setValue(`medicines.${index}.durationCount`, value, { shouldValidate: true, shouldDirty: true });
              setValue(`medicines.${index}.durationUnit`, 'days', { shouldDirty: true });
            }
          }}
          options={DURATION_CHOICES}
          placeholder="Select"
          trigger={{ ...fieldA11y(id, error), className: 'w-full' }}
        />
      </FormField>
      {other ? (
        <div className="grid grid-cols-2 gap-2">
          <TextField id={`${id}-count`} label="Number" numeric="numeric" placeholder="e.g. 21" error={errors?.durationCount?.message} registration={register(`medicines.${index}.durationCount`)} />
          <SelectField control={control} name={`medicines.${index}.durationUnit`} id={`${id}-unit`} label="Days or weeks" options={DURATION_UNIT_CHOICES} />
        </div>
      ) : null}
    </>
  );
}
