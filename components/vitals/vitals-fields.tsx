'use client';

import type { Control, FieldValues, Path, UseFormRegisterReturn } from 'react-hook-form';
import { DateTimeField } from '@/components/forms/date-time-field';
import { TextField } from '@/components/forms/text-field';
import type { VitalsFormInput } from '@/lib/vitals/schema';
import { MEASURE_INFO, type Measure } from '@/lib/vitals/rules/measures';

type VitalName = Exclude<keyof VitalsFormInput, 'measuredAt'>;

/** The inputs in the order a nurse takes them, each named and united by lib/vitals/rules/measures.ts. */
const FIELDS: ReadonlyArray<{ name: VitalName; measure: Measure; numeric?: 'decimal' | 'numeric'; placeholder?: string }> = [
  { name: 'weight', measure: 'weight', numeric: 'decimal' },
  { name: 'height', measure: 'height', numeric: 'decimal' },
  { name: 'bloodPressure', measure: 'blood-pressure', placeholder: 'e.g. 120/80' },
  { name: 'glucose', measure: 'glucose', numeric: 'decimal' },
  { name: 'pulse', measure: 'pulse', numeric: 'numeric' },
  { name: 'temperature', measure: 'temperature', numeric: 'decimal' },
  { name: 'spo2', measure: 'spo2', numeric: 'numeric' },
  { name: 'respiratoryRate', measure: 'respiratory-rate', numeric: 'numeric' },
];

/**
 * Optional vitals taken at the desk (registration or a correction): each value given becomes an observation of
 * the patient, measured at "Measured at" (now by default). Used inside a form whose values hold them under `vitals`.
 */
export function VitalsFields<T extends FieldValues, TOut extends FieldValues>({
  control,
  register,
  errors,
}: {
  /** "Measured at" is a date and a 24-hour time (DateTimeField), bound through the form's control. */
  control: Control<T, unknown, TOut>;
  register: (name: `vitals.${VitalName}`) => UseFormRegisterReturn;
  errors?: Partial<Record<keyof VitalsFormInput, { message?: string } | undefined>>;
}) {
  return (
    <fieldset className="space-y-4">
      <legend className="font-semibold">Vitals (optional)</legend>
      <div className="grid gap-4 md:grid-cols-2">
        {FIELDS.map(({ name, measure, numeric, placeholder }) => (
          <TextField
            key={name}
            id={`vitals-${name}`}
            label={`${MEASURE_INFO[measure].label} (${MEASURE_INFO[measure].unit})`}
            numeric={numeric}
            placeholder={placeholder}
            error={errors?.[name]?.message}
            registration={register(`vitals.${name}`)}
          />
        ))}
        <DateTimeField control={control} name={'vitals.measuredAt' as Path<T>} id="vitals-measuredAt" label="Measured at" />
      </div>
    </fieldset>
  );
}
