import { measuredAtField, measureField } from '@/lib/vitals/schema';
import { z } from '@/lib/zod';
import { DEFAULT_NEXT_VISIT_UNIT, MEDICINE_TIMES, NEXT_VISIT_UNITS } from '@/lib/constants';
import { DOSE_UNITS } from '@/lib/medicines/rules/dose-units';
import { FREQUENCY_CODES } from '@/lib/medicines/rules/frequencies';
import { ROUTES } from '@/lib/medicines/rules/routes';
import { optionalBloodPressure, optionalNumber, optionalText, requiredId, requiredText, rowIdSchema } from '@/lib/diagnosis/schema/clinical-fields';
import { TEXT_MAX } from '@/lib/forms/common';
import { DURATION_DAYS_MAX, DURATION_UNITS, durationInDays, NO_DIAGNOSIS_TEST, PRESCRIPTION_MEDICINES_MAX } from './rules/prescribing';


const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** An id not chosen ('' or nothing) is null. */
const noneToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

const DOSE_MAX = 100_000;
const QUANTITY_MAX = 10_000;

/**
 * One row of the medicines list: a formulary entry (its id; the server copies its name, strength and form) or a
 * medicine typed in free text, with the dose as an amount and a unit, the route, how often (the brief's morning,
 * evening or both, or the standard OD … stat), for how long (1, 3, 7 or 30 days, or any number of days or weeks),
 * before or after meal, and the quantity to dispense. A medicine that matches one of the patient's drug allergies
 * needs a written reason (the server checks it against the record: lib/prescriptions/queries/allergies.ts).
 */
export const medicineSchema = z
  .object({
    medicineId: z.preprocess(noneToNull, rowIdSchema.nullable()),
    name: requiredText('Medicine is required', 'Medicine', 120),
    strength: optionalText('Strength', 40),
    form: optionalText('Form', 40),
    doseAmount: optionalNumber('Dose', { min: 0.001, max: DOSE_MAX }),
    doseUnit: z.preprocess(emptyToUndefined, z.enum(DOSE_UNITS, { error: 'Choose the unit of the dose' }).nullable().default(null)),
    /** The dose as written before doses had an amount and a unit; kept until an amount is given. */
    dosage: optionalText('Dosage', 40),
    route: z.preprocess(emptyToUndefined, z.enum(ROUTES, { error: 'Route is required' })),
    durationCount: optionalNumber('Duration', { min: 1, max: DURATION_DAYS_MAX, integer: true }),
    durationUnit: z.preprocess(emptyToUndefined, z.enum(DURATION_UNITS, { error: 'Duration must be in days or weeks' }).default('days')),
    time: z.preprocess(emptyToUndefined, z.enum(MEDICINE_TIMES, { error: 'Time is required' })),
    interval: z.preprocess(emptyToUndefined, z.enum(FREQUENCY_CODES, { error: 'Interval is required' })),
    quantity: optionalNumber('Quantity', { min: 1, max: QUANTITY_MAX, integer: true }),
    quantityUnit: optionalText('Quantity unit', 30),
    comment: optionalText('Comment', 200),
    allergyOverride: optionalText('Reason', 300),
  })
  .superRefine((medicine, context) => {
    if (medicine.doseAmount === null && medicine.dosage === '') context.addIssue({ code: 'custom', path: ['doseAmount'], message: 'Dose is required' });
    if (medicine.doseAmount !== null && medicine.doseUnit === null) context.addIssue({ code: 'custom', path: ['doseUnit'], message: 'Choose the unit of the dose' });
    if (medicine.durationCount === null) context.addIssue({ code: 'custom', path: ['durationCount'], message: 'Duration is required' });
    else if (durationInDays(medicine.durationCount, medicine.durationUnit) > DURATION_DAYS_MAX)
      context.addIssue({ code: 'custom', path: ['durationCount'], message: `Duration must be at most ${DURATION_DAYS_MAX} days (52 weeks)` });
  })
  // The output parses again to itself: the form parses, and the server action parses what the form sent.
  .transform(({ durationCount, durationUnit, doseAmount, dosage, ...medicine }) => ({
    ...medicine,
    doseAmount,
    // An amount given replaces the old text.
    dosage: doseAmount === null ? dosage : '',
    durationCount,
    durationUnit,
    durationDays: durationInDays(durationCount ?? 1, durationUnit),
  }));

/**
 * The "New Prescription" form, shared by the form and the server actions:
 * patient required, height and weight numeric, next visit a number with a unit (days by default).
 */
export const prescriptionSchema = z.object({
  patientId: requiredId('Patient is required'),
  /** Starts true; the form's switch labelled "High Blood Pressure" (the brief's label) flips it. */
  status: z.boolean({ error: 'Status must be on or off' }).default(true),
  bloodPressure: optionalBloodPressure,
  foodAllergies: optionalText('Food allergies', 200),
  diabetic: optionalText('Diabetic', 60),
  currentMedication: optionalText('Current medication', 200),
  pulseRate: measureField('pulse'),
  temperature: measureField('temperature'),
  problemDescription: optionalText('Problem description', TEXT_MAX.freeText),
  height: measureField('height'),
  weight: measureField('weight'),
  /** When the physical information was measured: the clinic's wall time, now by default (null: the prescription's date). */
  measuredAt: measuredAtField,
  medicines: z
    .array(medicineSchema, { error: 'Medicines must be a list' })
    .max(PRESCRIPTION_MEDICINES_MAX, { error: `At most ${PRESCRIPTION_MEDICINES_MAX} medicines` })
    .default([]),
  /** What it treats: one of the patient's diagnosis tests, or free text. */
  diagnosisTestId: z.preprocess((value) => (value === NO_DIAGNOSIS_TEST ? null : noneToNull(value)), rowIdSchema.nullable()),
  diagnosis: optionalText('Diagnosis', 200),
  test: optionalText('Test', 500),
  advice: optionalText('Advice', TEXT_MAX.freeText),
  nextVisitNumber: optionalNumber('Next visit', { min: 1, max: 365, integer: true }),
  nextVisitUnit: z.preprocess(emptyToUndefined, z.enum(NEXT_VISIT_UNITS, { error: 'Next visit unit must be days, weeks or months' }).default(DEFAULT_NEXT_VISIT_UNIT)),
});

export type MedicineFormInput = z.input<typeof medicineSchema>;
export type MedicineValues = z.output<typeof medicineSchema>;
export type PrescriptionFormInput = z.input<typeof prescriptionSchema>;
export type PrescriptionValues = z.output<typeof prescriptionSchema>;

/** The status switch of the list. */
export const prescriptionStatusSchema = z.boolean({ error: 'Status must be on or off' });
