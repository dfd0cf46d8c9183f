import type { DiagnosisTestRecord } from '@/lib/data/diagnosis-tests';
import { clinicWallTime } from '@/lib/vitals/clinic-time';
import { formatMeasureNumber, type Measure } from '@/lib/vitals/measures';

/** What the diagnosis form holds: ids from the dropdowns, and the inputs' text as typed. */
export interface DiagnosisTestFormValues {
  patientId: number | null;
  categoryId: number | null;
  reportNumber: string;
  age: string;
  height: string;
  weight: string;
  averageGlucose: string;
  fastingBloodSugar: string;
  urineSugar: string;
  bloodPressure: string;
  diabetes: string;
  cholesterol: string;
  pulse: string;
  temperature: string;
  spo2: string;
  respiratoryRate: string;
  /** The clinic's wall time, "2026-11-24T09:30", as the Measured at field (DateTimeField) holds it. */
  measuredAt: string;
  properties: Array<{ name: string; value: string }>;
}

const asText = (value: number | null) => (value === null ? '' : String(value));
/** A vital back in its field as it was typed, to its measure's precision: 37.0 stays "37.0", not "37". */
const asReading = (measure: Measure, value: number | null) => (value === null ? '' : formatMeasureNumber(measure, value));

/** An empty form, or the test being edited. */
export function diagnosisFormValues(test?: DiagnosisTestRecord): DiagnosisTestFormValues {
  return {
    patientId: test?.patientId ?? null,
    categoryId: test?.categoryId ?? null,
    reportNumber: test?.reportNumber ?? '',
    age: asText(test?.age ?? null),
    height: asReading('height', test?.height ?? null),
    weight: asReading('weight', test?.weight ?? null),
    averageGlucose: asReading('glucose', test?.averageGlucose ?? null),
    fastingBloodSugar: asReading('fasting-glucose', test?.fastingBloodSugar ?? null),
    urineSugar: test?.urineSugar ?? '',
    bloodPressure: test?.bloodPressure ?? '',
    diabetes: test?.diabetes ?? '',
    cholesterol: asText(test?.cholesterol ?? null),
    pulse: asReading('pulse', test?.pulse ?? null),
    temperature: asReading('temperature', test?.temperature ?? null),
    spo2: asReading('spo2', test?.spo2 ?? null),
    respiratoryRate: asReading('respiratory-rate', test?.respiratoryRate ?? null),
    // A new test's vitals are measured now; an edited one keeps when they were measured.
    measuredAt: clinicWallTime(test?.measuredAt ? new Date(test.measuredAt) : new Date()),
    properties: test?.properties.map(({ name, value }) => ({ name, value })) ?? [],
  };
}
