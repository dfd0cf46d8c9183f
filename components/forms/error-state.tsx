'use client';

import { AlertTriangle, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { ErrorDetails } from '@/lib/error-details';

export type { ErrorDetails };

/** What an error says: its status and text, or else its message. */
export function describeError({ status, statusText, message }: ErrorDetails): string {
  if (status) return [status, statusText].filter(Boolean).join(' ');
  return message || 'Something went wrong';
}

/**
 * An error state that says what went wrong and lets the doctor retry. A server error's digest is shown as its
 * reference: the server's log line of the error carries the same digest.
 */
export function ErrorState({ error, onRetry, title = 'Something went wrong' }: { error: ErrorDetails; onRetry: () => void; title?: string }) {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-lg border p-8 text-center">
      <AlertTriangle className="size-8 text-destructive" aria-hidden="true" />
      <h2 className="text-lg font-semibold">{title}</h2>
      <p data-testid="error-description" className="text-sm text-muted-foreground">
        {describeError(error)}
      </p>
      {error.status && error.message ? <p className="text-xs text-muted-foreground">{error.message}</p> : null}
      {error.digest ? (
        <p data-testid="error-reference" className="text-xs text-muted-foreground">
          Reference: <span className="font-mono select-all">{error.digest}</span>
        </p>
      ) : null}
      <Button type="button" onClick={onRetry}>
        <RotateCcw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}
