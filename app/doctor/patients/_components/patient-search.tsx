'use client';

import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Input } from '@/components/ui/input';
import { useListUrl } from '@/components/data-table';
import { PATIENT_SEARCH_DEBOUNCE_MS } from '@/lib/constants';
import { parsePatientListParams, patientListChanges } from '@/lib/validations/patient-list';
import { REPORTS_PAGE_KEY } from './patient-list-keys';

/** Searches all patients by name, once typing has paused for 500 ms; the search lives in the URL. */
export function PatientSearch() {
  const { searchParams, setParams } = useListUrl();
  const current = parsePatientListParams(Object.fromEntries(searchParams));
  const [text, setText] = useState(current.search);
  // When the URL's search changes from elsewhere (a link, Back), the box follows it.
  const [urlSearch, setUrlSearch] = useState(current.search);
  if (current.search !== urlSearch) {
    setUrlSearch(current.search);
    if (text.trim() !== current.search) setText(current.search);
  }

  useEffect(() => {
    if (text.trim() === current.search) return;
    const timer = setTimeout(
      () => setParams({ ...patientListChanges({ search: text.trim(), page: 1, patient: undefined }), [REPORTS_PAGE_KEY]: null }),
      PATIENT_SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [text, current.search, setParams]);

  return (
    <div className="relative w-full max-w-sm">
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input
        type="search"
        aria-label="Search patients"
        placeholder="Search patients"
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="pl-9"
      />
    </div>
  );
}
