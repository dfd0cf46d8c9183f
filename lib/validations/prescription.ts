import { measuredAtField, measureField } from './observations';
import { z } from 'zod';
import { DEFAULT_NEXT_VISIT_UNIT, MEDICINE_DURATION_DAYS, MEDICINE_INTERVALS, MEDICINE_OPTIONS, MEDICINE_TIMES, NEXT_VISIT_UNITS } from '@/lib/constants';
import { optionalBloodPressure, optionalNumber, optionalText, requiredId } from './clinical-fields';
import { TEXT_MAX } from './common';

export const PRESCRIPTION_MEDICINES_MAX = 20;

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** One row of the medicines list; the choices are SPEC.md section 9's. */
export const medicineSchema = z.object({
  name: z.preprocess(emptyToUndefined, z.enum(MEDICINE_OPTIONS, { error: 'Medicine is required' })),
  dosage: optionalText('Dosage', 40),
  durationDays: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : emptyToUndefined(value)),
    z
      .number({ error: 'Duration is required' })
      .refine((days) => (MEDICINE_DURATION_DAYS as readonly number[]).includes(days), { error: 'Duration must be 1, 3, 7 or 30 days' }),
  ),
  time: z.preprocess(emptyToUndefined, z.enum(MEDICINE_TIMES, { error: 'Time is required' })),
  interval: z.preprocess(emptyToUndefined, z.enum(MEDICINE_INTERVALS, { error: 'Interval is required' })),
  comment: optionalText('Comment', 200),
});

/**
 * The "New Prescription" form (SPEC.md sections 2, 3 and 5), shared by the form and the server actions:
 * patient required, height and weight numeric, next visit a number with a unit (days by default).
 */
export const prescriptionSchema = z.object({
  patientId: requiredId('Patient is required'),
  /** Starts true; the form's "High Blood Pressure" label flips it (SPEC.md section 4). */
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
  test: optionalText('Test', 500),
  advice: optionalText('Advice', TEXT_MAX.freeText),
  nextVisitNumber: optionalNumber('Next visit', { min: 1, max: 365, integer: true }),
  nextVisitUnit: z.preprocess(emptyToUndefined, z.enum(NEXT_VISIT_UNITS, { error: 'Next visit unit must be days, weeks or months' }).default(DEFAULT_NEXT_VISIT_UNIT)),
});

export type MedicineFormInput = z.input<typeof medicineSchema>;
export type PrescriptionFormInput = z.input<typeof prescriptionSchema>;
export type PrescriptionValues = z.output<typeof prescriptionSchema>;

/** The status switch of the list. */
export const prescriptionStatusSchema = z.boolean({ error: 'Status must be on or off' });
