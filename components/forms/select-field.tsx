'use client';

import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormField, fieldA11y } from '@/components/forms/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

interface SelectFieldProps<T extends FieldValues, TOut extends FieldValues> {
  control: Control<T, unknown, TOut>;
  /** A field holding the chosen option's value as text ('' for none). */
  name: Path<T>;
  id: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder?: string;
  className?: string;
}

/** A labelled dropdown of fixed choices bound to a form field, with its error. */
export function SelectField<T extends FieldValues, TOut extends FieldValues>({ control, name, id, label, options, placeholder = 'Select', className }: SelectFieldProps<T, TOut>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField id={id} label={label} error={fieldState.error?.message} className={className}>
          <Select value={field.value ?? ''} onValueChange={field.onChange} name={field.name}>
            <SelectTrigger {...fieldA11y(id, fieldState.error?.message)} ref={field.ref} onBlur={field.onBlur} className="w-full">
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
        </FormField>
      )}
    />
  );
}
