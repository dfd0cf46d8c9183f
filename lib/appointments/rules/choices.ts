// The appointments screen's two choices, Show and Status, as the browser lists them: no zod, so that the screen
// does not ship the validation library. lib/appointments/schema/range.ts and
// appointment-status-filter.ts read them from the URL and re-export them.
import { APPOINTMENT_STATUS_LABELS, TO_BE_SEEN_STATUSES } from '@/lib/appointments/rules/status';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '@/lib/db/schema/enums';

/**
 * The appointments screen's "Show" dropdown (the brief's: placeholder Today; Yesterday, Last week, Last month,
 * Last year; ours: Upcoming, and All dates, which the dashboard's appointment cards open). Today is today's
 * appointments only, in time order; Upcoming from now on (the rest of today, then every later day), earliest
 * first. The brief's others say how far back the list reaches, newest first; upcoming appointments are listed in
 * them too.
 */
export const APPOINTMENT_RANGES = [
  { value: 'today', label: 'Today' },
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'yesterday', label: 'Yesterday' },
  { value: 'last-week', label: 'Last week' },
  { value: 'last-month', label: 'Last month' },
  { value: 'last-year', label: 'Last year' },
  { value: 'all', label: 'All dates' },
] as const;

export type AppointmentRange = (typeof APPOINTMENT_RANGES)[number]['value'];

/**
 * The appointments screen's Status choice, kept in the URL as `?status=`: one state, or "to-be-seen" (pending,
 * confirmed or arrived: what the dashboard's Pending Appointments counts). Absent or unknown: every state.
 */
export const APPOINTMENT_STATUS_FILTERS = [
  { value: 'to-be-seen', label: 'Still to be seen', statuses: TO_BE_SEEN_STATUSES },
  ...APPOINTMENT_STATUSES.map((status) => ({ value: status, label: APPOINTMENT_STATUS_LABELS[status].status, statuses: [status] as const })),
] as const satisfies ReadonlyArray<{ value: string; label: string; statuses: readonly AppointmentStatus[] }>;

export type AppointmentStatusFilter = (typeof APPOINTMENT_STATUS_FILTERS)[number]['value'];
