import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthCard } from '@/components/auth/auth-card';
import { isSafeNextPath } from '@/lib/auth/next-path';
import { getEnv } from '@/lib/env';
import { LoginForm } from './_components/login-form';

export const metadata: Metadata = { title: 'Login' };

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  const { next } = await searchParams;
  const target = typeof next === 'string' && isSafeNextPath(next) ? next : null;
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
