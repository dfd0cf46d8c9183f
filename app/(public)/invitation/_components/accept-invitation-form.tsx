'use client';

import { PageForm } from '@/components/forms/page-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { NewPasswordFields } from '@/components/auth/password-field';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField, fieldA11y } from '@/components/forms/form-field';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { acceptInvitation } from '@/lib/staff/actions/invitation';
import { acceptInvitationSchema, type AcceptInvitationInput, type AcceptInvitationValues } from '@/lib/staff/schema/invitation';

/**
 * The invitation's form: the account's email (the invitation's, shown, not typed), a first and last name and the
 * password. Made, the account signs in at the sign-in page with that password.
 */
export function AcceptInvitationForm({ token, email }: { token: string; email: string }) {
  const router = useRouter();
  const [loading, setLoading] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm<AcceptInvitationInput, unknown, AcceptInvitationValues>({
    resolver: zodResolver(acceptInvitationSchema),
    defaultValues: { token, firstName: '', lastName: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = formState;
  const { formError, submit, whenSubmitted } = useFormSubmit(setError);

  async function onSubmit(values: AcceptInvitationValues) {
    setLoading(true);
    // The button stays busy after a success, until the sign-in page opens.
    const made = await submit(
      () => acceptInvitation(values),
      () => {
        toast.success('Your account is ready. Sign in with your email and new password.');
        router.replace('/login');
      },
    );
    if (!made) setLoading(false);
  }

  return (
    <PageForm onSubmit={whenSubmitted(handleSubmit(onSubmit))} className="grid gap-4">
      <FormAlert message={formError ?? errors.token?.message} />
      <FormField id="invitation-email" label="Email">
        {/* Read-only, and named as the username, so that a password manager saves the new password with it. */}
        <Input id="invitation-email" type="email" value={email} readOnly autoComplete="username" />
      </FormField>
      <FormField id="firstName" label="First name" error={errors.firstName?.message}>
        <Input autoComplete="given-name" {...fieldA11y('firstName', errors.firstName?.message)} {...register('firstName')} />
      </FormField>
      <FormField id="lastName" label="Last name" error={errors.lastName?.message}>
        <Input autoComplete="family-name" {...fieldA11y('lastName', errors.lastName?.message)} {...register('lastName')} />
      </FormField>
      <NewPasswordFields
        newPassword={{ registration: register('newPassword'), error: errors.newPassword?.message }}
        confirmPassword={{ registration: register('confirmPassword'), error: errors.confirmPassword?.message }}
      />
      <Button type="submit" disabled={loading}>
        {loading ? 'Loading...' : 'Create my account'}
      </Button>
    </PageForm>
  );
}
