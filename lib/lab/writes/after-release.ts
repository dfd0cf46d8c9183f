import 'server-only';
import type { ReminderChannel } from '@/lib/db/schema/reminders';
import type { Db } from '@/lib/db/types';
import { getEnv } from '@/lib/env';
import { queueCriticalNotice } from '@/lib/lab/notices/queue';
import { reminderChannelsConfigured } from '@/lib/reminders/senders';

/**
 * What follows a release or an amendment in the same transaction: a critical result is queued once for the ordering
 * doctor's SMS or e-mail (the reminders' channels, skipped with the reason where none is configured), and the
 * reminders' pass sends it. An order with nothing critical, or whose notice was queued already, queues nothing.
 */
export async function afterRelease(
  db: Db,
  orderId: number,
  { now = new Date(), channels }: { now?: Date; channels?: Readonly<Record<ReminderChannel, boolean>> } = {},
): Promise<void> {
  await queueCriticalNotice(db, orderId, { now, channels: channels ?? reminderChannelsConfigured(getEnv()) });
}
