'use client';

import { useEffect } from 'react';
import { ErrorState } from '@/components/error-state';
import { toErrorDetails } from '@/lib/error-details';

/** The body of a route's error.tsx: keeps the doctor layout, says what failed, and retries the route. */
export function RouteError({ error, retry, title }: { error: unknown; retry: () => void; title: string }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorState error={toErrorDetails(error)} onRetry={retry} title={title} />;
}
