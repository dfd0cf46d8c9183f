import { MEDICINE_DURATION_DAYS, MEDICINE_TIMES, NEXT_VISIT_UNITS } from '@/lib/constants';
import { capitalise } from '@/lib/format';
import { DOSE_UNITS } from '@/lib/medicines/rules/dose-units';
import { FREQUENCY_CODES, frequencyLabel } from '@/lib/medicines/rules/frequencies';
import { ROUTES, routeLabel } from '@/lib/medicines/rules/routes';
import { durationLabel } from '@/lib/prescriptions/rules/text';

export { durationLabel, durationText, prescriptionStatusLabel } from '@/lib/prescriptions/rules/text';

/** "2 weeks", "1 month", or "" when no next visit is set. */
export function nextVisitLabel(number: number | null, unit: string): string {
  if (number === null) return '';
  return `${number} ${number === 1 ? unit.replace(/s$/, '') : unit}`;
}

/** The Duration dropdown: the presets (only one day, 3, 7 or 30 days), then any number of days or weeks. */
export const DURATION_OTHER = 'other';
export const DURATION_CHOICES = [...MEDICINE_DURATION_DAYS.map((days) => ({ value: String(days), label: durationLabel(days) })), { value: DURATION_OTHER, label: 'Other…' }];
export const DURATION_UNIT_CHOICES = [
  { value: 'days', label: 'Days' },
  { value: 'weeks', label: 'Weeks' },
];
export const TIME_CHOICES = MEDICINE_TIMES.map((value) => ({ value, label: capitalise(value) }));
/** The brief's Morning, Evening and Both, then the standard frequencies with their abbreviations. */
export const INTERVAL_CHOICES = FREQUENCY_CODES.map((value) => ({ value, label: frequencyLabel(value) }));
export const ROUTE_CHOICES = ROUTES.map((value) => ({ value, label: routeLabel(value) }));
export const DOSE_UNIT_CHOICES = DOSE_UNITS.map((value) => ({ value, label: value }));
export const NEXT_VISIT_UNIT_CHOICES = NEXT_VISIT_UNITS.map((value) => ({ value, label: capitalise(value) }));
