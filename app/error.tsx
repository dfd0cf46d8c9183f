'use client';

import { useEffect } from 'react';
import { ErrorState } from '@/components/forms/error-state';
import { toErrorDetails } from '@/lib/error-details';

export default function Error({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="grid min-h-[60svh] place-items-center p-6">
      <ErrorState error={toErrorDetails(error)} onRetry={retry} />
    </div>
  );
}
