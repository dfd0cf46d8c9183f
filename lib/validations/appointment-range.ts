import { z } from 'zod';
import { addDaysIso, addYearsIso } from '@/lib/format';

/**
 * The appointments screen's "Show" dropdown (SPEC.md: placeholder Today; Yesterday, Last week, Last month,
 * Last year). Each choice says how far back the list reaches; upcoming appointments are always listed, so
 * that one just booked for next week never disappears from the screen it was added on.
 */
export const APPOINTMENT_RANGES = [
  { value: 'today', label: 'Today' },
  { value: 'yesterday', label: 'Yesterday' },
  { value: 'last-week', label: 'Last week' },
  { value: 'last-month', label: 'Last month' },
  { value: 'last-year', label: 'Last year' },
] as const;

export type AppointmentRange = (typeof APPOINTMENT_RANGES)[number]['value'];

export const appointmentRangeSchema = z.enum(APPOINTMENT_RANGES.map((r) => r.value) as [AppointmentRange, ...AppointmentRange[]]).catch('today');

/** The first date (YYYY-MM-DD) the list shows for a range, counted from today. */
export function rangeStart(range: AppointmentRange, today: string): string {
  switch (range) {
    case 'today':
      return today;
    case 'yesterday':
      return addDaysIso(today, -1);
    case 'last-week':
      return addDaysIso(today, -7);
    case 'last-month':
      return addDaysIso(today, -30);
    case 'last-year':
      return addYearsIso(today, -1);
  }
}
