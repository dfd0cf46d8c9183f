'use client';

import { PageForm } from '@/components/forms/page-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/forms/form-alert';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { FormField, fieldA11y } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { requestPasswordReset } from '@/lib/auth/actions/sign-in';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@/lib/auth/schema/credentials';

export function ForgotPasswordForm() {
  const [loading, setLoading] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const { formError, submit } = useFormSubmit(setError);

  async function onSubmit(values: ForgotPasswordInput) {
    setLoading(true);
    await submit(
      () => requestPasswordReset(values),
      ({ message }) => setSent(message),
    );
    setLoading(false);
  }

  if (sent) {
    return (
      <p role="status" className="rounded-md border bg-secondary px-3 py-2 text-sm">
        {sent}
      </p>
    );
  }
  const error = formState.errors.email?.message;
  return (
    <PageForm onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <FormAlert message={formError} />
      <FormField id="email" label="Email" error={error}>
        <Input type="email" autoComplete="email" {...fieldA11y('email', error)} {...register('email')} />
      </FormField>
      <Button type="submit" disabled={loading}>
        {loading ? 'Loading...' : 'Send reset link'}
      </Button>
    </PageForm>
  );
}
