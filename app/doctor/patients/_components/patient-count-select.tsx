'use client';

import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { PATIENT_PAGE_SIZE_OPTIONS } from '@/lib/constants';
import { usePatientListUrl } from './use-patient-list-url';

/** How many patients a page shows: 10, 20, 30 or 40. */
export function PatientCountSelect() {
  const { current, navigate } = usePatientListUrl();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor="patient-count">Count</Label>
      <Select value={String(current.limit)} onValueChange={(value) => navigate({ limit: Number(value), page: 1, patient: undefined })}>
        <SelectTrigger id="patient-count" className="w-20">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {PATIENT_PAGE_SIZE_OPTIONS.map((size) => (
            <SelectItem key={size} value={String(size)}>
              {size}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
