import type { DiagnosisTestRecord } from '@/lib/data/diagnosis-tests';

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
  properties: Array<{ name: string; value: string }>;
}

const asText = (value: number | null) => (value === null ? '' : String(value));

/** An empty form, or the test being edited. */
export function diagnosisFormValues(test?: DiagnosisTestRecord): DiagnosisTestFormValues {
  return {
    patientId: test?.patientId ?? null,
    categoryId: test?.categoryId ?? null,
    reportNumber: test?.reportNumber ?? '',
    age: asText(test?.age ?? null),
    height: asText(test?.height ?? null),
    weight: asText(test?.weight ?? null),
    averageGlucose: asText(test?.averageGlucose ?? null),
    fastingBloodSugar: asText(test?.fastingBloodSugar ?? null),
    urineSugar: test?.urineSugar ?? '',
    bloodPressure: test?.bloodPressure ?? '',
    diabetes: test?.diabetes ?? '',
    cholesterol: asText(test?.cholesterol ?? null),
    properties: test?.properties.map(({ name, value }) => ({ name, value })) ?? [],
  };
}
