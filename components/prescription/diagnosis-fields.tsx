'use client';

import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/text-field';
import type { DiagnosisChoice } from '@/lib/prescriptions/queries/prescribing-context';
import type { PrescriptionValues } from '@/lib/prescriptions/schema';
import { NO_DIAGNOSIS_TEST } from '@/lib/prescriptions/rules/prescribing';
import type { PrescriptionFormValues } from './prescription-form-values';

interface DiagnosisFieldsProps {
  control: Control<PrescriptionFormValues, unknown, PrescriptionValues>;
  register: UseFormRegister<PrescriptionFormValues>;
  errors: FieldErrors<PrescriptionFormValues>;
  /** The chosen patient's latest diagnosis tests. */
  diagnoses: DiagnosisChoice[];
  /** The test the edited prescription names (it may be older than the latest ones). */
  current: DiagnosisChoice | null;
}

/** What the prescription treats: one of the patient's diagnosis tests, or words (or both). */
export function DiagnosisFields({ control, register, errors, diagnoses, current }: DiagnosisFieldsProps) {
  const choices = current && !diagnoses.some((d) => d.id === current.id) ? [current, ...diagnoses] : diagnoses;
  const options = [{ value: NO_DIAGNOSIS_TEST, label: 'None' }, ...choices.map((d) => ({ value: String(d.id), label: d.label }))];
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold">Diagnosis</legend>
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField control={control} name="diagnosisTestId" id="diagnosisTestId" label="Diagnosis test" options={options} placeholder="None" />
        <TextField id="diagnosis" label="Diagnosis" placeholder="e.g. Essential hypertension" error={errors.diagnosis?.message} registration={register('diagnosis')} />
      </div>
      {errors.diagnosisTestId?.message ? <p className="text-sm text-red-600">{errors.diagnosisTestId.message}</p> : null}
    </fieldset>
  );
}
