'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { EmailPasswordFields } from '@/components/auth/email-password-fields';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { signup } from '@/lib/actions/auth';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { LOGIN_REDIRECT_DELAY_MS } from '@/lib/constants';
import { signupSchema, type SignupInput } from '@/lib/validations/auth';

export function SignupForm() {
  const router = useRouter();
  const [loading, setLoading] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<SignupInput>({
    resolver: zodResolver(signupSchema),
    defaultValues: { email: '', password: '' },
  });

  async function onSubmit(values: SignupInput) {
    setLoading(true);
    setFormError(null);
    try {
      const result = await signup(values);
      if (!result.ok) {
        applyFieldErrors(setError, result.fieldErrors);
        setFormError(result.fieldErrors ? null : result.message);
        setLoading(false);
        return;
      }
      setTimeout(() => router.replace(result.data.redirectTo), LOGIN_REDIRECT_DELAY_MS);
    } catch {
      setFormError('Could not reach the server. Check the connection and try again.');
      setLoading(false);
    }
  }

  return (
    <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <FormAlert message={formError} />
      <EmailPasswordFields register={register} errors={formState.errors} passwordAutoComplete="new-password" />
      <Button type="submit" disabled={loading}>
        {loading ? 'Loading...' : 'Sign up'}
      </Button>
    </form>
  );
}
