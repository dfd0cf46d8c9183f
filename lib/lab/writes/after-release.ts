import 'server-only';
import type { Db } from '@/lib/db/types';

/**
 * What follows a release or an amendment in the same transaction: a critical result is queued once for the ordering
 * doctor's SMS or e-mail (the reminders' channels). Filled in by the critical notice.
 */
export async function afterRelease(_db: Db, _orderId: number): Promise<void> {}
