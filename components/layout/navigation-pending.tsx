'use client';

import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';

/**
 * While a followed link's page is on its way, the doctor sees 'Loading...' over the page they are leaving.
 *
 * The doctor screens have no route-level loading.tsx: a screen's content is in its first HTML, so a direct load
 * paints it, not a skeleton, at once. A navigation inside the app keeps the old page until the new one arrives;
 * every app link (components/ui/link.tsx) reports its pending state here, and the shell shows it.
 */
const ReportPending = createContext<((change: 1 | -1) => void) | null>(null);
const Pending = createContext(false);

export function NavigationPendingProvider({ children }: { children: ReactNode }) {
  const [count, setCount] = useState(0);
  const report = useCallback((change: 1 | -1) => setCount((current) => Math.max(0, current + change)), []);
  return (
    <ReportPending value={report}>
      <Pending value={count > 0}>{children}</Pending>
    </ReportPending>
  );
}

/** True while a link's page is loading. */
export function useNavigationPending(): boolean {
  return useContext(Pending);
}

/** How an app link (components/ui/link.tsx) tells the shell that its navigation is pending (1) and over (-1). */
export function useReportNavigationPending() {
  return useContext(ReportPending);
}

/**
 * The shell's live region: empty, then 'Loading...' while a page loads (shown after a short delay, so that a quick
 * navigation does not flash it), with a bar across the top of the screen.
 */
export function NavigationPendingStatus() {
  const pending = useNavigationPending();
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 top-0 z-50 flex justify-center print:hidden">
      {pending && (
        <>
          <span aria-hidden="true" className="absolute inset-x-0 top-0 h-0.5 origin-left animate-navigation-bar bg-primary motion-reduce:animate-none" />
          <span className="mt-2 animate-navigation-label rounded-full border bg-background px-3 py-1 text-sm font-medium shadow-sm">Loading...</span>
        </>
      )}
    </div>
  );
}
