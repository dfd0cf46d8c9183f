'use client';

import { useCallback, useState, type BaseSyntheticEvent } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { describeActionFailure } from '@/components/forms/action-failure';
import type { ActionResult } from '@/lib/server-actions/result';
import { showActionFailure } from '@/lib/forms/apply-field-errors';

type Failure = Extract<ActionResult<unknown>, { ok: false }>;

/**
 * The one way a form submits to its server action. `submit` runs the action (react-hook-form's
 * `isSubmitting` stays true while it waits), puts a refusal's field errors under their fields and its
 * message in `formError`, says a thrown action as a network or a server failure, and hands a success's data
 * to `onSuccess` (the toast, the reset, the navigation). It answers whether the action succeeded.
 * `whenSubmitted(handleSubmit(onSubmit))` is the form's onSubmit: what react-hook-form itself throws (a form whose
 * checks load when first needed rejects when they could not load: lazy-form-resolver.ts) is said in `formError`
 * as a failure to reach the server.
 */
export function useFormSubmit<TValues extends FieldValues>(setError: UseFormSetError<TValues>) {
  const [formError, setFormError] = useState<string | null>(null);

  const submit = useCallback(
    async <TData>(action: () => Promise<ActionResult<TData>>, onSuccess: (data: TData) => void, onFailure?: (failure: Failure) => void): Promise<boolean> => {
      setFormError(null);
      let result: ActionResult<TData>;
      try {
        result = await action();
      } catch (error) {
        setFormError(describeActionFailure(error));
        return false;
      }
      if (!result.ok) {
        onFailure?.(result);
        setFormError(showActionFailure(setError, result));
        return false;
      }
      onSuccess(result.data);
      return true;
    },
    [setError],
  );

  const whenSubmitted = useCallback(
    (handler: (event?: BaseSyntheticEvent) => Promise<void>) => (event?: BaseSyntheticEvent) =>
      handler(event).catch((error: unknown) => setFormError(describeActionFailure(error))),
    [],
  );

  return { formError, setFormError, submit, whenSubmitted };
}
