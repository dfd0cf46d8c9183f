'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { ErrorState, type ErrorDetails } from '@/components/forms/error-state';

/** A read that failed on the server, shown in place, with a retry that asks the server again. */
export function LoadError({ error, title }: { error: ErrorDetails; title: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <div aria-busy={pending}>
      <ErrorState error={error} title={title} onRetry={() => startTransition(() => router.refresh())} />
    </div>
  );
}
