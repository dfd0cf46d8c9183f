'use client';

import type { FieldValues } from 'react-hook-form';
import { ControlledField, type ControlledFieldProps } from '@/components/forms/controlled-field';
import { Combobox, type ComboboxOption } from '@/components/ui/combobox';

interface ComboboxFieldProps<T extends FieldValues, TOut extends FieldValues> extends ControlledFieldProps<T, TOut> {
  options: ReadonlyArray<ComboboxOption>;
  placeholder?: string;
}

/** A searchable dropdown bound to a form field that holds a row id (patient, category), or null. */
export function ComboboxField<T extends FieldValues, TOut extends FieldValues>({ options, placeholder, ...field }: ComboboxFieldProps<T, TOut>) {
  return (
    <ControlledField {...field}>
      {(bound, a11y) => (
        <Combobox
          {...a11y}
          ref={bound.ref}
          name={bound.name}
          options={options}
          value={bound.value == null ? null : String(bound.value)}
          onValueChange={(value) => bound.onChange(Number(value))}
          onBlur={bound.onBlur}
          placeholder={placeholder}
          listLabel={field.label}
        />
      )}
    </ControlledField>
  );
}
