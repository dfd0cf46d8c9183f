'use client';

import { CredentialsForm } from '@/components/auth/credentials-form';
import { signup } from '@/lib/actions/auth';
import { signupSchema } from '@/lib/validations/auth';

export function SignupForm() {
  return <CredentialsForm schema={signupSchema} submit={signup} submitLabel="Sign up" passwordAutoComplete="new-password" />;
}
