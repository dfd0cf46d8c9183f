'use client';

import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { DateTimeField } from '@/components/forms/date-time-field';
import { TextAreaField, TextField } from '@/components/forms/text-field';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import type { PrescriptionValues } from '@/lib/prescriptions/schema';
import type { PrescriptionFormValues } from './prescription-form-values';
import { prescriptionStatusLabel } from './prescription-labels';

type TextName = 'bloodPressure' | 'foodAllergies' | 'diabetic' | 'currentMedication' | 'pulseRate' | 'temperature' | 'height' | 'weight';

const FIELDS: ReadonlyArray<{ name: TextName; label: string; numeric?: 'decimal' | 'numeric'; placeholder?: string }> = [
  { name: 'bloodPressure', label: 'Blood pressure (mmHg)', placeholder: 'e.g. 120/80' },
  { name: 'foodAllergies', label: 'Food allergies' },
  { name: 'diabetic', label: 'Diabetic', placeholder: 'e.g. No' },
  { name: 'currentMedication', label: 'Current medication' },
  { name: 'pulseRate', label: 'Pulse rate (bpm)', numeric: 'numeric' },
  { name: 'temperature', label: 'Temperature (°C)', numeric: 'decimal' },
  { name: 'height', label: 'Height (cm)', numeric: 'decimal' },
  { name: 'weight', label: 'Weight (kg)', numeric: 'decimal' },
];

interface PhysicalInfoFieldsProps {
  control: Control<PrescriptionFormValues, unknown, PrescriptionValues>;
  register: UseFormRegister<PrescriptionFormValues>;
  errors: FieldErrors<PrescriptionFormValues>;
}

/** "Physical information", and the status flag that the 'High Blood Pressure' label toggles (the brief's label). */
export function PhysicalInfoFields({ control, register, errors }: PhysicalInfoFieldsProps) {
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold">Physical information</legend>
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
        {FIELDS.map(({ name, label, numeric, placeholder }) => (
          <TextField key={name} id={name} label={label} numeric={numeric} placeholder={placeholder} error={errors[name]?.message} registration={register(name)} />
        ))}
        <DateTimeField control={control} name="measuredAt" id="measuredAt" label="Measured at" />
      </div>
      <TextAreaField id="problemDescription" label="Problem description" error={errors.problemDescription?.message} registration={register('problemDescription')} />
      <Controller
        control={control}
        name="status"
        render={({ field }) => (
          <div className="space-y-1">
            <div className="flex items-center gap-3">
              <Switch id="status" aria-describedby="status-meaning" checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />
              <Label htmlFor="status">High Blood Pressure</Label>
            </div>
            <p id="status-meaning" className="text-sm text-muted-foreground">
              The prescription&apos;s status: {prescriptionStatusLabel(field.value)}. It is the list&apos;s Status and prints as such,
              not as a blood pressure finding.
            </p>
          </div>
        )}
      />
    </fieldset>
  );
}
