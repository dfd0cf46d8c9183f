'use client';

import { useState } from 'react';
import { CredentialsForm } from '@/components/auth/credentials-form';
import { login } from '@/lib/auth/actions/sign-in';
import { loginSchema } from '@/lib/auth/schema/credentials';
import { AuthenticationCodeForm } from './authentication-code-form';

/** The password, then, for an account with a second factor, the "Authentication code". */
export function LoginForm({ next }: { next: string | null }) {
  const [step, setStep] = useState<'password' | 'code'>('password');
  if (step === 'code') return <AuthenticationCodeForm onStartAgain={() => setStep('password')} />;
  return (
    <CredentialsForm
      schema={loginSchema}
      submit={(values) => login({ ...values, next })}
      submitLabel="Login"
      passwordAutoComplete="current-password"
      onSecondStep={() => setStep('code')}
    />
  );
}
