'use client';

import { PageForm } from '@/components/forms/page-form';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { FormActions } from '@/components/forms/form-actions';
import { FormAlert } from '@/components/forms/form-alert';
import { formResolver } from '@/components/forms/form-resolver';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/text-field';
import { VitalsFields } from '@/components/vitals/vitals-fields';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { DateField } from '@/components/forms/date-input';
import { correctPatient, registerPatient } from '@/lib/patients/actions/patients';
import { todayIso } from '@/lib/clinic-time';
import { GENDERS } from '@/lib/constants';
import type { LikelyDuplicate } from '@/lib/patients/queries/duplicates';
import { ageOn, capitalise, formatDate } from '@/lib/format';
import { isIsoDate } from '@/lib/forms/common';
import { BLOOD_GROUPS } from '@/lib/patients/rules/groups';
import { EMPTY_VITALS } from '@/lib/vitals/schema';
import { NOT_TESTED, patientSchema, type PatientFormInput, type PatientValues } from '@/lib/patients/schema/patient';
import { LikelyDuplicates } from './likely-duplicates';
import { EMPTY_PATIENT } from './patient-form-values';
import { patientChartHref } from '@/lib/patients/rules/chart-tabs';

const SEX_CHOICES = GENDERS.map((gender) => ({ value: gender, label: capitalise(gender) }));
const BLOOD_GROUP_CHOICES = [{ value: NOT_TESTED, label: 'Not tested' }, ...BLOOD_GROUPS.map((group) => ({ value: group, label: group }))];

type TextName = 'phone' | 'email' | 'street' | 'state' | 'zipCode' | 'nextOfKinName' | 'nextOfKinPhone';

/** The form's text fields after the names, in the order a registration desk asks for them. */
const CONTACT_FIELDS: ReadonlyArray<{ name: TextName; label: string; type?: string }> = [
  { name: 'phone', label: 'Phone', type: 'tel' },
  { name: 'email', label: 'Email (optional)', type: 'email' },
  { name: 'street', label: 'Street' },
  { name: 'state', label: 'State' },
  { name: 'zipCode', label: 'Zip code' },
  { name: 'nextOfKinName', label: 'Next of kin (optional)' },
  { name: 'nextOfKinPhone', label: 'Next of kin’s phone (optional)', type: 'tel' },
];

/** The date of birth as the app writes dates ("Born 15 Mar 1990, 36 years old"), under the date input. */
function BirthDateReading({ control }: { control: Control<PatientFormInput, unknown, PatientValues> }) {
  const dateOfBirth = useWatch({ control, name: 'dateOfBirth' });
  const today = todayIso();
  const reading = isIsoDate(dateOfBirth ?? '') && dateOfBirth <= today ? `Born ${formatDate(dateOfBirth)}, ${ageOn(dateOfBirth, today)} years old` : '';
  return (
    <p id="dateOfBirth-reading" className="min-h-5 text-sm text-muted-foreground" aria-live="polite">
      {reading}
    </p>
  );
}

/**
 * Registering a patient ("New patient") or correcting one ("Edit" on the chart), checked with the schema the
 * action checks with; a saved patient opens their chart. A registration that may repeat a registered patient
 * lists them first: the doctor opens one of them, or confirms a different person.
 */
export function PatientForm({ patientId, initial = EMPTY_PATIENT, cancelHref }: { patientId?: number; initial?: PatientFormInput; cancelHref: string }) {
  const router = useRouter();
  const [duplicates, setDuplicates] = useState<LikelyDuplicate[]>([]);
  const { control, register, handleSubmit, setError, formState, getValues } = useForm<PatientFormInput, unknown, PatientValues>({
    resolver: formResolver<PatientFormInput, typeof patientSchema>(patientSchema),
    defaultValues: { ...initial, vitals: initial.vitals ?? EMPTY_VITALS() },
  });
  const { errors, isSubmitting } = formState;
  const { formError, submit } = useFormSubmit(setError);

  async function save(values: PatientValues, differentPerson: boolean) {
    // The action parses the form's input again: a blood group not tested goes back to the select's value.
    const input = { ...values, email: values.email ?? '', bloodGroup: values.bloodGroup ?? NOT_TESTED, vitals: getValues('vitals') };
    setDuplicates([]);
    await submit(
      () => (patientId ? correctPatient({ ...input, id: patientId, differentPerson }) : registerPatient({ ...input, differentPerson })),
      ({ id }) => {
        toast.success(`${values.firstName} ${values.lastName} ${patientId ? 'updated' : 'registered'} successfully`);
        router.push(patientChartHref(id));
      },
      (failure) => setDuplicates(failure.duplicates ?? []),
    );
  }

  return (
    <PageForm
      onSubmit={handleSubmit((values) => save(values, false))}
      className="max-w-3xl space-y-6"
      aria-label={patientId ? 'Edit patient' : 'New patient'}
    >
      <FormAlert message={formError} />
      {duplicates.length > 0 ? (
        <LikelyDuplicates duplicates={duplicates} saving={isSubmitting} correcting={patientId !== undefined} onConfirm={handleSubmit((values) => save(values, true))} />
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField id="firstName" label="First name" error={errors.firstName?.message} registration={register('firstName')} />
        <TextField id="lastName" label="Last name" error={errors.lastName?.message} registration={register('lastName')} />
        <div>
          <DateField control={control} name="dateOfBirth" id="dateOfBirth" label="Date of birth" max={todayIso()} />
          <BirthDateReading control={control} />
        </div>
        <SelectField control={control} name="gender" id="gender" label="Sex" options={SEX_CHOICES} placeholder="Select the sex" />
        {CONTACT_FIELDS.map(({ name, label, type }) => (
          <TextField key={name} id={name} label={label} type={type} error={errors[name]?.message} registration={register(name)} />
        ))}
        <SelectField control={control} name="bloodGroup" id="bloodGroup" label="Blood group" options={BLOOD_GROUP_CHOICES} />
      </div>
      <VitalsFields control={control} register={register} errors={errors.vitals} />
      <FormActions saving={isSubmitting} cancelHref={cancelHref} />
    </PageForm>
  );
}
