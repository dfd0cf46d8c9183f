'use client';

import type { FieldValues } from 'react-hook-form';
import { ControlledField, type ControlledFieldProps } from '@/components/forms/controlled-field';
import { SelectOnDemand } from '@/components/ui/select-on-demand';

interface SelectFieldProps<T extends FieldValues, TOut extends FieldValues> extends ControlledFieldProps<T, TOut> {
  /** The field holds the chosen option's value as text ('' for none). */
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder?: string;
}

/**
 * A labelled dropdown of fixed choices bound to a form field, with its error. Radix's Select comes when the field is
 * first pointed at, focused or pressed (SelectOnDemand), not with the form: each Radix Select mounted with a page
 * re-rendered itself at once to collect its options, 40-65 ms of the new prescription form's start.
 */
export function SelectField<T extends FieldValues, TOut extends FieldValues>({ options, placeholder = 'Select', ...field }: SelectFieldProps<T, TOut>) {
  return (
    <ControlledField {...field}>
      {(bound, a11y) => (
        <SelectOnDemand
          name={field.label}
          value={bound.value ?? ''}
          onValueChange={bound.onChange}
          options={options}
          placeholder={placeholder}
          trigger={{ ...a11y, onBlur: bound.onBlur, className: 'w-full' }}
          triggerRef={bound.ref}
        />
      )}
    </ControlledField>
  );
}
