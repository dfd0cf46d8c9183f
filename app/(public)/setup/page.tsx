import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { AuthCard } from '@/components/auth/auth-card';
import { hasAnyAccount } from '@/lib/auth/queries';
import { getDb } from '@/lib/db/client';
import { SetupForm } from './_components/setup-form';

export const metadata: Metadata = { title: 'Set up' };

/**
 * The first run of a database without the demo data: no account exists, so the first one is made here and
 * becomes the clinic's administrator. /login and /signup lead here until then; once any account exists, this
 * page does not (and its action refuses).
 */
export default async function SetupPage() {
  // Read at request time, never at build: the answer changes with the database.
  await connection();
  if (await hasAnyAccount(await getDb())) notFound();
  return (
    <AuthCard
      title="Set up the clinic"
      description="No account exists yet. Create the first one: it becomes the clinic's administrator, who approves and manages the other accounts. Passwords need at least 8 characters."
    >
      <SetupForm />
    </AuthCard>
  );
}
