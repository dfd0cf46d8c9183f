import { z } from '@/lib/zod';
import type { AppointmentStatus } from '@/lib/db/schema/enums';
import { APPOINTMENT_STATUS_FILTERS, type AppointmentStatusFilter } from '@/lib/appointments/rules/choices';


const FILTER_VALUES = APPOINTMENT_STATUS_FILTERS.map((filter) => filter.value) as [AppointmentStatusFilter, ...AppointmentStatusFilter[]];

export const appointmentStatusFilterSchema = z.enum(FILTER_VALUES).optional().catch(undefined);

/** The states a `?status=` lists; undefined for all of them. */
export function statusesOf(filter: AppointmentStatusFilter | undefined): readonly AppointmentStatus[] | undefined {
  return filter === undefined ? undefined : APPOINTMENT_STATUS_FILTERS.find((entry) => entry.value === filter)?.statuses;
}
