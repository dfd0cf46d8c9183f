import 'server-only';
import { redirect } from 'next/navigation';
import { connection } from 'next/server';
import { hasAnyAccount } from '@/lib/auth/queries';
import { getDb } from '@/lib/db/client';

/** The one-time screen where the first account of a database is made (app/(public)/setup). */
export const SETUP_PATH = '/setup';

/**
 * While the database has no account at all, nobody can sign in and a signup would make the administrator
 * unawares: /login and /signup send the browser to the set-up screen instead.
 */
export async function leadToSetupWhileNoAccount(): Promise<void> {
  // At request time, never at build: the answer changes with the database.
  await connection();
  if (!(await hasAnyAccount(await getDb()))) redirect(SETUP_PATH);
}
