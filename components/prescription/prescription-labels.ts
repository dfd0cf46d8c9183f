import { MEDICINE_DURATION_DAYS, MEDICINE_TIMES, NEXT_VISIT_UNITS } from '@/lib/constants';
import { capitalise } from '@/lib/format';
import { DOSE_UNITS } from '@/lib/formulary/dose-units';
import { FREQUENCY_CODES, frequencyLabel } from '@/lib/formulary/frequencies';
import { ROUTES, routeLabel } from '@/lib/formulary/routes';


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

/** "3 weeks", "Only one day", "10 days": a duration as entered. */
export const durationText = (days: number, unit: string) => (unit === 'weeks' ? `${days / 7} ${days === 7 ? 'week' : 'weeks'}` : durationLabel(days));

/** The Duration dropdown: SPEC.md's presets, then any number of days or weeks. */
export const DURATION_OTHER = 'other';
export const DURATION_CHOICES = [...MEDICINE_DURATION_DAYS.map((days) => ({ value: String(days), label: durationLabel(days) })), { value: DURATION_OTHER, label: 'Other…' }];
export const DURATION_UNIT_CHOICES = [
  { value: 'days', label: 'Days' },
  { value: 'weeks', label: 'Weeks' },
];
export const TIME_CHOICES = MEDICINE_TIMES.map((value) => ({ value, label: capitalise(value) }));
/** SPEC.md's Morning, Evening and Both, then the standard frequencies with their abbreviations. */
export const INTERVAL_CHOICES = FREQUENCY_CODES.map((value) => ({ value, label: frequencyLabel(value) }));
export const ROUTE_CHOICES = ROUTES.map((value) => ({ value, label: routeLabel(value) }));
export const DOSE_UNIT_CHOICES = DOSE_UNITS.map((value) => ({ value, label: value }));
export const NEXT_VISIT_UNIT_CHOICES = NEXT_VISIT_UNITS.map((value) => ({ value, label: capitalise(value) }));
