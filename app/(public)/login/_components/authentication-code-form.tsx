'use client';

import { PageForm } from '@/components/forms/page-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/forms/form-alert';
import { TextField } from '@/components/forms/text-field';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { Button } from '@/components/ui/button';
import { verifyAuthenticationCode } from '@/lib/auth/actions/sign-in';
import { authenticationCodeSchema, type AuthenticationCodeInput } from '@/lib/auth/schema/security';

/** The second step of sign-in: the code from the authenticator app, or one of the recovery codes. */
export function AuthenticationCodeForm({ onStartAgain }: { onStartAgain: () => void }) {
  const router = useRouter();
  const [signedIn, setSignedIn] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm<AuthenticationCodeInput>({
    resolver: zodResolver(authenticationCodeSchema),
    defaultValues: { code: '' },
  });
  const { formError, submit } = useFormSubmit(setError);

  async function onSubmit(values: AuthenticationCodeInput) {
    await submit(
      () => verifyAuthenticationCode(values),
      ({ redirectTo }) => {
        setSignedIn(true);
        router.replace(redirectTo);
      },
    );
  }

  const busy = formState.isSubmitting || signedIn;
  return (
    <PageForm onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <p className="text-sm text-muted-foreground">Enter the 6-digit code from your authenticator app, or one of your recovery codes.</p>
      <FormAlert message={formError} />
      <TextField
        id="code"
        label="Authentication code"
        autoComplete="one-time-code"
        inputMode="text"
        autoFocus
        error={formState.errors.code?.message}
        registration={register('code')}
      />
      <Button type="submit" disabled={busy}>
        {busy ? 'Loading...' : 'Verify'}
      </Button>
      <Button type="button" variant="link" onClick={onStartAgain}>
        Sign in with another account
      </Button>
    </PageForm>
  );
}
