'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useTransition } from 'react';
import { parsePatientListParams, patientListQuery, type PatientListParams } from '@/lib/validations/patient-list';

/** Moves the patient list to another URL state (search, count, filters, page, open patient). */
export function usePatientListUrl() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [pending, startTransition] = useTransition();
  const current = parsePatientListParams(Object.fromEntries(searchParams));

  const navigate = useCallback(
    (changes: Partial<PatientListParams>, { replace = false } = {}) => {
      const next = { ...parsePatientListParams(Object.fromEntries(searchParams)), ...changes };
      const href = `${pathname}${patientListQuery(next)}`;
      startTransition(() => (replace ? router.replace(href, { scroll: false }) : router.push(href, { scroll: false })));
    },
    [pathname, router, searchParams],
  );

  return { current, navigate, pending };
}
