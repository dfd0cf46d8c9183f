'use client';

import type { ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, fieldA11y } from '@/components/forms/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

type InputProps = Omit<ComponentProps<typeof Input>, 'id' | 'name' | 'onChange' | 'onBlur' | 'ref' | 'className'>;

interface TextFieldProps extends InputProps {
  id: string;
  label: string;
  error?: string;
  registration: UseFormRegisterReturn;
  /** A number typed as text: the schema then sees exactly what was typed and says what is wrong with it (a
   * `type="number"` input would hand it an empty string for "12kg" and the mistake would pass unnoticed). */
  numeric?: 'decimal' | 'numeric';
  /** Classes of the field (label, input and error). */
  className?: string;
  /** Classes of the input itself. */
  inputClassName?: string;
}

/** A labelled input bound to react-hook-form, with its error under it. */
export function TextField({ id, label, error, registration, numeric, className, inputClassName, ...props }: TextFieldProps) {
  return (
    <FormField id={id} label={label} error={error} className={className}>
      <Input type="text" inputMode={numeric} autoComplete="off" {...props} className={inputClassName} {...fieldA11y(id, error)} {...registration} />
    </FormField>
  );
}

/** A labelled multi-line input with its error. */
export function TextAreaField({ id, label, error, registration, className }: Pick<TextFieldProps, 'id' | 'label' | 'error' | 'registration' | 'className'>) {
  return (
    <FormField id={id} label={label} error={error} className={className}>
      <Textarea rows={3} {...fieldA11y(id, error)} {...registration} />
    </FormField>
  );
}
