import { z } from 'zod';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '@/lib/db/schema/enums';
import { APPOINTMENT_STATUS_LABELS, TO_BE_SEEN_STATUSES } from './appointment-status';

/**
 * The appointments screen's Status choice, kept in the URL as `?status=`: one state, or "to-be-seen" (pending,
 * confirmed or arrived: what the dashboard's Pending Appointments counts). Absent or unknown: every state.
 */
export const APPOINTMENT_STATUS_FILTERS = [
  { value: 'to-be-seen', label: 'Still to be seen', statuses: TO_BE_SEEN_STATUSES },
  ...APPOINTMENT_STATUSES.map((status) => ({ value: status, label: APPOINTMENT_STATUS_LABELS[status].status, statuses: [status] as const })),
] as const satisfies ReadonlyArray<{ value: string; label: string; statuses: readonly AppointmentStatus[] }>;

export type AppointmentStatusFilter = (typeof APPOINTMENT_STATUS_FILTERS)[number]['value'];

const FILTER_VALUES = APPOINTMENT_STATUS_FILTERS.map((filter) => filter.value) as [AppointmentStatusFilter, ...AppointmentStatusFilter[]];

export const appointmentStatusFilterSchema = z.enum(FILTER_VALUES).optional().catch(undefined);

/** The states a `?status=` lists; undefined for all of them. */
export function statusesOf(filter: AppointmentStatusFilter | undefined): readonly AppointmentStatus[] | undefined {
  return filter === undefined ? undefined : APPOINTMENT_STATUS_FILTERS.find((entry) => entry.value === filter)?.statuses;
}
