'use client';

import { Label } from '@/components/ui/label';
// The kit's own files, not its index: the index would bring the whole data-table kit (TanStack) with it.
import { PageSizeSelect } from '@/components/data-table/page-size-select';
import { useListUrl } from '@/components/data-table/use-list-url';
import { PATIENT_PAGE_SIZE_OPTIONS } from '@/lib/constants';
import { patientListChanges } from '@/lib/patients/rules/list-url';
import { REPORTS_PAGE_KEY } from './patient-list-keys';

/** How many patients a page shows: 10, 20, 30 or 40. `limit` is the URL's, as the page read it. */
export function PatientCountSelect({ limit }: { limit: number }) {
  const { setParams } = useListUrl();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor="patient-count">Count</Label>
      <PageSizeSelect
        id="patient-count"
        name="Count"
        value={limit}
        options={PATIENT_PAGE_SIZE_OPTIONS}
        onChange={(size) => setParams({ ...patientListChanges({ limit: size, page: 1, patient: undefined }), [REPORTS_PAGE_KEY]: null }, { push: true })}
        className="w-20"
      />
    </div>
  );
}
