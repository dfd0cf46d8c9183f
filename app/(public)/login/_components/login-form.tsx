'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { EmailPasswordFields } from '@/components/auth/email-password-fields';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { login } from '@/lib/actions/auth';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { LOGIN_REDIRECT_DELAY_MS } from '@/lib/constants';
import { loginSchema, type LoginInput } from '@/lib/validations/auth';

export function LoginForm({ next }: { next: string | null }) {
  const router = useRouter();
  const [loading, setLoading] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  async function onSubmit(values: LoginInput) {
    setLoading(true);
    setFormError(null);
    try {
      const result = await login(values, next);
      if (!result.ok) {
        applyFieldErrors(setError, result.fieldErrors);
        setFormError(result.fieldErrors ? null : result.message);
        setLoading(false);
        return;
      }
      // SPEC.md section 4: the button keeps reading Loading... for 2 seconds, then the dashboard opens.
      setTimeout(() => router.replace(result.data.redirectTo), LOGIN_REDIRECT_DELAY_MS);
    } catch {
      setFormError('Could not reach the server. Check the connection and try again.');
      setLoading(false);
    }
  }

  return (
    <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <FormAlert message={formError} />
      <EmailPasswordFields register={register} errors={formState.errors} passwordAutoComplete="current-password" />
      <Button type="submit" disabled={loading}>
        {loading ? 'Loading...' : 'Login'}
      </Button>
    </form>
  );
}
