'use client';

import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, fieldA11y } from '@/components/forms/form-field';
import { Input } from '@/components/ui/input';

/** One labelled password input with its error. */
export function PasswordField({
  id,
  label,
  error,
  registration,
  autoComplete,
}: {
  id: string;
  label: string;
  error?: string;
  registration: UseFormRegisterReturn;
  autoComplete: 'current-password' | 'new-password';
}) {
  return (
    <FormField id={id} label={label} error={error}>
      <Input type="password" autoComplete={autoComplete} {...fieldA11y(id, error)} {...registration} />
    </FormField>
  );
}

/** New password and its confirmation, as the reset and the change of a password both ask for them. */
export function NewPasswordFields({
  newPassword,
  confirmPassword,
}: {
  newPassword: { registration: UseFormRegisterReturn; error?: string };
  confirmPassword: { registration: UseFormRegisterReturn; error?: string };
}) {
  return (
    <>
      <PasswordField id="newPassword" label="New password" autoComplete="new-password" {...newPassword} />
      <PasswordField id="confirmPassword" label="Confirm password" autoComplete="new-password" {...confirmPassword} />
    </>
  );
}
