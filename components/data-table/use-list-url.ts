'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useTransition } from 'react';

/**
 * The last address a list's control asked for, and the address it was asked from. Until that navigation lands,
 * useSearchParams still gives the address it was asked from: a second change made meanwhile (a search applied,
 * then a patient opened, by two components) builds on the one asked for, so that neither undoes the other.
 */
let requested: { from: string; query: string } | null = null;

/**
 * Once the list is at an address other than the one a change was asked from, that change has landed (or another
 * navigation, Back say, went past it): from then on the URL itself is the one to build on.
 */
function forgetLandedRequest(at: string): void {
  if (requested && requested.from !== at) requested = null;
}

/**
 * The URL state of a server-paged list, for tables (through useTableUrl) and the patients' card grid
 * alike: the page (a server component) reads the URL, and the list's controls write it here. `setParams`
 * changes only the keys it is given (null or '' removes one) and keeps the rest of the page's URL, including
 * the changes other controls have asked for and that have not landed yet.
 */
export function useListUrl() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [pending, startTransition] = useTransition();

  const at = `${pathname}?${searchParams.toString()}`;
  useEffect(() => forgetLandedRequest(at), [at]);

  const setParams = useCallback(
    (changes: Record<string, string | null>, { push = false } = {}) => {
      const from = at;
      const next = new URLSearchParams(requested?.from === from ? requested.query : searchParams.toString());
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      const query = next.toString();
      requested = { from, query };
      const href = query ? `${pathname}?${query}` : pathname;
      startTransition(() => (push ? router.push(href, { scroll: false }) : router.replace(href, { scroll: false })));
    },
    [at, pathname, router, searchParams],
  );

  return { searchParams, setParams, pending };
}
