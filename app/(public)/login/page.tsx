import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { AuthCard } from '@/components/auth/auth-card';
import { redirect } from 'next/navigation';
import { getCurrentSession } from '@/lib/auth/current-doctor';
import { isSafeNextPath } from '@/lib/auth/next-path';
import { leadToSetupWhileNoAccount } from '@/lib/auth/setup-gate';
import { getEnv } from '@/lib/env';
import { LoginForm } from './_components/login-form';

export const metadata: Metadata = { title: 'Login' };

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ next?: string | string[]; signedOut?: string | string[] }> }) {
  await leadToSetupWhileNoAccount();
  const { next, signedOut } = await searchParams;
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
      {signedOut === '1' ? (
        <p role="status" className="mb-4 rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          You are signed out.
        </p>
      ) : null}
      <LoginForm next={target} />
    </AuthCard>
  );
}
