import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AuthCard } from '@/components/auth/auth-card';
import { Button } from '@/components/ui/button';
import { logout } from '@/lib/auth/actions/sign-in';
import { getSignedInAccount } from '@/lib/auth/current-doctor';

export const metadata: Metadata = { title: 'Waiting for approval' };

/**
 * Where an account that an administrator has not approved yet lands (SIGNUP_MODE=approval). It shows no
 * patient data; the guard sends such an account here from every doctor page.
 */
export default async function PendingApprovalPage() {
  const session = await getSignedInAccount();
  if (!session) redirect('/login');
  if (session.doctor.status === 'active') redirect('/doctor/dashboard');
  return (
    <AuthCard title="Waiting for approval" description={`Your account ${session.doctor.email} has been created.`}>
      <div className="grid gap-4 text-sm">
        <p>
          An administrator of the clinic must approve it before you can see patients, appointments and records. Once they have, open
          this page again or sign in, and the dashboard opens.
        </p>
        <form action={logout}>
          <Button type="submit" variant="outline" className="w-full">
            Logout
          </Button>
        </form>
      </div>
    </AuthCard>
  );
}
