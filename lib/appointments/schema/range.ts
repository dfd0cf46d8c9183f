import { z } from '@/lib/zod';
import { APPOINTMENT_RANGES, type AppointmentRange } from '@/lib/appointments/rules/choices';
import { addDaysIso, addYearsIso } from '@/lib/format';
import type { AppointmentOrder } from '@/lib/hospital-api/schema';


export const appointmentRangeSchema = z.enum(APPOINTMENT_RANGES.map((r) => r.value) as [AppointmentRange, ...AppointmentRange[]]).catch('today');

/** The first date (YYYY-MM-DD) the list shows for a range, counted from today; null for every date. */
export function rangeStart(range: AppointmentRange, today: string): string | null {
  switch (range) {
    case 'today':
    case 'upcoming':
      return today;
    case 'yesterday':
      return addDaysIso(today, -1);
    case 'last-week':
      return addDaysIso(today, -7);
    case 'last-month':
      return addDaysIso(today, -30);
    case 'last-year':
      return addYearsIso(today, -1);
    case 'all':
      return null;
  }
}

/** What the list asks for in a range: its dates (and Upcoming's first time) and its order. */
export interface RangeQuery {
  /** Absent: from the first appointment ever (All dates). */
  from?: string;
  to?: string;
  fromTime?: string;
  order: AppointmentOrder;
}

/** A range as the list's query, at the clinic's `clock` (its date and time, HH:MM:SS). */
export function rangeQuery(range: AppointmentRange, clock: { date: string; time: string }): RangeQuery {
  if (range === 'today') return { from: clock.date, to: clock.date, order: 'upcoming' };
  // To the minute: the list's cached count is keyed by it (a new key a minute at most, not one a request).
  if (range === 'upcoming') return { from: clock.date, fromTime: clock.time.slice(0, 5), order: 'upcoming' };
  return { from: rangeStart(range, clock.date) ?? undefined, order: 'latest' };
}
