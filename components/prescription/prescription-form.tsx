'use client';

import { PageForm } from '@/components/forms/page-form';
import { useRouter } from 'next/navigation';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { lazyFormResolver } from '@/components/forms/lazy-form-resolver';
import { SelectField } from '@/components/forms/select-field';
import { TextAreaField, TextField } from '@/components/forms/text-field';
import { FormActions } from '@/components/forms/form-actions';
import { FormAlert } from '@/components/forms/form-alert';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { PatientPickerField } from '@/components/forms/patient-picker-field';
import { createPrescription, updatePrescription } from '@/lib/prescriptions/actions';
import type { PatientOption } from '@/lib/patients/queries/options';
import type { PrescriptionRecord } from '@/lib/prescriptions/queries/prescriptions';
import type { VisitStart } from '@/lib/vitals/queries/visit-readings';
import type { prescriptionSchema, PrescriptionValues } from '@/lib/prescriptions/schema';
import { MedicineRows } from './medicine-rows';
import { PhysicalInfoFields } from './physical-info-fields';
import { prescriptionFormValues, type PrescriptionFormValues } from './prescription-form-values';
import { NEXT_VISIT_UNIT_CHOICES } from './prescription-labels';
import { DiagnosisFields } from './diagnosis-fields';
import { NextVisitDate } from './next-visit-date';
import { PrescribingAllergies } from './prescribing-allergies';
import { usePrescribingContext } from './use-prescribing-context';

const LIST = '/doctor/prescription';

/** The edited prescription's patient, as the patient picker shows it. */
const patientOf = (record: PrescriptionRecord) => ({ id: record.patientId, fullName: record.patientName, email: record.patientEmail });

interface PrescriptionFormProps {
  /** The prescription being edited; a new one without it. */
  prescription?: PrescriptionRecord;
  /** A new prescription's patient, already chosen (`?patient={id}`, from the patient's chart or a visit). */
  patient?: PatientOption | null;
  /** The visit (of `patient`) a new prescription is written at, when started from the visit's page. */
  appointmentId?: number | null;
  /** What that visit already knows: the form starts with its readings and its diagnosis test. */
  visit?: VisitStart | null;
  /** Where saving (or Cancel) goes: the visit or the chart the form was opened from; without it, the new prescription's details. */
  returnTo?: string | null;
}

/** The shared schema checks the form; it loads at the first check, not with the page (lazy-form-resolver.ts). */
const checkPrescription = lazyFormResolver<PrescriptionFormValues, typeof prescriptionSchema>(() =>
  import('@/lib/prescriptions/schema').then((module) => module.prescriptionSchema),
);

/** New Prescription (and its edit): patient, physical information, medicines, additional information. */
export function PrescriptionForm({ prescription, patient = null, appointmentId = null, visit = null, returnTo = null }: PrescriptionFormProps) {
  const chosenPatient = prescription ? patientOf(prescription) : patient;
  const router = useRouter();
  const { control, register, handleSubmit, setError, setValue, formState } = useForm<PrescriptionFormValues, unknown, PrescriptionValues>({
    resolver: checkPrescription,
    defaultValues: { ...prescriptionFormValues(prescription, visit), patientId: chosenPatient?.id ?? null },
  });
  const { errors, isSubmitting } = formState;
  const patientId = useWatch({ control, name: 'patientId' });
  const { state: context, retry } = usePrescribingContext(patientId);
  const allergies = context.status === 'ready' ? context.context.allergies : [];
  const diagnoses = context.status === 'ready' ? context.context.diagnoses : [];
  const { formError, submit, whenSubmitted } = useFormSubmit(setError);

  // The visit belongs to the patient it was opened with: choosing another patient writes a prescription of no visit.
  const visitOf = (patientId: number) => (appointmentId !== null && patientId === patient?.id ? appointmentId : null);

  async function onSubmit(values: PrescriptionValues) {
    await submit(
      () => (prescription ? updatePrescription({ ...values, id: prescription.id }) : createPrescription({ ...values, appointmentId: visitOf(values.patientId) })),
      ({ id }) => {
        toast.success(prescription ? 'Prescription updated successfully' : 'Prescription added successfully');
        router.push(returnTo ?? `/doctor/prescription/prescriptionn-details?id=${id}`);
      },
    );
  }

  return (
    <PageForm onSubmit={whenSubmitted(handleSubmit(onSubmit))} className="space-y-8" aria-label={prescription ? 'Edit Prescription' : 'New Prescription'}>
      <FormAlert message={formError} />
      <PatientPickerField control={control} name="patientId" id="patientId" label="Patient" initialPatient={chosenPatient} />
      <PrescribingAllergies state={context} onRetry={retry} />
      <PhysicalInfoFields control={control} register={register} errors={errors} />
      <DiagnosisFields control={control} register={register} errors={errors} diagnoses={diagnoses} current={prescription ? (prescription.diagnosisTestId ? { id: prescription.diagnosisTestId, label: prescription.diagnosisTestLabel ?? '' } : null) : (visit?.diagnosisTest ?? null)} />
      <MedicineRows control={control} register={register} setValue={setValue} errors={errors.medicines} allergies={allergies} />
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">Additional information</legend>
        <div className="grid gap-4 md:grid-cols-2">
          <TextAreaField id="test" label="Test" error={errors.test?.message} registration={register('test')} />
          <TextAreaField id="advice" label="Advice" error={errors.advice?.message} registration={register('advice')} />
        </div>
        <div className="grid max-w-md grid-cols-2 gap-3">
          <TextField id="nextVisitNumber" label="Next visit" numeric="numeric" placeholder="e.g. 2" error={errors.nextVisitNumber?.message} registration={register('nextVisitNumber')} />
          <SelectField control={control} name="nextVisitUnit" id="nextVisitUnit" label="Next visit unit" options={NEXT_VISIT_UNIT_CHOICES} />
        </div>
        <NextVisitDate control={control} writtenAt={prescription?.addedAt ?? null} />
      </fieldset>
      <FormActions saving={isSubmitting} cancelHref={returnTo ?? LIST} />
    </PageForm>
  );
}
