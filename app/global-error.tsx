'use client';

import { ErrorState } from '@/components/forms/error-state';
import { toErrorDetails } from '@/lib/error-details';
import './globals.css';

export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en">
      <body>
        <title>Error · HMS</title>
        <main className="grid min-h-svh place-items-center p-6">
          <ErrorState error={toErrorDetails(error)} onRetry={retry} />
        </main>
      </body>
    </html>
  );
}
