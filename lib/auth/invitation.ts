import 'server-only';
import { asRole } from '@/lib/staff/rules/invitation-words';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { recordAudit } from '@/lib/audit/record';
import { doctorDisplayName } from '@/lib/staff/queries/doctor-name';
import { lockAccountRoles } from '@/lib/auth/writes/new-accounts';
import { isUniqueViolation } from '@/lib/db/pg-errors';
import { doctors, staffInvitations } from '@/lib/db/schema';
import type { DoctorRole } from '@/lib/db/schema/enums';
import type { Db } from '@/lib/db/types';
import { getEnv } from '@/lib/env';
import { cancelQueuedMail, queueMail } from '@/lib/mail/queue';
import type { ThrottleRule } from './throttle';

/**
 * How long an invitation's link works: a week, long enough for a colleague away for a few days, short enough that a
 * forgotten mail in an inbox does not open an account months later. Single use, like a reset link.
 */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60_000;
export const INVITATION_LIFETIME_WORDS = '7 days';

/**
 * Accepted invitations (a new account's password hashed) from one address: the token is 256 random bits, so this
 * holds back only whoever would keep the server hashing passwords.
 */
export const INVITATION_ACCEPT_PER_ADDRESS: ThrottleRule = { name: 'invitation-accept-address', limit: 20, windowMs: 15 * 60_000 };

/** Only a hash of the token is stored: a copy of the table opens no account. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The link the invitation's mail carries. It starts with APP_URL: a request's Host or X-Forwarded-* never shapes it. */
export function invitationLink(token: string, appUrl = getEnv().APP_URL): string {
  const url = new URL('/invitation', `${appUrl}/`);
  url.searchParams.set('token', token);
  return url.toString();
}

/** An invitation's state, read from its facts: revoked, used, past its time, or still open. */
export type InvitationState = 'pending' | 'used' | 'expired' | 'revoked';

/** The state in SQL, judged at `now` (the list's and the acceptance's one rule). */
export const invitationStateSql = (now: Date) => sql<InvitationState>`case
    when ${staffInvitations.revokedAt} is not null then 'revoked'
    when ${staffInvitations.usedAt} is not null then 'used'
    when ${staffInvitations.expiresAt} <= ${now.toISOString()}::timestamptz then 'expired'
    else 'pending' end`;

const openAt = (now: Date) => and(isNull(staffInvitations.usedAt), isNull(staffInvitations.revokedAt), gt(staffInvitations.expiresAt, now));

export type InvitationResult =
  | { ok: true; invitation: { id: number; email: string; role: DoctorRole; expiresAt: Date }; replaced: number }
  | { ok: false; reason: 'account-exists' };

/**
 * An administrator invites a colleague: a new single-use link for `email` and its mail, queued in the caller's
 * transaction (the audit line's), so that the mail exists exactly when the invitation does, and sent after the answer.
 * An email that already has an account is refused (that colleague signs in, or resets the password). An open
 * invitation of the same email is revoked, and its mail cancelled if not gone: inviting again sends a fresh link.
 */
export async function createInvitation(
  db: Db,
  { email, role, invitedBy, now = new Date() }: { email: string; role: DoctorRole; invitedBy: { id: number; name: string; email: string }; now?: Date },
): Promise<InvitationResult> {
  const address = email.trim();
  const [existing] = await db.select({ id: doctors.id }).from(doctors).where(eq(sql`lower(${doctors.email})`, address.toLowerCase()));
  if (existing) return { ok: false, reason: 'account-exists' };
  const sameEmail = eq(sql`lower(${staffInvitations.email})`, address.toLowerCase());
  const replaced = await revokeWhere(db, and(sameEmail, openAt(now))!, now);

  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + INVITATION_LIFETIME_MS);
  const [invitation] = await db
    .insert(staffInvitations)
    .values({ email: address, role, tokenHash: hashToken(token), invitedById: invitedBy.id, createdAt: now, expiresAt })
    .returning({ id: staffInvitations.id, email: staffInvitations.email, role: staffInvitations.role, expiresAt: staffInvitations.expiresAt });
  const { CLINIC_NAME } = getEnv();
  const mailId = await queueMail(db, {
    kind: 'staff-invitation',
    doctorId: null,
    mail: {
      to: address,
      subject: `You are invited to ${CLINIC_NAME}'s HMS`,
      text: [
        `${invitedBy.name} (${invitedBy.email}) invites you to ${CLINIC_NAME}'s hospital management app as ${asRole(role)}.`,
        '',
        `Open this link within ${INVITATION_LIFETIME_WORDS} to choose your name and password:`,
        invitationLink(token),
        '',
        'The link works once. If you did not expect this mail, ignore it.',
      ].join('\n'),
    },
    giveUpAfterMs: INVITATION_LIFETIME_MS,
    now,
  });
  await db.update(staffInvitations).set({ mailId }).where(eq(staffInvitations.id, invitation.id));
  return { ok: true, invitation, replaced };
}

/** Revokes the invitations `where` selects, cancelling their mails not gone yet; answers how many. */
async function revokeWhere(db: Db, where: SQL, now: Date): Promise<number> {
  const revoked = await db.update(staffInvitations).set({ revokedAt: now }).where(where).returning({ mailId: staffInvitations.mailId });
  for (const { mailId } of revoked) if (mailId !== null) await cancelQueuedMail(db, mailId);
  return revoked.length;
}

export type RevokeResult = { ok: true; email: string } | { ok: false; reason: 'not-found' | 'used' | 'expired' };

/** Revokes an open invitation: its link opens nothing any more, and its mail is cancelled if it has not gone. */
export async function revokeInvitation(db: Db, id: number, now = new Date()): Promise<RevokeResult> {
  const [row] = await db
    .select({ email: staffInvitations.email, state: invitationStateSql(now) })
    .from(staffInvitations)
    .where(eq(staffInvitations.id, id))
    .for('update');
  if (!row) return { ok: false, reason: 'not-found' };
  // Revoked twice (two administrators at once): the second click agrees.
  if (row.state === 'revoked') return { ok: true, email: row.email };
  if (row.state !== 'pending') return { ok: false, reason: row.state };
  await revokeWhere(db, eq(staffInvitations.id, id), now);
  return { ok: true, email: row.email };
}

/** What the invitation page shows before the colleague accepts: whom it is for and what it makes, or why it is closed. */
export type OpenInvitation =
  | { state: 'pending'; email: string; role: DoctorRole; invitedBy: string | null; expiresAt: Date }
  | { state: Exclude<InvitationState, 'pending'> | 'unknown' };

export async function findInvitation(db: Db, token: string, now = new Date()): Promise<OpenInvitation> {
  const [row] = await db
    .select({
      email: staffInvitations.email,
      role: staffInvitations.role,
      expiresAt: staffInvitations.expiresAt,
      state: invitationStateSql(now),
      invitedBy: doctorDisplayName(),
    })
    .from(staffInvitations)
    .leftJoin(doctors, eq(doctors.id, staffInvitations.invitedById))
    .where(eq(staffInvitations.tokenHash, hashToken(token)));
  if (!row) return { state: 'unknown' };
  if (row.state !== 'pending') return { state: row.state };
  return { state: 'pending', email: row.email, role: row.role, invitedBy: row.invitedBy, expiresAt: row.expiresAt };
}

export type AcceptResult =
  | { ok: true; account: { id: number; email: string; role: DoctorRole } }
  | { ok: false; reason: Exclude<InvitationState, 'pending'> | 'unknown' | 'account-exists' };

/**
 * The colleague accepts: in one transaction the invitation is taken (locked, so two submissions of one link make one
 * account), an ACTIVE account of its role is made with the name and password chosen, whatever SIGNUP_MODE says (an
 * administrator chose this colleague), the invitation is marked used with the account, and the account's audit line
 * names who invited it. It signs nobody in: the colleague signs in with the new password, as after a reset.
 */
export async function acceptInvitation(
  db: Db,
  { token, firstName, lastName, passwordHash, address, now = new Date() }: { token: string; firstName: string; lastName: string; passwordHash: string; address: string; now?: Date },
): Promise<AcceptResult> {
  try {
    return await db.transaction(async (tx): Promise<AcceptResult> => {
      await lockAccountRoles(tx);
      const [invitation] = await tx
        .select({ id: staffInvitations.id, email: staffInvitations.email, role: staffInvitations.role, invitedById: staffInvitations.invitedById, state: invitationStateSql(now) })
        .from(staffInvitations)
        .where(eq(staffInvitations.tokenHash, hashToken(token)))
        .for('update');
      if (!invitation) return { ok: false, reason: 'unknown' };
      if (invitation.state !== 'pending') return { ok: false, reason: invitation.state };
      const [account] = await tx
        .insert(doctors)
        .values({ email: invitation.email, firstName, lastName, passwordHash, role: invitation.role, status: 'active' })
        .returning({ id: doctors.id, email: doctors.email, role: doctors.role });
      await tx.update(staffInvitations).set({ usedAt: now, accountId: account.id }).where(eq(staffInvitations.id, invitation.id));
      const [inviter] = invitation.invitedById === null ? [] : await tx.select({ email: doctors.email }).from(doctors).where(eq(doctors.id, invitation.invitedById));
      await recordAudit(tx, {
        actorId: account.id,
        actorEmail: account.email,
        action: 'create',
        entity: 'account',
        entityId: account.id,
        address,
        detail: `by invitation ${invitation.id} from ${inviter?.email ?? 'an account since deleted'}, as ${invitation.role}`,
      });
      return { ok: true, account };
    });
  } catch (error) {
    // An account with that email was made since the invitation (a signup): that colleague signs in instead.
    if (isUniqueViolation(error)) return { ok: false, reason: 'account-exists' };
    throw error;
  }
}
