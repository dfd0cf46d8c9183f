'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useOptimistic, useTransition, type ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { ReportTab } from './report-lists';

/**
 * Birth, Death, Investigation and Operation Reports, in line style. The open tab lives in `?tab=` (so it
 * survives a reload) and the server lists only that tab's table: `children`. Choosing another tab asks the
 * server for its table; the other tables' own URL keys stay, so each comes back as it was left.
 */
export function ReportsTabs({ tab, children }: { tab: ReportTab; children: ReactNode }) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [, startTransition] = useTransition();
  // The chosen tab shows as selected at once, while its table is on its way.
  const [shownTab, showTab] = useOptimistic(tab);

  function choose(value: string) {
    const next = new URLSearchParams(searchParams.toString());
    next.set('tab', value);
    startTransition(() => {
      showTab(value as ReportTab);
      router.replace(`${pathname}?${next.toString()}`, { scroll: false });
    });
  }

  return (
    <Tabs value={shownTab} onValueChange={choose} className="gap-4">
      <TabsList variant="line" aria-label="Report types">
        <TabsTrigger value="birth">Birth</TabsTrigger>
        <TabsTrigger value="death">Death</TabsTrigger>
        <TabsTrigger value="investigation">Investigation</TabsTrigger>
        <TabsTrigger value="operation">Operation Reports</TabsTrigger>
      </TabsList>
      {shownTab === tab ? (
        // Keyed: the Birth and Death tables are the same component, and neither may inherit the other's state.
        <TabsContent key={tab} value={tab}>
          {children}
        </TabsContent>
      ) : (
        <TabsContent value={shownTab}>
          <div role="status" aria-label="Loading reports">
            <Skeleton className="h-[28rem]" />
          </div>
        </TabsContent>
      )}
    </Tabs>
  );
}
