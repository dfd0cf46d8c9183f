'use server';

import { requestMeta, startSession } from '@/lib/auth/current-doctor';
import { landingFor } from '@/lib/auth/landing';
import { hashPassword } from '@/lib/auth/password';
import { SETUP_PER_ADDRESS, takeThrottle } from '@/lib/auth/throttle';
import { createFirstAdministrator } from '@/lib/auth/writes/new-accounts';
import { hasAnyAccount } from '@/lib/auth/queries';
import { getDb } from '@/lib/db/client';
import { signupSchema } from '@/lib/auth/schema/credentials';
import { publicAction } from '@/lib/server-actions/doctor-action';
import { fail, ok } from '@/lib/server-actions/result';

/** What the set-up answers once any account exists (the page itself is then not found). */
const ALREADY_SET_UP = 'This clinic is already set up. Sign in, or ask an administrator of the clinic for an account.';

/**
 * The set-up screen: while the database has no account at all, whoever opens it makes the first one, an
 * active administrator, and is signed in. The signup form's fields and rules; the same per-address limit as
 * the other actions anyone may call. The check that no account exists is repeated under the lock, in the
 * transaction of the insert and its audit line, so two set-ups at once make one administrator.
 */
export const setUpAdministrator = publicAction(signupSchema, async ({ email, password }) => {
  const db = await getDb();
  // Answered before the limit is counted or a password hashed: after the set-up, every call ends here.
  if (await hasAnyAccount(db)) return fail(ALREADY_SET_UP);
  const { ip } = await requestMeta();
  const throttle = await takeThrottle(db, SETUP_PER_ADDRESS, ip);
  if (!throttle.allowed) return fail(`Too many attempts from this address. Try again in ${throttle.retryAfterMinutes} minutes.`);
  const administrator = await createFirstAdministrator(db, {
    email,
    passwordHash: await hashPassword(password),
    address: ip,
    detail: 'first administrator, on the set-up screen',
  });
  if (administrator === 'accounts-exist') return fail(ALREADY_SET_UP);
  await startSession(administrator, 'set up the clinic');
  return ok({ redirectTo: await landingFor(db, administrator) });
});
