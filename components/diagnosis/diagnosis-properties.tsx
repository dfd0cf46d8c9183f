'use client';

import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { TextField } from '@/components/forms/text-field';
import { Button } from '@/components/ui/button';
import { DIAGNOSIS_PROPERTIES_MAX, type DiagnosisTestValues } from '@/lib/diagnosis/schema/test';
import type { DiagnosisTestFormValues } from './diagnosis-form-values';

interface DiagnosisPropertiesProps {
  control: Control<DiagnosisTestFormValues, unknown, DiagnosisTestValues>;
  register: UseFormRegister<DiagnosisTestFormValues>;
  errors: FieldErrors<DiagnosisTestFormValues>['properties'];
}

/** "Add other diagnosis property": name/value rows the doctor adds and removes. */
export function DiagnosisProperties({ control, register, errors }: DiagnosisPropertiesProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'properties' });
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">Other diagnosis properties</legend>
      {fields.length === 0 ? <p className="text-sm text-muted-foreground">None added.</p> : null}
      <ul className="space-y-3">
        {fields.map((field, index) => (
          <li key={field.id} className="grid items-start gap-3 sm:grid-cols-[1fr_1fr_auto]">
            <TextField
              id={`property-${index}-name`}
              label={`Property ${index + 1} name`}
              error={errors?.[index]?.name?.message}
              registration={register(`properties.${index}.name`)}
              placeholder="e.g. Haemoglobin genotype"
            />
            <TextField
              id={`property-${index}-value`}
              label={`Property ${index + 1} value`}
              error={errors?.[index]?.value?.message}
              registration={register(`properties.${index}.value`)}
              placeholder="e.g. AS"
            />
            <Button type="button" variant="ghost" size="icon" className="mt-6" aria-label={`Remove property ${index + 1}`} onClick={() => remove(index)}>
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      {errors?.root?.message || errors?.message ? <p className="text-sm text-red-600">{errors.root?.message ?? errors.message}</p> : null}
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={fields.length >= DIAGNOSIS_PROPERTIES_MAX}
        onClick={() => append({ name: '', value: '' }, { shouldFocus: true })}
      >
        <Plus aria-hidden="true" />
        Add other diagnosis property
      </Button>
    </fieldset>
  );
}
