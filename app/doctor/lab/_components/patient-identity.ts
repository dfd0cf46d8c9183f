import { capitalise } from '@/lib/format';
import type { WorklistRow } from '@/lib/lab/queries/worklist';

/** Below two years a child's age is said in months, as their reference ranges change by the month. */
const MONTHS_UNTIL = 24;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "34 years", "8 months", "about 34 years" when the date of birth was worked out from an age. */
export function ageText(ageMonths: number, estimated = false): string {
  const age = ageMonths < MONTHS_UNTIL ? plural(ageMonths, 'month') : plural(Math.floor(ageMonths / 12), 'year');
  return estimated ? `about ${age}` : age;
}

/** Who a patient is beside their name, to tell two people of one name apart: "P-000123 · 34 years · Female". */
export const patientIdentity = (patient: WorklistRow['patient']): string =>
  [patient.number, ageText(patient.ageMonths, patient.ageEstimated), capitalise(patient.sex)].join(' · ');
