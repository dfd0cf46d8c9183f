'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useTransition } from 'react';

/**
 * The URL state of a server-paged list, for tables (through useTableUrl) and the patients' card grid
 * alike: the page (a server component) reads the URL, and the list's controls write it here. `setParams`
 * changes only the keys it is given (null or '' removes one) and keeps the rest of the page's URL.
 */
export function useListUrl() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [pending, startTransition] = useTransition();

  const setParams = useCallback(
    (changes: Record<string, string | null>, { push = false } = {}) => {
      const next = new URLSearchParams(searchParams.toString());
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      const query = next.toString();
      const href = query ? `${pathname}?${query}` : pathname;
      startTransition(() => (push ? router.push(href, { scroll: false }) : router.replace(href, { scroll: false })));
    },
    [pathname, router, searchParams],
  );

  return { searchParams, setParams, pending };
}
