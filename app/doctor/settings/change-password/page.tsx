import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title';
import { requireStaff } from '@/lib/auth/current-doctor';
import { ChangePasswordForm } from './_components/change-password-form';

export const metadata: Metadata = { title: 'Change Password' };

export default async function ChangePasswordPage() {
  await requireStaff();
  return (
    <div className="space-y-6">
      <PageTitle>Change Password</PageTitle>
      <ChangePasswordForm />
    </div>
  );
}
