import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { appointmentReminders } from '@/lib/db/schema';
import type { ReminderChannel, ReminderState } from '@/lib/db/schema/reminders';
import type { Db } from '@/lib/db/types';

export interface AppointmentReminder {
  channel: ReminderChannel;
  /** Set when the visit was moved after this row was made: it was for the old time. */
  supersededAt: Date | null;
  state: ReminderState;
  dueAt: Date;
  nextAttemptAt: Date;
  attempts: number;
  sentAt: Date | null;
  lastError: string | null;
  recipient: string | null;
}

/**
 * An appointment's reminders, for the visit page: the current one of each channel (at most one), and those of the
 * times it was moved from (superseded), oldest first.
 */
export async function listAppointmentReminders(db: Db, appointmentId: number): Promise<AppointmentReminder[]> {
  return db
    .select({
      channel: appointmentReminders.channel,
      state: appointmentReminders.state,
      dueAt: appointmentReminders.dueAt,
      nextAttemptAt: appointmentReminders.nextAttemptAt,
      attempts: appointmentReminders.attempts,
      sentAt: appointmentReminders.sentAt,
      lastError: appointmentReminders.lastError,
      recipient: appointmentReminders.recipient,
      supersededAt: appointmentReminders.supersededAt,
    })
    .from(appointmentReminders)
    .where(eq(appointmentReminders.appointmentId, appointmentId))
    .orderBy(asc(appointmentReminders.createdAt), asc(appointmentReminders.channel), asc(appointmentReminders.id));
}
