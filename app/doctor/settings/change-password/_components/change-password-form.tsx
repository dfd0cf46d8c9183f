'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { PasswordField } from '@/components/auth/password-field';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { changePassword } from '@/lib/actions/auth';
import { SERVER_UNREACHABLE, showActionFailure } from '@/lib/apply-field-errors';
import { changePasswordSchema, type ChangePasswordInput } from '@/lib/validations/auth';

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState, reset } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });
  const { errors } = formState;

  async function onSubmit(values: ChangePasswordInput) {
    setSaving(true);
    setFormError(null);
    try {
      const result = await changePassword(values);
      if (!result.ok) {
        setFormError(showActionFailure(setError, result));
        return;
      }
      reset(EMPTY);
      toast.success('Password changed successfully', { description: 'Every other device signed in to this account was signed out.' });
    } catch {
      setFormError(SERVER_UNREACHABLE);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="grid max-w-md gap-4">
      <FormAlert message={formError} />
      <PasswordField
        id="currentPassword"
        label="Current password"
        error={errors.currentPassword?.message}
        registration={register('currentPassword')}
        autoComplete="current-password"
      />
      <PasswordField id="newPassword" label="New password" error={errors.newPassword?.message} registration={register('newPassword')} autoComplete="new-password" />
      <PasswordField
        id="confirmPassword"
        label="Confirm password"
        error={errors.confirmPassword?.message}
        registration={register('confirmPassword')}
        autoComplete="new-password"
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
        <Button variant="outline" asChild>
          <Link href="/doctor/settings/profile-page">Cancel</Link>
        </Button>
      </div>
    </form>
  );
}
