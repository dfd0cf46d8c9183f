'use client';

import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormField, fieldA11y } from '@/components/forms/form-field';
import type { PatientOption } from '@/lib/data/patient-options';
import { PatientPicker } from './patient-picker';

interface PatientPickerFieldProps<T extends FieldValues, TOut extends FieldValues> {
  control: Control<T, unknown, TOut>;
  /** A field holding the chosen patient's id, or null. */
  name: Path<T>;
  id: string;
  label: string;
  /** The patient of the record being edited. */
  initialPatient?: PatientOption | null;
}

/** The patient picker bound to a form field that holds the patient's id, with its label and error. */
export function PatientPickerField<T extends FieldValues, TOut extends FieldValues>({ control, name, id, label, initialPatient }: PatientPickerFieldProps<T, TOut>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField id={id} label={label} error={fieldState.error?.message}>
          <PatientPicker
            {...fieldA11y(id, fieldState.error?.message)}
            ref={field.ref}
            name={field.name}
            value={field.value ?? null}
            onChange={field.onChange}
            onBlur={field.onBlur}
            initialPatient={initialPatient}
            placeholder="Search patients"
            listLabel={label}
          />
        </FormField>
      )}
    />
  );
}
