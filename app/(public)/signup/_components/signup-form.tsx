'use client';

import { CredentialsForm } from '@/components/auth/credentials-form';
import { signup } from '@/lib/auth/actions/sign-in';
import { signupSchema } from '@/lib/auth/schema/credentials';

export function SignupForm() {
  return <CredentialsForm schema={signupSchema} submit={signup} submitLabel="Sign up" passwordAutoComplete="new-password" />;
}
