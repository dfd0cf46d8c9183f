'use client';

import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormField, fieldA11y } from '@/components/forms/form-field';
import { Combobox, type ComboboxOption } from '@/components/ui/combobox';

interface ComboboxFieldProps<T extends FieldValues, TOut extends FieldValues> {
  control: Control<T, unknown, TOut>;
  /** A field holding the chosen row's numeric id, or null. */
  name: Path<T>;
  id: string;
  label: string;
  options: ReadonlyArray<ComboboxOption>;
  placeholder?: string;
}

/** A searchable dropdown bound to a form field that holds a row id (patient, category). */
export function ComboboxField<T extends FieldValues, TOut extends FieldValues>({ control, name, id, label, options, placeholder }: ComboboxFieldProps<T, TOut>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField id={id} label={label} error={fieldState.error?.message}>
          <Combobox
            {...fieldA11y(id, fieldState.error?.message)}
            ref={field.ref}
            name={field.name}
            options={options}
            value={field.value == null ? null : String(field.value)}
            onValueChange={(value) => field.onChange(Number(value))}
            onBlur={field.onBlur}
            placeholder={placeholder}
            listLabel={label}
          />
        </FormField>
      )}
    />
  );
}
