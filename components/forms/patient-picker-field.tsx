'use client';

import type { FieldValues } from 'react-hook-form';
import { ControlledField, type ControlledFieldProps } from '@/components/forms/controlled-field';
import type { PatientOption } from '@/lib/patients/queries/options';
import { PatientPicker, type ChosenPatient } from './patient-picker';

interface PatientPickerFieldProps<T extends FieldValues, TOut extends FieldValues> extends ControlledFieldProps<T, TOut> {
  /** The patient of the record being edited. */
  initialPatient?: ChosenPatient | null;
  /** Told the whole option the doctor chose (a form fills what it knows of the patient from it). */
  onChoose?: (patient: PatientOption) => void;
}

/** The patient picker bound to a form field that holds the patient's id (or null), with its label and error. */
export function PatientPickerField<T extends FieldValues, TOut extends FieldValues>({ initialPatient, onChoose, ...field }: PatientPickerFieldProps<T, TOut>) {
  return (
    <ControlledField {...field}>
      {(bound, a11y) => (
        <PatientPicker
          {...a11y}
          ref={bound.ref}
          name={bound.name}
          value={bound.value ?? null}
          onChange={bound.onChange}
          onBlur={bound.onBlur}
          onChoose={onChoose}
          initialPatient={initialPatient}
          placeholder="Search patients"
          listLabel={field.label}
        />
      )}
    </ControlledField>
  );
}
