/**
 * What an error state shows of a failure: its HTTP status and text, or else its message; and the digest Next
 * gives a server error, which the server's log line of it carries too (a reference a doctor can quote).
 */
export type ErrorDetails = { status?: number; statusText?: string; message?: string; digest?: string };

/** Reads status, statusText, message and digest off whatever was thrown, without trusting its shape. */
export function toErrorDetails(error: unknown): ErrorDetails {
  if (typeof error !== 'object' || error === null) return { message: typeof error === 'string' ? error : undefined };
  const record = error as Record<string, unknown>;
  return {
    status: typeof record.status === 'number' ? record.status : undefined,
    statusText: typeof record.statusText === 'string' ? record.statusText : undefined,
    message: typeof record.message === 'string' ? record.message : undefined,
    digest: typeof record.digest === 'string' && record.digest ? record.digest : undefined,
  };
}
