import { z } from '@/lib/zod';
import { optionalBloodPressure, optionalNumber, optionalText, requiredId, requiredText } from './clinical-fields';
import { measuredAtField, measureField } from '@/lib/vitals/schema';

export const REPORT_NUMBER_MAX = 40;
export const DIAGNOSIS_PROPERTIES_MAX = 20;

/** One "Add other diagnosis property" row. */
export const diagnosisPropertySchema = z.object({
  name: requiredText('Property name is required', 'Property name', 60),
  value: requiredText('Property value is required', 'Property value', 200),
});

/**
 * The "New / Edit Patient Diagnosis Test" form, shared by the form and the
 * server actions. Measurements may be left empty (not taken); an empty report number is given
 * `RPT-{count+1}` when saved.
 */
export const diagnosisTestSchema = z.object({
  patientId: requiredId('Patient is required'),
  categoryId: requiredId('Diagnosis category is required'),
  reportNumber: optionalText('Report number', REPORT_NUMBER_MAX),
  age: optionalNumber('Age', { min: 0, max: 150, integer: true }),
  // The vitals: each is also an observation of the patient (lib/vitals/writes.ts), named, ranged and
  // united by lib/vitals/rules/measures.ts. averageGlucose is the measure "Blood glucose" (its old name was another's).
  height: measureField('height'),
  weight: measureField('weight'),
  averageGlucose: measureField('glucose'),
  fastingBloodSugar: measureField('fasting-glucose'),
  urineSugar: optionalText('Urine sugar', 20),
  bloodPressure: optionalBloodPressure,
  pulse: measureField('pulse'),
  temperature: measureField('temperature'),
  spo2: measureField('spo2'),
  respiratoryRate: measureField('respiratory-rate'),
  /** When the vitals were measured: the clinic's wall time, now by default; null (empty) means now. */
  measuredAt: measuredAtField,
  diabetes: optionalText('Diabetes', 60),
  cholesterol: optionalNumber('Cholesterol', { min: 10, max: 1500, unit: 'mg/dL' }),
  properties: z
    .array(diagnosisPropertySchema, { error: 'Properties must be a list' })
    .max(DIAGNOSIS_PROPERTIES_MAX, { error: `At most ${DIAGNOSIS_PROPERTIES_MAX} other properties` })
    .default([]),
});

/** What the form holds: the inputs' strings, the chosen ids. */
export type DiagnosisTestFormInput = z.input<typeof diagnosisTestSchema>;
/** What a successful parse gives: numbers or null, trimmed text. */
export type DiagnosisTestValues = z.output<typeof diagnosisTestSchema>;
