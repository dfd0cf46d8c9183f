'use client';

import { UrlChoice } from '@/components/data-table/url-choice';
import { APPOINTMENT_STATUS_FILTERS, type AppointmentStatusFilter } from '@/lib/appointments/rules/choices';

/** "Status [All statuses ▾]": the list's states, kept in the URL as ?status=. */
export function StatusSelect({ value }: { value: AppointmentStatusFilter | undefined }) {
  return <UrlChoice id="appointments-status" label="Status" param="status" value={value} allLabel="All statuses" options={APPOINTMENT_STATUS_FILTERS} />;
}
