'use client';

import NextLink, { useLinkStatus } from 'next/link';
// The router itself, not useRouter(): that throws where no app router is mounted (a component's unit test),
// and a link there simply does not prefetch.
import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { useContext, useEffect, type ComponentProps } from 'react';
import { useReportNavigationPending } from '@/components/layout/navigation-pending';

/**
 * Next's Link, prefetching a page when the doctor reaches for it (the pointer over it, focus, a touch), never
 * because it came into view. Next's default prefetched every link in sight: one doctor page sent 19 requests
 * for the sidebar's pages, each a render of the doctor layout with its session and bell, before anyone
 * clicked. Every app link imports this (ESLint refuses `next/link` elsewhere). While its page loads, the shell says
 * 'Loading...' (components/layout/navigation-pending.tsx).
 */
export default function Link({ prefetch, onMouseEnter, onFocus, onTouchStart, children, ...props }: ComponentProps<typeof NextLink>) {
  const router = useContext(AppRouterContext);
  const href = typeof props.href === 'string' ? props.href : null;
  const onIntent = () => {
    if (router && prefetch !== false && href?.startsWith('/')) router.prefetch(href);
  };
  return (
    <NextLink
      {...props}
      prefetch={false}
      onMouseEnter={(event) => {
        onIntent();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        onIntent();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        onIntent();
        onTouchStart?.(event);
      }}
    >
      {children}
      <PendingReport />
    </NextLink>
  );
}

/** Inside the link: tells the shell while this link's page is on its way. */
function PendingReport() {
  const { pending } = useLinkStatus();
  const report = useReportNavigationPending();
  useEffect(() => {
    if (!pending || !report) return;
    report(1);
    return () => report(-1);
  }, [pending, report]);
  return null;
}
