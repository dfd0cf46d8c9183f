import { index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identityId, timestamptz } from './columns';
import { doctors } from './doctors';

/**
 * queued: waiting for its first or next try; sending: claimed by a pass, which committed the claim before sending;
 * sent; failed: for good (tries used up, past its time, or unreadable); cancelled: no longer wanted (a reset mail
 * of an account whose password changed before it went).
 */
export const mailStateEnum = pgEnum('mail_state', ['queued', 'sending', 'sent', 'failed', 'cancelled']);
export type MailState = (typeof mailStateEnum.enumValues)[number];

/**
 * What a queued mail is for: the reset link, the notice to an address that someone tried to sign up with, or an
 * administrator's invitation of a colleague (its link makes an account).
 */
export type MailKind = 'password-reset' | 'signup-attempt' | 'staff-invitation';

/**
 * Mails the app sends on its own account (lib/mail/queue.ts): queued in the transaction of what they tell, sent by
 * a background pass, tried again after a failure, so that no request waits for the mail server and a restart loses
 * no mail. The mail itself is sealed: a reset link is a credential, and a copy of the table must open no account.
 */
export const queuedMails = pgTable(
  'queued_mails',
  {
    id: identityId(),
    kind: text('kind').$type<MailKind>().notNull(),
    /** The account the mail concerns, so that a change of its password can cancel its waiting reset mails. */
    doctorId: integer('doctor_id').references(() => doctors.id, { onDelete: 'cascade' }),
    /** Recipient, subject and text, sealed under SESSION_SECRET (lib/mail/sealed-mail.ts); null once sent or given up. */
    sealed: text('sealed'),
    state: mailStateEnum('state').notNull().default('queued'),
    /** When a queued row may next be claimed: at once, then later after each failed try. */
    nextAttemptAt: timestamptz('next_attempt_at').notNull(),
    /** After this it is not sent any more: a reset link would have expired, a notice would come too late. */
    giveUpAt: timestamptz('give_up_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    claimedAt: timestamptz('claimed_at'),
    sentAt: timestamptz('sent_at'),
    /** Why the last try failed, without the recipient or the text. */
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('queued_mails_state_next_idx').on(t.state, t.nextAttemptAt),
    index('queued_mails_doctor_id_idx').on(t.doctorId),
    index('queued_mails_created_at_idx').on(t.createdAt),
  ],
);
