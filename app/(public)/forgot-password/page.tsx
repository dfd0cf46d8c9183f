import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { AuthCard } from '@/components/auth/auth-card';
import { ForgotPasswordForm } from './_components/forgot-password-form';

export const metadata: Metadata = { title: 'Forgot Password' };

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot Password"
      description="We will send a link to choose a new password."
      footer={
        <Link href="/login" className="text-primary hover:underline">
          Back to login
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
