'use client';

import type { ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, fieldA11y } from '@/components/form-field';
import { Input } from '@/components/ui/input';

type InputProps = Omit<ComponentProps<typeof Input>, 'id' | 'name' | 'onChange' | 'onBlur' | 'ref'>;

/** A labelled input bound to react-hook-form, with its error under it. */
export function TextField({
  id,
  label,
  error,
  registration,
  ...inputProps
}: { id: string; label: string; error?: string; registration: UseFormRegisterReturn } & InputProps) {
  return (
    <FormField id={id} label={label} error={error}>
      <Input {...inputProps} {...fieldA11y(id, error)} {...registration} />
    </FormField>
  );
}
