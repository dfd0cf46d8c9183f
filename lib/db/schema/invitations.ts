import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identityId, timestamptz } from './columns';
import { doctors } from './doctors';
import { queuedMails } from './mail';
import { doctorRoleEnum } from './pg-enums';

/**
 * An administrator's invitation of a colleague (Staff, "Invite a colleague"): a single-use link, mailed, that opens
 * the page where the colleague chooses a name and password and gets an active account of `role`. Only a hash of the
 * link's token is stored, as for reset links: a copy of the table opens no account. Its state is read from the
 * facts (used, revoked, past `expiresAt`), never stored apart from them.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: identityId(),
    /** As the administrator typed it (trimmed); compared without case, as accounts' emails are. */
    email: text('email').notNull(),
    role: doctorRoleEnum('role').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** Who invited; null once that account is gone (the audit trail keeps their email). */
    invitedById: integer('invited_by_id').references(() => doctors.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    /** The account the invitation made. */
    accountId: integer('account_id').references(() => doctors.id, { onDelete: 'set null' }),
    revokedAt: timestamptz('revoked_at'),
    /** Its mail in the queue, so that revoking it cancels the mail if it has not gone yet. */
    mailId: integer('mail_id').references(() => queuedMails.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('staff_invitations_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('staff_invitations_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);
