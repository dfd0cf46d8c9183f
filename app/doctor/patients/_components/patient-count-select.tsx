'use client';

import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useListUrl } from '@/components/data-table';
import { PATIENT_PAGE_SIZE_OPTIONS } from '@/lib/constants';
import { parsePatientListParams, patientListChanges } from '@/lib/validations/patient-list';
import { REPORTS_PAGE_KEY } from './patient-list-keys';

/** How many patients a page shows: 10, 20, 30 or 40. */
export function PatientCountSelect() {
  const { searchParams, setParams } = useListUrl();
  const current = parsePatientListParams(Object.fromEntries(searchParams));
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor="patient-count">Count</Label>
      <Select value={String(current.limit)} onValueChange={(value) =>
          setParams({ ...patientListChanges({ limit: Number(value), page: 1, patient: undefined }), [REPORTS_PAGE_KEY]: null }, { push: true })
        }>
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
