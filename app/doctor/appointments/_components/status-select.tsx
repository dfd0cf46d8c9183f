'use client';

import { useListUrl } from '@/components/data-table';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { APPOINTMENT_STATUS_FILTERS, type AppointmentStatusFilter } from '@/lib/validations/appointment-status-filter';
import { tableParamKeys } from '@/lib/validations/table-params';

const ALL = 'all';

/** "Status [All statuses ▾]": the list's states, kept in the URL as ?status=; a change starts again at page 1. */
export function StatusSelect({ value }: { value: AppointmentStatusFilter | undefined }) {
  const { setParams, pending } = useListUrl();
  return (
    <div className="flex items-center gap-2" aria-busy={pending}>
      <Label htmlFor="appointments-status">Status</Label>
      <Select value={value ?? ALL} onValueChange={(next) => setParams({ status: next === ALL ? null : next, [tableParamKeys().page]: null })}>
        <SelectTrigger id="appointments-status" className="w-40">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>All statuses</SelectItem>
          {APPOINTMENT_STATUS_FILTERS.map((filter) => (
            <SelectItem key={filter.value} value={filter.value}>
              {filter.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
