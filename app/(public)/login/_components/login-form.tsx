'use client';

import { CredentialsForm } from '@/components/auth/credentials-form';
import { login } from '@/lib/actions/auth';
import { loginSchema } from '@/lib/validations/auth';

export function LoginForm({ next }: { next: string | null }) {
  return (
    <CredentialsForm schema={loginSchema} submit={(values) => login({ ...values, next })} submitLabel="Login" passwordAutoComplete="current-password" />
  );
}
