import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** What a form says when its server action could not be reached at all. */
export const SERVER_UNREACHABLE = 'Could not reach the server. Check the connection and try again.';

/**
 * Shows a failed server action on its form: each field error under its field, as if the form had found
 * it. Returns the form-level message to show, or null when the field errors say it all.
 */
export function showActionFailure<T extends FieldValues>(
  setError: UseFormSetError<T>,
  failure: { message: string; fieldErrors?: Record<string, string> },
): string | null {
  if (!failure.fieldErrors) return failure.message;
  for (const [name, message] of Object.entries(failure.fieldErrors)) {
    setError(name as Path<T>, { type: 'server', message });
  }
  return null;
}
