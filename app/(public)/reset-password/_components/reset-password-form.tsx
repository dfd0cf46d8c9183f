'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { PasswordField } from '@/components/auth/password-field';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { resetPassword } from '@/lib/actions/auth';
import { SERVER_UNREACHABLE, showActionFailure } from '@/lib/apply-field-errors';
import { resetPasswordSchema, type ResetPasswordInput } from '@/lib/validations/auth';

export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const [loading, setLoading] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, newPassword: '', confirmPassword: '' },
  });
  const { errors } = formState;

  async function onSubmit(values: ResetPasswordInput) {
    setLoading(true);
    setFormError(null);
    try {
      const result = await resetPassword(values);
      if (!result.ok) {
        setFormError(showActionFailure(setError, result));
        setLoading(false);
        return;
      }
      toast.success('Password changed. Sign in with your new password.');
      router.replace('/login');
    } catch {
      setFormError(SERVER_UNREACHABLE);
      setLoading(false);
    }
  }

  return (
    <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <FormAlert message={formError ?? errors.token?.message} />
      <PasswordField id="newPassword" label="New password" error={errors.newPassword?.message} registration={register('newPassword')} autoComplete="new-password" />
      <PasswordField
        id="confirmPassword"
        label="Confirm password"
        error={errors.confirmPassword?.message}
        registration={register('confirmPassword')}
        autoComplete="new-password"
      />
      <Button type="submit" disabled={loading}>
        {loading ? 'Loading...' : 'Set new password'}
      </Button>
    </form>
  );
}
