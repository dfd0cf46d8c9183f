'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { renewRecoveryCodes, startTwoFactor, turnOffTwoFactor, type Enrolment as EnrolmentData } from '@/lib/auth/actions/security';
import { CurrentPasswordForm } from './current-password-form';
import { Enrolment } from './enrolment';
import { RecoveryCodes } from './recovery-codes';

type Step =
  | { name: 'idle' }
  | { name: 'password'; purpose: 'set-up' | 'renew' | 'turn-off' }
  | { name: 'enrol'; enrolment: EnrolmentData }
  | { name: 'codes'; codes: string[] };

const PASSWORD_STEP = {
  'set-up': { action: startTwoFactor, label: 'Continue' },
  renew: { action: renewRecoveryCodes, label: 'Make new codes' },
  'turn-off': { action: turnOffTwoFactor, label: 'Turn off' },
} as const;

/** The "Two-factor sign-in" section: set up (password, QR code and key, first code, recovery codes), renew, turn off. */
export function TwoFactorSection({ enabled, recoveryCodesLeft, required }: { enabled: boolean; recoveryCodesLeft: number; required: boolean }) {
  const router = useRouter();
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const idle = () => setStep({ name: 'idle' });

  function afterPassword(purpose: 'set-up' | 'renew' | 'turn-off', data: unknown) {
    if (purpose === 'set-up') return setStep({ name: 'enrol', enrolment: data as EnrolmentData });
    if (purpose === 'renew') return setStep({ name: 'codes', codes: (data as { recoveryCodes: string[] }).recoveryCodes });
    toast.success('Two-factor sign-in turned off');
    idle();
    router.refresh();
  }

  return (
    <section aria-labelledby="two-factor-heading" className="space-y-4 rounded-lg border p-5">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="two-factor-heading" className="text-lg font-semibold">
          Two-factor sign-in
        </h2>
        <Badge variant={enabled ? 'default' : 'secondary'}>{enabled ? 'On' : 'Off'}</Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        {enabled
          ? `Signing in asks for a code from your authenticator app after your password. ${recoveryCodesLeft} of 10 recovery codes left.`
          : 'Add a code from an authenticator app on your phone to your password, so that a stolen password alone opens nothing.'}
        {required ? ' Required for your account.' : ''}
      </p>

      {step.name === 'idle' ? (
        <div className="flex flex-wrap gap-2">
          {enabled ? (
            <>
              <Button type="button" variant="outline" onClick={() => setStep({ name: 'password', purpose: 'renew' })}>
                New recovery codes
              </Button>
              {required ? null : (
                <Button type="button" variant="outline" onClick={() => setStep({ name: 'password', purpose: 'turn-off' })}>
                  Turn off
                </Button>
              )}
            </>
          ) : (
            <Button type="button" onClick={() => setStep({ name: 'password', purpose: 'set-up' })}>
              Set up two-factor sign-in
            </Button>
          )}
        </div>
      ) : null}

      {step.name === 'password' ? (
        <CurrentPasswordForm<unknown>
          id="two-factor-password"
          action={PASSWORD_STEP[step.purpose].action}
          submitLabel={PASSWORD_STEP[step.purpose].label}
          onDone={(data) => afterPassword(step.purpose, data)}
          onCancel={idle}
        />
      ) : null}

      {step.name === 'enrol' ? (
        <Enrolment
          enrolment={step.enrolment}
          onConfirmed={(codes) => {
            toast.success('Two-factor sign-in turned on');
            setStep({ name: 'codes', codes });
          }}
          onCancel={idle}
        />
      ) : null}

      {step.name === 'codes' ? (
        <RecoveryCodes
          codes={step.codes}
          onDone={() => {
            idle();
            router.refresh();
          }}
        />
      ) : null}
    </section>
  );
}
