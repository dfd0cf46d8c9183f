'use client';

import { PageForm } from '@/components/forms/page-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { PasswordField } from '@/components/auth/password-field';
import { FormAlert } from '@/components/forms/form-alert';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { Button } from '@/components/ui/button';
import type { ActionResult } from '@/lib/server-actions/result';
import { currentPasswordSchema, type CurrentPasswordInput } from '@/lib/auth/schema/security';

/** Re-authentication before a change of the second factor: the current password, checked by the server. */
export function CurrentPasswordForm<T>({
  id,
  action,
  submitLabel,
  onDone,
  onCancel,
}: {
  id: string;
  action: (input: CurrentPasswordInput) => Promise<ActionResult<T>>;
  submitLabel: string;
  onDone: (data: T) => void;
  onCancel: () => void;
}) {
  const { register, handleSubmit, setError, formState } = useForm<CurrentPasswordInput>({
    resolver: zodResolver(currentPasswordSchema),
    defaultValues: { currentPassword: '' },
  });
  const { formError, submit } = useFormSubmit(setError);
  return (
    <PageForm onSubmit={handleSubmit((values) => submit(() => action(values), onDone))} className="grid max-w-md gap-4">
      <FormAlert message={formError} />
      <PasswordField
        id={id}
        label="Current password"
        error={formState.errors.currentPassword?.message}
        registration={register('currentPassword')}
        autoComplete="current-password"
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Loading...' : submitLabel}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </PageForm>
  );
}
