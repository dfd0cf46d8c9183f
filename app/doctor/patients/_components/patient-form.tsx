'use client';

import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormActions } from '@/components/forms/form-actions';
import { FormAlert } from '@/components/forms/form-alert';
import { formResolver } from '@/components/forms/form-resolver';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/text-field';
import { VitalsFields } from '@/components/vitals/vitals-fields';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { correctPatient, registerPatient } from '@/lib/actions/patients';
import { GENDERS } from '@/lib/constants';
import { capitalise, todayIso } from '@/lib/format';
import { BLOOD_GROUPS } from '@/lib/validations/hospital-api';
import { EMPTY_VITALS } from '@/lib/validations/observations';
import { NOT_TESTED, patientSchema, type PatientFormInput, type PatientValues } from '@/lib/validations/patient';

const SEX_CHOICES = GENDERS.map((gender) => ({ value: gender, label: capitalise(gender) }));
const BLOOD_GROUP_CHOICES = [{ value: NOT_TESTED, label: 'Not tested' }, ...BLOOD_GROUPS.map((group) => ({ value: group, label: group }))];

/** The form's text fields after the names, in the order a registration desk asks for them. */
const CONTACT_FIELDS: ReadonlyArray<{ name: 'phone' | 'email' | 'street' | 'state' | 'zipCode'; label: string; type?: string; autoComplete: string }> = [
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'off' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'off' },
  { name: 'street', label: 'Street', autoComplete: 'off' },
  { name: 'state', label: 'State', autoComplete: 'off' },
  { name: 'zipCode', label: 'Zip code', autoComplete: 'off' },
];

export const EMPTY_PATIENT: PatientFormInput = {
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  gender: '' as PatientFormInput['gender'],
  phone: '',
  email: '',
  state: '',
  street: '',
  zipCode: '',
  bloodGroup: NOT_TESTED,
};

/**
 * Registering a patient ("New patient") or correcting one ("Edit" on the chart), checked with the schema the
 * action checks with; a saved patient opens their chart.
 */
export function PatientForm({ patientId, initial = EMPTY_PATIENT, cancelHref }: { patientId?: number; initial?: PatientFormInput; cancelHref: string }) {
  const router = useRouter();
  const { control, register, handleSubmit, setError, formState, getValues } = useForm<PatientFormInput, unknown, PatientValues>({
    resolver: formResolver<PatientFormInput, typeof patientSchema>(patientSchema),
    defaultValues: { ...initial, vitals: initial.vitals ?? EMPTY_VITALS() },
  });
  const { errors, isSubmitting } = formState;
  const { formError, submit } = useFormSubmit(setError);

  async function onSubmit(values: PatientValues) {
    // The action parses the form's input again: a blood group not tested goes back to the select's value.
    const input = { ...values, bloodGroup: values.bloodGroup ?? NOT_TESTED, vitals: getValues('vitals') };
    await submit(
      () => (patientId ? correctPatient({ ...input, id: patientId }) : registerPatient(input)),
      ({ id }) => {
        toast.success(`${values.firstName} ${values.lastName} ${patientId ? 'updated' : 'registered'} successfully`);
        router.push(`/doctor/patients/${id}`);
      },
    );
  }

  return (
    <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="max-w-3xl space-y-6" aria-label={patientId ? 'Edit patient' : 'New patient'}>
      <FormAlert message={formError} />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField id="firstName" label="First name" autoComplete="off" error={errors.firstName?.message} registration={register('firstName')} />
        <TextField id="lastName" label="Last name" autoComplete="off" error={errors.lastName?.message} registration={register('lastName')} />
        <TextField id="dateOfBirth" label="Date of birth" type="date" max={todayIso()} error={errors.dateOfBirth?.message} registration={register('dateOfBirth')} />
        <SelectField control={control} name="gender" id="gender" label="Sex" options={SEX_CHOICES} />
        {CONTACT_FIELDS.map(({ name, label, type, autoComplete }) => (
          <TextField key={name} id={name} label={label} type={type} autoComplete={autoComplete} error={errors[name]?.message} registration={register(name)} />
        ))}
        <SelectField control={control} name="bloodGroup" id="bloodGroup" label="Blood group" options={BLOOD_GROUP_CHOICES} />
      </div>
      <VitalsFields register={register} errors={errors.vitals} />
      <FormActions saving={isSubmitting} cancelHref={cancelHref} />
    </form>
  );
}
