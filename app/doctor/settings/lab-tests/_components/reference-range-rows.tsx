'use client';

import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/text-field';
import { Button } from '@/components/ui/button';
import { RANGES_MAX } from '@/lib/lab/catalogue-schema';
import { AGE_UNIT_OPTIONS, SEX_OPTIONS } from './lab-test-labels';
import { EMPTY_RANGE, type LabTestFormParts } from './lab-test-form-values';

/** A field's label names its row ("Range 2 low"): a form of rows of fields all called "Low" tells no one which. */
const rowLabel = (index: number, label: string) => `Range ${index + 1} ${label}`;

/**
 * A number's reference ranges: rows of who they are for (a sex, an age band in years or months, either end open) and
 * their limits (either may be open: "< 5.2"). The administrator adds and removes rows; the first that applies to a
 * patient is used, the more specific ones read first.
 */
export function ReferenceRangeRows({ control, register, errors }: LabTestFormParts) {
  const { fields, append, remove } = useFieldArray({ control, name: 'ranges' });
  const rowErrors = errors.ranges;
  const listError = rowErrors?.root?.message ?? rowErrors?.message;
  return (
    <fieldset className="space-y-3" aria-describedby="lab-test-ranges-hint">
      <legend className="text-sm font-medium">Reference ranges</legend>
      <p id="lab-test-ranges-hint" className="text-sm text-muted-foreground">
        Leave an age or a limit empty for none. A range for one sex or an age band is read before a range for everyone.
      </p>
      <ul className="space-y-3">
        {fields.map((field, index) => {
          const error = rowErrors?.[index];
          return (
            <li key={field.id} className="space-y-2 rounded-md border p-3">
              <div className="flex justify-end">
                <Button type="button" variant="ghost" size="sm" aria-label={`Remove range ${index + 1}`} disabled={fields.length === 1} onClick={() => remove(index)}>
                  <Trash2 aria-hidden="true" />
                  Remove
                </Button>
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                <SelectField control={control} name={`ranges.${index}.sex`} id={`range-${index}-sex`} label={rowLabel(index, 'sex')} options={SEX_OPTIONS} />
                <SelectField control={control} name={`ranges.${index}.ageUnit`} id={`range-${index}-age-unit`} label={rowLabel(index, 'ages in')} options={AGE_UNIT_OPTIONS} />
              </div>
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                <TextField id={`range-${index}-from`} label={rowLabel(index, 'from age')} numeric="numeric" error={error?.from?.message} registration={register(`ranges.${index}.from`)} />
                <TextField id={`range-${index}-to`} label={rowLabel(index, 'to age')} numeric="numeric" error={error?.to?.message} registration={register(`ranges.${index}.to`)} />
                <TextField id={`range-${index}-low`} label={rowLabel(index, 'low')} numeric="decimal" error={error?.low?.message} registration={register(`ranges.${index}.low`)} />
                <TextField id={`range-${index}-high`} label={rowLabel(index, 'high')} numeric="decimal" error={error?.high?.message} registration={register(`ranges.${index}.high`)} />
              </div>
            </li>
          );
        })}
      </ul>
      {listError ? <p className="text-sm text-red-600">{listError}</p> : null}
      <Button type="button" variant="outline" size="sm" disabled={fields.length >= RANGES_MAX} onClick={() => append(EMPTY_RANGE, { shouldFocus: false })}>
        <Plus aria-hidden="true" />
        Add range
      </Button>
    </fieldset>
  );
}
