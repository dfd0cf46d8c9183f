'use client';

import { Controller, type UseFormReturn } from 'react-hook-form';
import { ClockField } from '@/components/forms/clock-field';
import { DateField } from '@/components/forms/date-input';
import { FormField, fieldA11y } from '@/components/forms/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { APPOINTMENT_TYPES, GENDERS } from '@/lib/constants';
import { capitalise } from '@/lib/format';
import type { AppointmentFormInput, AppointmentFormValues } from '@/lib/appointments/schema/appointment';

/** What the form's resolver is told: with a registered patient chosen, only the time is checked. */
export interface AppointmentFormContext {
  patientChosen: boolean;
}

type Form = UseFormReturn<AppointmentFormInput, AppointmentFormContext, AppointmentFormValues>;


/**
 * Every input of the appointment form, each bound to its schema field. `locked`: the patient's fields show a
 * registered patient's record and cannot be changed here (their record is corrected on the chart).
 */
export function AppointmentFields({ form, locked = false }: { form: Form; locked?: boolean }) {
  const { register, control, formState } = form;
  const error = (name: keyof AppointmentFormInput) => formState.errors[name]?.message;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id="fullName" label="Full name" error={error('fullName')} className="sm:col-span-2">
        <Input autoComplete="name" readOnly={locked} {...fieldA11y('fullName', error('fullName'))} {...register('fullName')} />
      </FormField>
      <FormField id="email" label="Email" error={error('email')}>
        <Input type="email" autoComplete="email" readOnly={locked} {...fieldA11y('email', error('email'))} {...register('email')} />
      </FormField>
      <FormField id="phone" label="Phone" error={error('phone')}>
        <Input type="tel" autoComplete="tel" readOnly={locked} {...fieldA11y('phone', error('phone'))} {...register('phone')} />
      </FormField>
      <FormField id="age" label="Age" error={error('age')}>
        <Input type="number" min={1} inputMode="numeric" readOnly={locked} {...fieldA11y('age', error('age'))} {...register('age')} />
      </FormField>
      <ChoiceField name="gender" label="Gender" options={GENDERS} error={error('gender')} control={control} disabled={locked} />
      <DateField control={control} name="date" id="date" label="Date" />
      <ClockField id="time" label="Time" error={error('time')} registration={register('time')} />
      <ChoiceField name="type" label="Type" options={APPOINTMENT_TYPES} error={error('type')} control={control} />
    </div>
  );
}

function ChoiceField({
  name,
  label,
  options,
  error,
  control,
  disabled = false,
}: {
  name: 'gender' | 'type';
  disabled?: boolean;
  label: string;
  options: readonly string[];
  error?: string;
  control: Form['control'];
}) {
  return (
    <FormField id={name} label={label} error={error}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Select value={String(field.value ?? '')} onValueChange={field.onChange} disabled={disabled}>
            <SelectTrigger {...fieldA11y(name, error)} onBlur={field.onBlur} ref={field.ref} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {options.map((option) => (
                <SelectItem key={option} value={option}>
                  {capitalise(option)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
    </FormField>
  );
}
