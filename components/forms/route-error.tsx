'use client';

import { useEffect } from 'react';
import { ErrorState } from '@/components/forms/error-state';
import { toErrorDetails } from '@/lib/error-details';

/**
 * The error state of a clinical screen (an `error.tsx` renders it): inside the doctor layout, so the
 * sidebar stays, with a retry that renders the segment again.
 */
export function RouteError({ error, retry, title }: { error: unknown; retry: () => void; title: string }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="grid min-h-[50svh] place-items-center p-6">
      <ErrorState title={title} error={toErrorDetails(error)} onRetry={retry} />
    </div>
  );
}
