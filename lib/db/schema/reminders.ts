import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { createdAt, identityId, ownedBy, timestamptz } from './columns';

export const reminderChannelEnum = pgEnum('reminder_channel', ['email', 'sms']);
/**
 * queued: waiting for its time (or its next try); sending: claimed by a pass, which committed the claim before
 * sending; sent; failed: for good (tries used up, or a send interrupted: see lib/reminders/pass.ts);
 * skipped: never sent, for the reason in last_error (no phone number, channel not configured, visit cancelled).
 */
export const reminderStateEnum = pgEnum('reminder_state', ['queued', 'sending', 'sent', 'failed', 'skipped']);

export type ReminderChannel = (typeof reminderChannelEnum.enumValues)[number];
export type ReminderState = (typeof reminderStateEnum.enumValues)[number];
export const REMINDER_CHANNELS = reminderChannelEnum.enumValues;

/**
 * The reminder queue: one current row per appointment and channel, never two (the partial unique key), so a
 * reminder is queued once however many servers run the job. The row is also the record the visit page shows.
 * Rescheduling a visit supersedes its rows (`supersededAt`): they stay as the record of what went out for the old
 * time, and the job queues new ones for the new time.
 */
export const appointmentReminders = pgTable(
  'appointment_reminders',
  {
    id: identityId(),
    appointmentId: ownedBy('appointment_id', () => appointments.id),
    channel: reminderChannelEnum('channel').notNull(),
    state: reminderStateEnum('state').notNull().default('queued'),
    /** The appointment's start less REMINDER_LEAD_HOURS, as queued. */
    dueAt: timestamptz('due_at').notNull(),
    /** When a queued row may next be claimed: dueAt, then later after each failed try (the backoff). */
    nextAttemptAt: timestamptz('next_attempt_at').notNull(),
    /** Sends tried (each claim counts one). */
    attempts: integer('attempts').notNull().default(0),
    /** When the current (or last) try claimed it: a row 'sending' for longer than the lease was interrupted. */
    claimedAt: timestamptz('claimed_at'),
    sentAt: timestamptz('sent_at'),
    /** Why it failed or was skipped, in words for the visit page; null when sent. */
    lastError: text('last_error'),
    /** The number or address it went (or was to go) to, in international form for a phone. */
    recipient: text('recipient'),
    /** When the appointment was moved after this row was made: the row was for its old time, and is no longer the current one. */
    supersededAt: timestamptz('superseded_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('appointment_reminders_appointment_channel_key').on(t.appointmentId, t.channel).where(sql`${t.supersededAt} is null`),
    // The claim: queued rows whose time has come, oldest first; and the lease's sweep of 'sending' rows.
    index('appointment_reminders_state_next_idx').on(t.state, t.nextAttemptAt),
  ],
);
