'use client';

import { PageForm } from '@/components/forms/page-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { NewPasswordFields, PasswordField } from '@/components/auth/password-field';
import { FormActions } from '@/components/forms/form-actions';
import { FormAlert } from '@/components/forms/form-alert';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { changePassword } from '@/lib/auth/actions/sign-in';
import { changePasswordSchema, type ChangePasswordInput } from '@/lib/auth/schema/credentials';

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const { register, handleSubmit, setError, formState, reset } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;
  const { formError, submit } = useFormSubmit(setError);

  async function onSubmit(values: ChangePasswordInput) {
    await submit(
      () => changePassword(values),
      () => {
        reset(EMPTY);
        toast.success('Password changed successfully', { description: 'Every other device signed in to this account was signed out.' });
      },
    );
  }

  return (
    <PageForm onSubmit={handleSubmit(onSubmit)} className="grid max-w-md gap-4">
      <FormAlert message={formError} />
      <PasswordField
        id="currentPassword"
        label="Current password"
        error={errors.currentPassword?.message}
        registration={register('currentPassword')}
        autoComplete="current-password"
      />
      <NewPasswordFields
        newPassword={{ registration: register('newPassword'), error: errors.newPassword?.message }}
        confirmPassword={{ registration: register('confirmPassword'), error: errors.confirmPassword?.message }}
      />
      <FormActions saving={isSubmitting} cancelHref="/doctor/settings/profile-page" />
    </PageForm>
  );
}
