import 'server-only';
import { and, eq, gte, lt } from 'drizzle-orm';
import { recordAudit } from '@/lib/audit';
import { auditEvents } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { API_ACTOR_EMAIL } from '@/lib/hospital-api/server/audit';

/** Refused backups are listed at most once per address in each window of this length. */
export const REFUSED_BACKUP_WINDOW_MS = 15 * 60 * 1000;

export interface RefusedBackup {
  address: string;
  /** checkBackupToken's reason: "a wrong backup token", "the hospital API's token, …". */
  reason: string;
  /** The caller showed the hospital API's key or token: the line names the API's client as the actor. */
  apiCredential: boolean;
  now?: Date;
}

/**
 * Writes a refused backup to the audit trail, unless this address already has a refused backup there in the
 * same 15-minute window: the trail is append-only and cannot carry a count, and a script that retries, or a
 * guesser, would otherwise add a line a try. The trail's own index on (action, at) finds the earlier line, so
 * no counter table (and no migration) is needed; every try still reaches the server's log. Answers whether a
 * line was written. Two tries at the same instant from two server instances may both write one: still a handful.
 */
export async function recordRefusedBackup(db: Db, { address, reason, apiCredential, now = new Date() }: RefusedBackup): Promise<boolean> {
  const windowStart = new Date(Math.floor(now.getTime() / REFUSED_BACKUP_WINDOW_MS) * REFUSED_BACKUP_WINDOW_MS);
  const windowEnd = new Date(windowStart.getTime() + REFUSED_BACKUP_WINDOW_MS);
  // recordAudit keeps the first 64 characters of the address: compare with what it stored.
  const stored = address.slice(0, 64);
  const [earlier] = await db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.action, 'export'),
        eq(auditEvents.entity, 'database'),
        eq(auditEvents.outcome, 'refused'),
        eq(auditEvents.address, stored),
        gte(auditEvents.at, windowStart),
        lt(auditEvents.at, windowEnd),
      ),
    )
    .limit(1);
  if (earlier) return false;
  await recordAudit(db, {
    at: now,
    actorId: null,
    actorEmail: apiCredential ? API_ACTOR_EMAIL : null,
    action: 'export',
    entity: 'database',
    address,
    outcome: 'refused',
    detail: `backup refused: ${reason}; later refusals from this address in this 15-minute window are in the server log only`,
  });
  return true;
}
