'use client';

import { PageForm } from '@/components/forms/page-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/forms/form-alert';
import { TextField } from '@/components/forms/text-field';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { Button } from '@/components/ui/button';
import { confirmTwoFactor, type Enrolment as EnrolmentData } from '@/lib/auth/actions/security';
import { confirmTwoFactorSchema, type AuthenticationCodeInput } from '@/lib/auth/schema/security';

/** Step two of enrolment: scan the QR code (or type the key), then confirm with the app's first code. */
export function Enrolment({ enrolment, onConfirmed, onCancel }: { enrolment: EnrolmentData; onConfirmed: (codes: string[]) => void; onCancel: () => void }) {
  const { register, handleSubmit, setError, formState } = useForm<AuthenticationCodeInput>({
    resolver: zodResolver(confirmTwoFactorSchema),
    defaultValues: { code: '' },
  });
  const { formError, submit } = useFormSubmit(setError);
  return (
    <div className="space-y-4">
      <p className="text-sm">Scan this QR code with an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password).</p>
      {/* A data URL made on the server: no request leaves the browser for it. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src={enrolment.qrCode} alt="QR code for your authenticator app" width={192} height={192} className="rounded-md border bg-white p-2" />
      <div className="text-sm">
        <p>Cannot scan it? Enter this key in the app:</p>
        <p data-testid="totp-key" className="mt-1 font-mono text-base tracking-wider [overflow-wrap:anywhere]">
          {enrolment.key}
        </p>
      </div>
      <PageForm
        onSubmit={handleSubmit((values) => submit(() => confirmTwoFactor(values), ({ recoveryCodes }) => onConfirmed(recoveryCodes)))}
        className="grid max-w-md gap-4"
      >
        <FormAlert message={formError} />
        <TextField
          id="enrolment-code"
          label="Authentication code"
          autoComplete="one-time-code"
          error={formState.errors.code?.message}
          registration={register('code')}
        />
        <div className="flex gap-2">
          <Button type="submit" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Loading...' : 'Turn on'}
          </Button>
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </PageForm>
    </div>
  );
}
