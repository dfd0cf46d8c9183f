'use client';

import { PageForm } from '@/components/forms/page-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { NewPasswordFields } from '@/components/auth/password-field';
import { FormAlert } from '@/components/forms/form-alert';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { Button } from '@/components/ui/button';
import { resetPassword } from '@/lib/auth/actions/sign-in';
import { resetPasswordSchema, type ResetPasswordInput } from '@/lib/auth/schema/credentials';

export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const [loading, setLoading] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, newPassword: '', confirmPassword: '' },
  });
  const { errors } = formState;
  const { formError, submit } = useFormSubmit(setError);

  async function onSubmit(values: ResetPasswordInput) {
    setLoading(true);
    // The button stays busy after a success, until the sign-in page opens.
    const changed = await submit(
      () => resetPassword(values),
      () => {
        toast.success('Password changed. Sign in with your new password.');
        router.replace('/login');
      },
    );
    if (!changed) setLoading(false);
  }

  return (
    <PageForm onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <FormAlert message={formError ?? errors.token?.message} />
      <NewPasswordFields
        newPassword={{ registration: register('newPassword'), error: errors.newPassword?.message }}
        confirmPassword={{ registration: register('confirmPassword'), error: errors.confirmPassword?.message }}
      />
      <Button type="submit" disabled={loading}>
        {loading ? 'Loading...' : 'Set new password'}
      </Button>
    </PageForm>
  );
}
