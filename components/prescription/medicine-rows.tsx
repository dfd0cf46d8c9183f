'use client';

import { Plus } from 'lucide-react';
import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import type { PrescribingAllergy } from '@/lib/prescriptions/queries/prescribing-context';
import type { PrescriptionValues } from '@/lib/prescriptions/schema';
import { PRESCRIPTION_MEDICINES_MAX } from '@/lib/prescriptions/rules/prescribing';
import { MedicineRow } from './medicine-row';
import { EMPTY_MEDICINE, type PrescriptionFormValues } from './prescription-form-values';

interface MedicineRowsProps {
  control: Control<PrescriptionFormValues, unknown, PrescriptionValues>;
  register: UseFormRegister<PrescriptionFormValues>;
  setValue: UseFormSetValue<PrescriptionFormValues>;
  errors: FieldErrors<PrescriptionFormValues>['medicines'];
  /** The chosen patient's drug allergies: a medicine matching one warns. */
  allergies: PrescribingAllergy[];
}

/** For each row, the number of the first earlier row with the same medicine (by name), or null. */
function earlierSame(names: string[]): Array<number | null> {
  const first = new Map<string, number>();
  return names.map((name, index) => {
    const key = name.trim().toLowerCase();
    if (!key) return null;
    const earlier = first.get(key);
    if (earlier === undefined) first.set(key, index + 1);
    return earlier ?? null;
  });
}

/** The medicines list: each row a medicine with its dosing; add and remove. */
export function MedicineRows({ control, register, setValue, errors, allergies }: MedicineRowsProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'medicines' });
  const rows = useWatch({ control, name: 'medicines' }) ?? [];
  const sameAs = earlierSame(rows.map((row) => row?.name ?? ''));
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold">Medicines</legend>
      {fields.length === 0 ? <p className="text-sm text-muted-foreground">No medicine added.</p> : null}
      <ol className="space-y-4">
        {fields.map((field, index) => (
          <MedicineRow
            key={field.id}
            index={index}
            control={control}
            register={register}
            setValue={setValue}
            errors={errors?.[index]}
            allergies={allergies}
            sameAs={sameAs[index] ?? null}
            onRemove={() => remove(index)}
          />
        ))}
      </ol>
      {errors?.root?.message || errors?.message ? <p className="text-sm text-red-600">{errors.root?.message ?? errors.message}</p> : null}
      <Button type="button" variant="outline" size="sm" disabled={fields.length >= PRESCRIPTION_MEDICINES_MAX} onClick={() => append({ ...EMPTY_MEDICINE })}>
        <Plus aria-hidden="true" />
        Add medicine
      </Button>
    </fieldset>
  );
}
