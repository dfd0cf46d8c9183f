import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthCard } from '@/components/auth/auth-card';
import { redirect } from 'next/navigation';
import { getCurrentSession } from '@/lib/auth/current-doctor';
import { isSafeNextPath } from '@/lib/auth/next-path';
import { getEnv } from '@/lib/env';
import { LoginForm } from './_components/login-form';

export const metadata: Metadata = { title: 'Login' };

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  const { next } = await searchParams;
  const target = typeof next === 'string' && isSafeNextPath(next) ? next : null;
  // Already signed in: straight on to where the doctor was going.
  if (await getCurrentSession()) redirect(target ?? '/doctor/dashboard');
  return (
    <AuthCard
      title="Login"
      description="Sign in to your doctor account."
      footer={
        <>
          <Link href="/forgot-password" className="text-primary hover:underline">
            Forgot password?
          </Link>
          {getEnv().SIGNUP_MODE === 'closed' ? null : (
            <span>
              New here?{' '}
              <Link href="/signup" className="text-primary hover:underline">
                Create an account
              </Link>
            </span>
          )}
        </>
      }
    >
      <LoginForm next={target} />
    </AuthCard>
  );
}
