import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { notFound, redirect } from 'next/navigation';
import { AuthCard } from '@/components/auth/auth-card';
import { getCurrentSession } from '@/lib/auth/current-doctor';
import { leadToSetupWhileNoAccount } from '@/lib/auth/setup-gate';
import { getEnv } from '@/lib/env';
import { SignupForm } from './_components/signup-form';

export const metadata: Metadata = { title: 'Signup' };

const DESCRIPTION = {
  open: 'Create a doctor account. Passwords need at least 8 characters.',
  approval: 'Create a doctor account. Passwords need at least 8 characters. An administrator of the clinic approves new accounts before they can see patients.',
} as const;

/**
 * SIGNUP_MODE=closed: there is no signup page; administrators create accounts another way. A doctor already
 * signed in goes to the dashboard. A database without any account sets up its administrator first, whatever
 * the mode.
 */
export default async function SignupPage() {
  await leadToSetupWhileNoAccount();
  const mode = getEnv().SIGNUP_MODE;
  if (mode === 'closed') notFound();
  if (await getCurrentSession()) redirect('/doctor/dashboard');
  return (
    <AuthCard
      title="Signup"
      description={DESCRIPTION[mode]}
      footer={
        <span>
          Already registered?{' '}
          {/* Underlined: inside a sentence, a link must not be told apart by its colour alone. */}
          <Link href="/login" className="text-primary underline underline-offset-4">
            Login
          </Link>
        </span>
      }
    >
      <SignupForm />
    </AuthCard>
  );
}
