'use client';

import { Search } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { useListUrl } from '@/components/data-table/use-list-url';
import { PATIENT_SEARCH_DEBOUNCE_MS } from '@/lib/constants';
import { patientListChanges } from '@/lib/patients/rules/list-url';
import { REPORTS_PAGE_KEY } from './patient-list-keys';

/**
 * Searches all patients by name, once typing has paused for 500 ms, or at once when the doctor leaves the box
 * (to open a patient, follow a link): a search still waiting would otherwise land after that and undo it. The
 * search lives in the URL. `search` is the URL's, as the page read it: the browser needs no parser of its own
 * (and no zod).
 */
export function PatientSearch({ search }: { search: string }) {
  const { setParams } = useListUrl();
  const [text, setText] = useState(search);
  // When the URL's search changes from elsewhere (a link, Back), the box follows it.
  const [urlSearch, setUrlSearch] = useState(search);
  if (search !== urlSearch) {
    setUrlSearch(search);
    if (text.trim() !== search) setText(search);
  }

  const waiting = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The search asked for and not landed yet: asking again (the pause after leaving the box) would drop what
  // was asked since, a patient opened say.
  const asked = useRef<string | null>(null);
  useEffect(() => {
    asked.current = null;
  }, [search]);
  const apply = useCallback(
    (typed: string) => {
      clearTimeout(waiting.current);
      if (typed.trim() === search || typed.trim() === asked.current) return;
      asked.current = typed.trim();
      setParams({ ...patientListChanges({ search: typed.trim(), page: 1, patient: undefined }), [REPORTS_PAGE_KEY]: null });
    },
    [search, setParams],
  );

  useEffect(() => {
    if (text.trim() === search) return;
    waiting.current = setTimeout(() => apply(text), PATIENT_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(waiting.current);
  }, [text, search, apply]);

  return (
    <div className="relative w-full max-w-sm">
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input
        type="search"
        aria-label="Search patients"
        placeholder="Search patients"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => apply(text)}
        className="pl-9"
      />
    </div>
  );
}
