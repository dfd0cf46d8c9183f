'use client';

import type { PaginationState } from '@tanstack/react-table';
import { useRouter } from 'next/navigation';
import { useCallback, useMemo, useTransition } from 'react';

/**
 * Paging through the address: the table shows page `page` (from 1) that the server read, and asking for
 * another pushes that page's address (`hrefForPage`). Spread `paging` into DataTable with its `pageCount`;
 * `pending` (and the table's `busy`) is true while the next page loads.
 */
export function useUrlPages(page: number, pageSize: number, hrefForPage: (page: number) => string) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const pagination = useMemo(() => ({ pageIndex: page - 1, pageSize }), [page, pageSize]);
  const onPaginationChange = useCallback(
    (next: PaginationState) => startTransition(() => router.push(hrefForPage(next.pageIndex + 1), { scroll: false })),
    [router, hrefForPage],
  );
  return { pending, paging: { manualPagination: true, pagination, onPaginationChange, busy: pending } as const };
}
