'use client';

import { useCallback, useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { describeActionFailure } from '@/components/forms/action-failure';
import type { ActionResult } from '@/lib/actions/result';
import { showActionFailure } from '@/lib/apply-field-errors';

type Failure = Extract<ActionResult<unknown>, { ok: false }>;

/**
 * The one way a form submits to its server action. `submit` runs the action (react-hook-form's
 * `isSubmitting` stays true while it waits), puts a refusal's field errors under their fields and its
 * message in `formError`, says a thrown action as a network or a server failure, and hands a success's data
 * to `onSuccess` (the toast, the reset, the navigation). It answers whether the action succeeded.
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

  return { formError, setFormError, submit };
}
