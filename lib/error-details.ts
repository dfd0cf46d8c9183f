import type { ErrorDetails } from '@/components/error-state';

/** Reads status, statusText and message off whatever was thrown, without trusting its shape. */
export function toErrorDetails(error: unknown): ErrorDetails {
  if (typeof error !== 'object' || error === null) return { message: typeof error === 'string' ? error : undefined };
  const record = error as Record<string, unknown>;
  return {
    status: typeof record.status === 'number' ? record.status : undefined,
    statusText: typeof record.statusText === 'string' ? record.statusText : undefined,
    message: typeof record.message === 'string' ? record.message : undefined,
  };
}
