import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { AuthCard } from '@/components/auth/auth-card';
import { ResetPasswordForm } from './_components/reset-password-form';

export const metadata: Metadata = { title: 'Reset Password' };

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  return (
    <AuthCard
      title="Reset Password"
      description="Choose a new password of at least 8 characters."
      footer={
        <Link href="/forgot-password" className="text-primary hover:underline">
          Ask for a new link
        </Link>
      }
    >
      <ResetPasswordForm token={typeof token === 'string' ? token : ''} />
    </AuthCard>
  );
}
