import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthCard } from '@/components/auth/auth-card';
import { SignupForm } from './_components/signup-form';

export const metadata: Metadata = { title: 'Signup' };

export default function SignupPage() {
  return (
    <AuthCard
      title="Signup"
      description="Create a doctor account. Passwords need at least 8 characters."
      footer={
        <span>
          Already registered?{' '}
          <Link href="/login" className="text-primary hover:underline">
            Login
          </Link>
        </span>
      }
    >
      <SignupForm />
    </AuthCard>
  );
}
