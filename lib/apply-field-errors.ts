import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** Shows a server action's field errors under their fields, as if the form had found them. */
export function applyFieldErrors<T extends FieldValues>(setError: UseFormSetError<T>, fieldErrors: Record<string, string> | undefined) {
  for (const [name, message] of Object.entries(fieldErrors ?? {})) {
    setError(name as Path<T>, { type: 'server', message });
  }
}
