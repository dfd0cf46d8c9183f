import type { Metadata } from 'next';
import { asRole } from '@/lib/staff/rules/invitation-words';
import Link from '@/components/ui/link';
import { AuthCard } from '@/components/auth/auth-card';
import { findInvitation } from '@/lib/auth/invitation';
import { formatInstant } from '@/lib/clinic-time';
import { getDb } from '@/lib/db/client';
import { invitationClosedMessage } from '@/lib/staff/rules/invitation-words';
import { AcceptInvitationForm } from './_components/accept-invitation-form';

export const metadata: Metadata = { title: 'Invitation' };

/**
 * Where an administrator's invitation leads (Staff, "Invite a colleague"): whom it is for and as what, and the form
 * that makes the account; or, for a link that opens nothing any more, why and what to do.
 */
export default async function InvitationPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  const value = typeof token === 'string' ? token : '';
  const invitation = value ? await findInvitation(await getDb(), value) : ({ state: 'unknown' } as const);
  if (invitation.state !== 'pending') {
    return (
      <AuthCard
        title="Invitation"
        footer={
          <Link href="/login" className="text-primary hover:underline">
            Sign in
          </Link>
        }
      >
        <p role="alert" className="text-sm">
          {invitationClosedMessage(invitation.state)}
        </p>
      </AuthCard>
    );
  }
  const as = asRole(invitation.role);
  return (
    <AuthCard
      title="Join the clinic"
      description={`${invitation.invitedBy ?? 'An administrator'} invited you as ${as}. Choose your name and a password of at least 8 characters; the link works until ${formatInstant(invitation.expiresAt)}.`}
    >
      <AcceptInvitationForm token={value} email={invitation.email} />
    </AuthCard>
  );
}
