import { MEDICINE_DURATION_DAYS, MEDICINE_INTERVALS, MEDICINE_OPTIONS, MEDICINE_TIMES, NEXT_VISIT_UNITS } from '@/lib/constants';
import { capitalise } from '@/lib/format';


/** "1 day (only one day)" in SPEC.md's words, "3 days" for the others. */
export const durationLabel = (days: number) => (days === 1 ? 'Only one day' : `${days} days`);

/** "2 weeks", "1 month", or "" when no next visit is set. */
export function nextVisitLabel(number: number | null, unit: string): string {
  if (number === null) return '';
  return `${number} ${number === 1 ? unit.replace(/s$/, '') : unit}`;
}

/**
 * The prescription's status, the flag of the list's Status switch and of the form's 'High Blood Pressure'
 * switch (SPEC.md names the form's label so). It is the prescription's state, never a finding about the patient.
 */
export const prescriptionStatusLabel = (status: boolean) => (status ? 'Active' : 'Inactive');

export const MEDICINE_NAME_CHOICES = MEDICINE_OPTIONS.map((value) => ({ value, label: capitalise(value) }));
export const DURATION_CHOICES = MEDICINE_DURATION_DAYS.map((days) => ({ value: String(days), label: durationLabel(days) }));
export const TIME_CHOICES = MEDICINE_TIMES.map((value) => ({ value, label: capitalise(value) }));
export const INTERVAL_CHOICES = MEDICINE_INTERVALS.map((value) => ({ value, label: capitalise(value) }));
export const NEXT_VISIT_UNIT_CHOICES = NEXT_VISIT_UNITS.map((value) => ({ value, label: capitalise(value) }));
