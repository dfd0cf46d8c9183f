'use client';

import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField, fieldA11y } from '@/components/forms/form-field';
import { Input } from '@/components/ui/input';

type EmailPassword = { email: string; password: string };

/** The email and password fields that login and signup share. */
export function EmailPasswordFields({
  register,
  errors,
  passwordAutoComplete,
}: {
  register: UseFormRegister<EmailPassword>;
  errors: FieldErrors<EmailPassword>;
  passwordAutoComplete: 'current-password' | 'new-password';
}) {
  return (
    <>
      <FormField id="email" label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...fieldA11y('email', errors.email?.message)} {...register('email')} />
      </FormField>
      <FormField id="password" label="Password" error={errors.password?.message}>
        <Input
          type="password"
          autoComplete={passwordAutoComplete}
          {...fieldA11y('password', errors.password?.message)}
          {...register('password')}
        />
      </FormField>
    </>
  );
}
