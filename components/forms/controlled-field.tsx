'use client';

import type { ReactNode } from 'react';
import { Controller, type Control, type ControllerRenderProps, type FieldValues, type Path } from 'react-hook-form';
import { FormField, fieldA11y } from '@/components/forms/form-field';

export interface ControlledFieldProps<T extends FieldValues, TOut extends FieldValues> {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  id: string;
  label: string;
  className?: string;
}

/**
 * A labelled control that is not a plain input (a dropdown, a picker) bound to a form field, with its error
 * under it: `children` renders the control from the field and its accessibility attributes.
 */
export function ControlledField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  id,
  label,
  className,
  children,
}: ControlledFieldProps<T, TOut> & { children: (field: ControllerRenderProps<T, Path<T>>, a11y: ReturnType<typeof fieldA11y>) => ReactNode }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField id={id} label={label} error={fieldState.error?.message} className={className}>
          {children(field, fieldA11y(id, fieldState.error?.message))}
        </FormField>
      )}
    />
  );
}
