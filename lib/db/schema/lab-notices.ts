import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identityId, ownedBy, timestamptz } from './columns';
import { doctors } from './doctors';
import { labOrders } from './lab';
import { reminderChannelEnum, reminderStateEnum } from './reminders';

/**
 * The message that tells the ordering doctor a critical result was released (lib/lab/notices): one row per channel
 * (SMS, e-mail), queued in the release's (or the amendment's) transaction, so it exists exactly when the result
 * does, and sent by the reminders' pass through the reminders' channels. Its states are the reminders': a channel
 * that is not configured, or a doctor without a phone number, is recorded as skipped with the reason. The order's
 * `critical_notice_at` says the notice of its current results was queued, so a release is told once.
 */
export const labCriticalNotices = pgTable(
  'lab_critical_notices',
  {
    id: identityId(),
    orderId: ownedBy('order_id', () => labOrders.id),
    /** The ordering doctor it goes to; their phone number and address are read again when it is sent. */
    doctorId: ownedBy('doctor_id', () => doctors.id),
    channel: reminderChannelEnum('channel').notNull(),
    state: reminderStateEnum('state').notNull().default('queued'),
    /** When a queued row may next be claimed: at once, then later after each failed try. */
    nextAttemptAt: timestamptz('next_attempt_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** When the current (or last) try claimed it: a row 'sending' past the lease was interrupted. */
    claimedAt: timestamptz('claimed_at'),
    sentAt: timestamptz('sent_at'),
    /** Why it failed or was skipped, in words; null when sent. */
    lastError: text('last_error'),
    /** The number or address it went (or was to go) to. */
    recipient: text('recipient'),
    createdAt: createdAt(),
  },
  (t) => [
    // The claim: queued rows whose time has come; and the lease's sweep of 'sending' rows.
    index('lab_critical_notices_state_next_idx').on(t.state, t.nextAttemptAt),
    index('lab_critical_notices_order_idx').on(t.orderId),
  ],
);
