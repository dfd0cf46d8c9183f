import { capitalise } from '@/lib/format';

/** Who a patient is at a glance, to tell two people of one name apart: "P-000123 · 34 · Female" ("about 34" when estimated). */
export function patientIdentity(patient: { patientNumber: string; age: number; ageEstimated: boolean; gender: string }): string {
  return [patient.patientNumber, patient.ageEstimated ? `about ${patient.age}` : String(patient.age), capitalise(patient.gender)].join(' · ');
}
