'use client';

import { Label } from '@/components/ui/label';
import { PageSizeSelect, useListUrl } from '@/components/data-table';
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
      <PageSizeSelect
        id="patient-count"
        value={current.limit}
        options={PATIENT_PAGE_SIZE_OPTIONS}
        onChange={(limit) => setParams({ ...patientListChanges({ limit, page: 1, patient: undefined }), [REPORTS_PAGE_KEY]: null }, { push: true })}
        className="w-20"
      />
    </div>
  );
}
