import 'server-only';
import { lt, sql } from 'drizzle-orm';
import { recordAudit } from '@/lib/audit/record';
import { refusedSignIns, type AuditAction, type AuditEntity, type AuditOutcome } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { LOGIN_WINDOW_MS } from './rate-limit';

/** The key under which refusals past the per-address limit are counted, whatever email they typed. */
export const ANY_EMAIL = '*';

/** A window's exact count is kept a day: its trail lines, with their counts, are the lasting record. */
const COUNT_RETENTION_MS = 24 * 60 * 60 * 1000;

export interface RefusedSignIn {
  /** As typed; ANY_EMAIL for a refusal of the address itself. */
  email: string;
  address: string;
  actorId: number | null;
  outcome: Extract<AuditOutcome, 'failed' | 'refused'>;
  /** "wrong password", "too many attempts", "wrong code"… */
  reason: string;
  now?: Date;
  /**
   * What was refused, when not a doctor's sign-in: a connected system's token request (entity 'connected-system'),
   * or a request its scopes do not allow (action 'view'). The email is then the system's name as the trail shows it.
   */
  entity?: AuditEntity;
  entityId?: number | null;
  action?: Extract<AuditAction, 'sign-in-failed' | 'view'>;
  /** What refusals are counted under, when not the email: kinds of refusal of one actor are counted apart. */
  countKey?: string;
}

/** A line is written at the 1st, 10th, 100th… refusal of a key in its window: a flood adds a handful. */
export const isRecordedCount = (count: number): boolean => count === 1 || (count >= 10 && Number.isInteger(Math.log10(count)));

/**
 * Records a refused or failed sign-in without flooding the append-only trail: the refusal is counted in
 * `refused_sign_ins` under (email, address, 15-minute window) in one upsert, and the trail gets a line only
 * at the counts above, each saying how many there were. The exact count of the window stays in the table for
 * a day.
 */
export async function recordRefusedSignIn(db: Db, refusal: RefusedSignIn): Promise<number> {
  const now = refusal.now ?? new Date();
  const windowStart = new Date(Math.floor(now.getTime() / LOGIN_WINDOW_MS) * LOGIN_WINDOW_MS);
  const email = (refusal.countKey ?? refusal.email).toLowerCase();
  const [{ count }] = await db
    .insert(refusedSignIns)
    .values({ email, address: refusal.address, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [refusedSignIns.email, refusedSignIns.address, refusedSignIns.windowStart],
      set: { count: sql`${refusedSignIns.count} + 1` },
    })
    .returning({ count: refusedSignIns.count });
  if (count === 1) await db.delete(refusedSignIns).where(lt(refusedSignIns.windowStart, new Date(now.getTime() - COUNT_RETENTION_MS)));
  if (!isRecordedCount(count)) return count;
  await recordAudit(db, {
    at: now,
    actorId: refusal.actorId,
    actorEmail: refusal.email === ANY_EMAIL ? null : refusal.email,
    action: refusal.action ?? 'sign-in-failed',
    entity: refusal.entity ?? 'session',
    entityId: refusal.entityId ?? null,
    address: refusal.address,
    outcome: refusal.outcome,
    detail: count === 1 ? refusal.reason : `${refusal.reason}: ${count} ${refusal.action === 'view' ? 'refused requests' : 'refused sign-ins'} in this 15-minute window`,
  });
  return count;
}
