'use client';

import { PageForm } from '@/components/forms/page-form';
import { ArrowLeft } from 'lucide-react';
import Link from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { ComboboxField } from '@/components/forms/combobox-field';
import { formResolver } from '@/components/forms/form-resolver';
import { DateTimeField } from '@/components/forms/date-time-field';
import { TextField } from '@/components/forms/text-field';
import { FormActions } from '@/components/forms/form-actions';
import { FormAlert } from '@/components/forms/form-alert';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { PatientPickerField } from '@/components/forms/patient-picker-field';
import { Button } from '@/components/ui/button';
import { createDiagnosisTest, updateDiagnosisTest } from '@/lib/diagnosis/actions/tests';
import type { DiagnosisTestRecord } from '@/lib/diagnosis/queries/tests';
import type { PatientOption } from '@/lib/patients/queries/options';
import type { VisitStart } from '@/lib/vitals/queries/visit-readings';
import { diagnosisTestSchema, type DiagnosisTestValues } from '@/lib/diagnosis/schema/test';
import { MEASURE_INFO, type Measure } from '@/lib/vitals/rules/measures';
import { diagnosisFormValues, type DiagnosisTestFormValues } from './diagnosis-form-values';
import { DiagnosisProperties } from './diagnosis-properties';

const LIST = '/doctor/diagnosis';

/** The edited test's patient, as the patient picker shows it. */
const patientOf = (test: DiagnosisTestRecord) => ({ id: test.patientId, fullName: test.patientName, email: test.patientEmail });

type MeasureField = Exclude<keyof DiagnosisTestFormValues, 'patientId' | 'categoryId' | 'properties' | 'measuredAt'>;

/** "Blood glucose (mg/dL)": a measure's one name and unit (lib/vitals/rules/measures.ts). */
const withUnit = (measure: Measure) => `${MEASURE_INFO[measure].label} (${MEASURE_INFO[measure].unit})`;

/** The form's inputs after the two dropdowns, in the brief's order, with units where there are some. */
const FIELDS: ReadonlyArray<{ name: MeasureField; label: string; numeric?: 'decimal' | 'numeric'; placeholder?: string }> = [
  { name: 'reportNumber', label: 'Report number', placeholder: 'Left empty: the next RPT number' },
  { name: 'age', label: 'Age', numeric: 'numeric' },
  { name: 'height', label: 'Height (cm)', numeric: 'decimal' },
  { name: 'weight', label: 'Weight (kg)', numeric: 'decimal' },
  { name: 'averageGlucose', label: withUnit('glucose'), numeric: 'decimal' },
  { name: 'fastingBloodSugar', label: withUnit('fasting-glucose'), numeric: 'decimal' },
  { name: 'urineSugar', label: 'Urine sugar', placeholder: 'e.g. Nil, Trace, 1+' },
  { name: 'bloodPressure', label: 'Blood pressure (mmHg)', placeholder: 'e.g. 120/80' },
  { name: 'diabetes', label: 'Diabetes', placeholder: 'e.g. No, Type 2' },
  { name: 'cholesterol', label: 'Cholesterol (mg/dL)', numeric: 'decimal' },
  { name: 'pulse', label: withUnit('pulse'), numeric: 'numeric' },
  { name: 'temperature', label: withUnit('temperature'), numeric: 'decimal' },
  { name: 'spo2', label: withUnit('spo2'), numeric: 'numeric' },
  { name: 'respiratoryRate', label: withUnit('respiratory-rate'), numeric: 'numeric' },
];

interface DiagnosisTestFormProps {
  categories: ReadonlyArray<{ id: number; name: string }>;
  /** The test being edited; a new one without it. */
  test?: DiagnosisTestRecord;
  /** A new test's patient, already chosen (`/doctor/new-diagnosis?patient={id}`, from the patient's chart or a visit). */
  patient?: PatientOption | null;
  /** The visit (of `patient`) a new test is written at, when started from the visit's page. */
  appointmentId?: number | null;
  /** What that visit already knows: the form starts with its readings. */
  visit?: VisitStart | null;
  /** Where saving (or Back, or Cancel) goes: the visit or the chart the form was opened from; the list without it. */
  returnTo?: string | null;
}

export function DiagnosisTestForm({ categories, test, patient = null, appointmentId = null, visit = null, returnTo = null }: DiagnosisTestFormProps) {
  const chosenPatient = test ? patientOf(test) : patient;
  const back = returnTo ?? LIST;
  const router = useRouter();
  const { control, register, handleSubmit, setError, setValue, formState } = useForm<DiagnosisTestFormValues, unknown, DiagnosisTestValues>({
    resolver: formResolver<DiagnosisTestFormValues, typeof diagnosisTestSchema>(diagnosisTestSchema),
    defaultValues: { ...diagnosisFormValues(test, { age: patient?.age, visit }), patientId: chosenPatient?.id ?? null },
  });
  const { errors, isSubmitting } = formState;
  const { formError, submit } = useFormSubmit(setError);
  const categoryOptions = categories.map((category) => ({ value: String(category.id), label: category.name }));

  // The visit belongs to the patient it was opened with: choosing another patient writes a test of no visit.
  const visitOf = (patientId: number) => (appointmentId !== null && patientId === patient?.id ? appointmentId : null);

  async function onSubmit(values: DiagnosisTestValues) {
    await submit(
      () => (test ? updateDiagnosisTest({ ...values, id: test.id }) : createDiagnosisTest({ ...values, appointmentId: visitOf(values.patientId) })),
      ({ reportNumber }) => {
        toast.success(test ? `Diagnosis test ${reportNumber} updated successfully` : `Diagnosis test ${reportNumber} added successfully`);
        router.push(back);
      },
    );
  }

  return (
    <PageForm onSubmit={handleSubmit(onSubmit)} className="space-y-6" aria-label={test ? 'Edit Patient Diagnosis Test' : 'New Patient Diagnosis Test'}>
      <Button variant="link" className="px-0" asChild>
        <Link href={back}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Link>
      </Button>
      <FormAlert message={formError} />
      <div className="grid gap-4 md:grid-cols-2">
        <PatientPickerField
          control={control}
          name="patientId"
          id="patientId"
          label="Patient name"
          initialPatient={chosenPatient}
          // A new test's age is the chosen patient's, from their date of birth (the doctor may still change it).
          onChoose={test ? undefined : (chosen) => setValue('age', String(chosen.age), { shouldDirty: true })}
        />
        <ComboboxField control={control} name="categoryId" id="categoryId" label="Diagnosis category" options={categoryOptions} placeholder="Search categories" />
        {FIELDS.map(({ name, label, numeric, placeholder }) => (
          <TextField key={name} id={name} label={label} numeric={numeric} placeholder={placeholder} error={errors[name]?.message} registration={register(name)} />
        ))}
        <DateTimeField control={control} name="measuredAt" id="measuredAt" label="Measured at" />
      </div>
      <DiagnosisProperties control={control} register={register} errors={errors.properties} />
      <FormActions saving={isSubmitting} cancelHref={back} />
    </PageForm>
  );
}
