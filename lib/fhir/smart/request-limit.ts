import 'server-only';
import { lt, sql } from 'drizzle-orm';
import { fhirRequestCounts } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

const MINUTE_MS = 60 * 1000;
/** Counts are kept a day: enough to see a system's recent load, and the table stays small. */
const COUNT_RETENTION_MS = 24 * 60 * MINUTE_MS;

export type RequestAllowance = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one request of a system in the current minute and says whether it is within `perMinute`. One upsert in the
 * database, so that every instance counts into the same total.
 */
export async function takeRequest(db: Db, systemId: number, perMinute: number, now = new Date()): Promise<RequestAllowance> {
  const windowStart = new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS);
  const [{ count }] = await db
    .insert(fhirRequestCounts)
    .values({ systemId, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [fhirRequestCounts.systemId, fhirRequestCounts.windowStart], set: { count: sql`${fhirRequestCounts.count} + 1` } })
    .returning({ count: fhirRequestCounts.count });
  if (count === 1) await db.delete(fhirRequestCounts).where(lt(fhirRequestCounts.windowStart, new Date(now.getTime() - COUNT_RETENTION_MS)));
  if (count <= perMinute) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart.getTime() + MINUTE_MS - now.getTime()) / 1000)) };
}
