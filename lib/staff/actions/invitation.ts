'use server';

import { requestMeta } from '@/lib/auth/current-doctor';
import { acceptInvitation as acceptInDatabase, INVITATION_ACCEPT_PER_ADDRESS } from '@/lib/auth/invitation';
import { hashPassword } from '@/lib/auth/password';
import { takeThrottle } from '@/lib/auth/throttle';
import { getDb } from '@/lib/db/client';
import { acceptInvitationSchema } from '@/lib/staff/schema/invitation';
import { invitationClosedMessage } from '@/lib/staff/rules/invitation-words';
import { publicAction } from '@/lib/server-actions/doctor-action';
import { fail, ok } from '@/lib/server-actions/result';

/**
 * The invitation page's form: anyone holding the link may call it, so it is a public action, limited per address.
 * It makes the ACTIVE account the invitation names (its email and role; the name and password chosen here) and
 * signs nobody in: the colleague signs in next with the new password (lib/auth/invitation.ts).
 */
export const acceptInvitation = publicAction(acceptInvitationSchema, async ({ token, firstName, lastName, newPassword }) => {
  const db = await getDb();
  const { ip } = await requestMeta();
  const throttle = await takeThrottle(db, INVITATION_ACCEPT_PER_ADDRESS, ip);
  if (!throttle.allowed) return fail(`Too many attempts from this address. Try again in ${throttle.retryAfterMinutes} minutes.`);
  const result = await acceptInDatabase(db, { token, firstName, lastName, passwordHash: await hashPassword(newPassword), address: ip });
  if (!result.ok) return fail(invitationClosedMessage(result.reason));
  return ok({ email: result.account.email });
});
