import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import Link from '@/components/ui/link';
import { AuthCard } from '@/components/auth/auth-card';
import { getEnv } from '@/lib/env';

export const metadata: Metadata = { title: 'Request received' };

/**
 * Where a signup lands in SIGNUP_MODE=approval, whether the email was new or already had an account: the same
 * words either way, so that the signup form tells nobody which emails have accounts (the owner of an existing one
 * gets a mail instead). Nobody is signed in here; a new account signs in at /login and waits on /pending-approval.
 */
export default function SignupReceivedPage() {
  if (getEnv().SIGNUP_MODE !== 'approval') notFound();
  return (
    <AuthCard
      title="Request received"
      description="An administrator of the clinic must approve the account before it can see patients, appointments and records."
      footer={
        // Underlined: inside a sentence, a link must not be told apart by its colour alone.
        <Link href="/login" className="text-primary underline underline-offset-4">
          Login
        </Link>
      }
    >
      <p className="text-sm">
        Sign in with the email and password you chose to see whether it has been approved. If the email already had an account,
        nothing was changed, and its owner has been sent a mail.
      </p>
    </AuthCard>
  );
}
