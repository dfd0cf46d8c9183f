'use client';

import type { FieldValues } from 'react-hook-form';
import { ControlledField, type ControlledFieldProps } from '@/components/forms/controlled-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

interface SelectFieldProps<T extends FieldValues, TOut extends FieldValues> extends ControlledFieldProps<T, TOut> {
  /** The field holds the chosen option's value as text ('' for none). */
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder?: string;
}

/** A labelled dropdown of fixed choices bound to a form field, with its error. */
export function SelectField<T extends FieldValues, TOut extends FieldValues>({ options, placeholder = 'Select', ...field }: SelectFieldProps<T, TOut>) {
  return (
    <ControlledField {...field}>
      {(bound, a11y) => (
        <Select value={bound.value ?? ''} onValueChange={bound.onChange} name={bound.name}>
          <SelectTrigger {...a11y} ref={bound.ref} onBlur={bound.onBlur} className="w-full">
            <SelectValue placeholder={placeholder} />
          </SelectTrigger>
          <SelectContent>
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </ControlledField>
  );
}
