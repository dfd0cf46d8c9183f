'use client';

import Link from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import type { ChartCounts } from '@/lib/patients/queries/chart';
import { CHART_TABS, patientChartHref, type ChartTab } from '@/lib/patients/rules/chart-tabs';
import { cn } from '@/lib/utils';
import { formatCount } from '@/lib/format';

/**
 * The chart's parts as tabs: each a link to its own address (a reload or a shared link opens the same part),
 * the current one marked for screen readers, and each list's count of standing records beside its name. The tabs
 * wrap onto as many lines as the width needs: on a phone every part is in sight, none waits behind a sideways scroll.
 */
export function ChartTabs({ patientId, counts }: { patientId: number; counts: ChartCounts }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Parts of the chart" className="border-b">
      <ul className="flex flex-wrap gap-x-1">
        {(Object.keys(CHART_TABS) as ChartTab[]).map((tab) => {
          const href = patientChartHref(patientId, tab);
          const current = pathname === href;
          const count = tab in counts ? counts[tab as keyof ChartCounts] : null;
          return (
            <li key={tab}>
              <Link
                href={href}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  '-mb-px inline-flex items-center gap-1.5 border-b-2 px-2 py-2 text-sm sm:px-3 font-medium whitespace-nowrap outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  current ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground',
                )}
              >
                {CHART_TABS[tab].label}{' '}
                {count !== null ? <span className="rounded-full bg-secondary px-1.5 text-xs tabular-nums">{formatCount(count)}</span> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
