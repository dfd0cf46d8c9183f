'use client';

import { PageForm } from '@/components/forms/page-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { EmailPasswordFields } from '@/components/auth/email-password-fields';
import { FormAlert } from '@/components/forms/form-alert';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { Button } from '@/components/ui/button';
import type { LoginAnswer } from '@/lib/auth/actions/sign-in';
import type { ActionResult } from '@/lib/server-actions/result';
import { LOGIN_REDIRECT_DELAY_MS } from '@/lib/constants';
import { loginSchema, signupSchema, type LoginInput } from '@/lib/auth/schema/credentials';

/**
 * The email-and-password form of login and signup. While the request is under way, and for 2 seconds after a
 * success (LOGIN_REDIRECT_DELAY_MS), the button reads Loading...; then the doctor area opens.
 */
export function CredentialsForm({
  schema,
  submit,
  submitLabel,
  passwordAutoComplete,
  onSecondStep,
}: {
  schema: typeof loginSchema | typeof signupSchema;
  submit: (values: LoginInput) => Promise<ActionResult<LoginAnswer>>;
  submitLabel: string;
  passwordAutoComplete: 'current-password' | 'new-password';
  /** The password was right and the account has a second factor: the "Authentication code" step comes next. */
  onSecondStep?: () => void;
}) {
  const router = useRouter();
  const [loading, setLoading] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm<LoginInput>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', password: '' },
  });
  const { formError, submit: send } = useFormSubmit(setError);

  async function onSubmit(values: LoginInput) {
    setLoading(true);
    // Loading... stays on after a success, until the dashboard opens (the brief's delay, LOGIN_REDIRECT_DELAY_MS).
    let secondStep = false;
    const signedIn = await send(
      () => submit(values),
      (answer) => {
        if ('secondStep' in answer) secondStep = true;
        else setTimeout(() => router.replace(answer.redirectTo), LOGIN_REDIRECT_DELAY_MS);
      },
    );
    if (!signedIn || secondStep) setLoading(false);
    if (secondStep) onSecondStep?.();
  }

  return (
    <PageForm onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <FormAlert message={formError} />
      <EmailPasswordFields register={register} errors={formState.errors} passwordAutoComplete={passwordAutoComplete} />
      <Button type="submit" disabled={loading}>
        {loading ? 'Loading...' : submitLabel}
      </Button>
    </PageForm>
  );
}
