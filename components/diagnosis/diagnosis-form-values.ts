import { clinicWallTime } from '@/lib/clinic-time';
import type { DiagnosisTestRecord } from '@/lib/diagnosis/queries/tests';
import type { VisitStart } from '@/lib/vitals/queries/visit-readings';
import { formatMeasureNumber, formatMeasureValue, type Measure } from '@/lib/vitals/rules/measures';

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

/** What a new test already knows: its patient's age (from the date of birth) and, at a visit, the visit's readings. */
export interface DiagnosisFormStart {
  age?: number | null;
  visit?: VisitStart | null;
}

/** An empty form (with what its start knows), or the test being edited. */
export function diagnosisFormValues(test?: DiagnosisTestRecord, start: DiagnosisFormStart = {}): DiagnosisTestFormValues {
  const readings = start.visit?.readings ?? {};
  // The test's own reading when editing; a new one's, the visit's.
  const reading = (measure: Measure, own: number | null | undefined) => asReading(measure, test ? (own ?? null) : (readings[measure]?.value ?? null));
  const pressure = readings['blood-pressure'];
  return {
    patientId: test?.patientId ?? null,
    categoryId: test?.categoryId ?? null,
    reportNumber: test?.reportNumber ?? '',
    age: asText(test ? test.age : (start.age ?? null)),
    height: reading('height', test?.height),
    weight: reading('weight', test?.weight),
    averageGlucose: reading('glucose', test?.averageGlucose),
    fastingBloodSugar: reading('fasting-glucose', test?.fastingBloodSugar),
    urineSugar: test?.urineSugar ?? '',
    bloodPressure: test ? test.bloodPressure : pressure ? formatMeasureValue('blood-pressure', pressure) : '',
    diabetes: test?.diabetes ?? '',
    cholesterol: asText(test?.cholesterol ?? null),
    pulse: reading('pulse', test?.pulse),
    temperature: reading('temperature', test?.temperature),
    spo2: reading('spo2', test?.spo2),
    respiratoryRate: reading('respiratory-rate', test?.respiratoryRate),
    // A new test's vitals are measured now; an edited one keeps when they were measured.
    measuredAt: clinicWallTime(test?.measuredAt ? new Date(test.measuredAt) : new Date()),
    properties: test?.properties.map(({ name, value }) => ({ name, value })) ?? [],
  };
}
