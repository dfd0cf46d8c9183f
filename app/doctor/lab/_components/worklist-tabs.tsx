'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useOptimistic, useTransition, type ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatCount } from '@/lib/format';
import type { WorklistCounts, WorklistStatus } from '@/lib/lab/queries/worklist';
import { WORKLISTS } from '@/lib/lab/rules/states';
import { tableParamKeys } from '@/lib/lists/table-url';
import { LIST_SLUGS, listOfSlug } from './worklist-lists';

/** A tab's count: "1,204"; past the count's cap "10,000+" (Released is counted only so far). */
const countText = (count: number, cap: number) => (count > cap ? `${formatCount(cap)}+` : formatCount(count));

/** The same for a screen reader: "1 order", "1,204 orders", "more than 10,000 orders". */
const ordersText = (count: number, cap: number) => (count > cap ? `more than ${formatCount(cap)} orders` : `${formatCount(count)} ${count === 1 ? 'order' : 'orders'}`);

/**
 * The four lists as tabs, each with how many orders it holds. The open list lives in `?list=` (a reload, a link and
 * Back keep it) and the server sends only its page: `children`. Another list starts at its first page.
 */
interface WorklistTabsProps {
  list: WorklistStatus;
  /** Null when the worklist could not be read. */
  counts: WorklistCounts | null;
  /** Beyond it a count says "at least" (lib/lab/queries/worklist.ts's RELEASED_COUNT_CAP). */
  countCap: number;
  children: ReactNode;
}

export function WorklistTabs({ list, counts, countCap, children }: WorklistTabsProps) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [, startTransition] = useTransition();
  // The chosen tab shows as selected at once, while its list is on its way.
  const [shown, show] = useOptimistic(list);

  function choose(slug: string) {
    const next = new URLSearchParams(searchParams.toString());
    next.set('list', slug);
    next.delete(tableParamKeys().page);
    startTransition(() => {
      show(listOfSlug(slug));
      router.replace(`${pathname}?${next.toString()}`, { scroll: false });
    });
  }

  return (
    <Tabs value={LIST_SLUGS[shown]} onValueChange={choose} className="gap-4">
      <TabsList variant="line" aria-label="Worklists">
        {WORKLISTS.map(({ status, label }) => (
          <TabsTrigger key={status} value={LIST_SLUGS[status]}>
            {label}
            {counts && counts[status] !== null ? (
              <>
                <span aria-hidden="true" className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground tabular-nums">
                  {countText(counts[status] ?? 0, countCap)}
                </span>
                <span className="sr-only">{`, ${ordersText(counts[status] ?? 0, countCap)}`}</span>
              </>
            ) : null}
          </TabsTrigger>
        ))}
      </TabsList>
      {shown === list ? (
        <TabsContent key={list} value={LIST_SLUGS[list]}>
          {children}
        </TabsContent>
      ) : (
        <TabsContent value={LIST_SLUGS[shown]}>
          <div role="status" aria-label="Loading the worklist">
            <Skeleton className="h-96" />
          </div>
        </TabsContent>
      )}
    </Tabs>
  );
}
