// Not `server-only`: `npm run db:create-admin` records the administrator it makes (lib/auth/writes/new-accounts.ts).
import { auditEvents, type AuditAction, type AuditEntity, type AuditOutcome } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

/** One line of the audit trail: who, what (entity and id), which action, from where, and how it ended. */
export interface AuditEvent {
  actorId: number | null;
  actorEmail: string | null;
  action: AuditAction;
  entity: AuditEntity;
  entityId?: number | string | null;
  /** Whenever the event concerns one patient, so the chart's Access history finds it. */
  patientId?: number | null;
  address: string;
  outcome?: AuditOutcome;
  detail?: string | null;
  /** Now, unless the demo seed writes a past day. */
  at?: Date;
}

/** Longer detail is cut: the trail says what happened, it does not store the record. */
const DETAIL_MAX = 200;

/**
 * Appends one event. Pass the transaction of the change it records (`tx` as `db`), so that the change and its
 * audit line are committed, or undone, together.
 */
export async function recordAudit(db: Db, event: AuditEvent): Promise<void> {
  await db.insert(auditEvents).values({
    at: event.at,
    actorId: event.actorId,
    actorEmail: event.actorEmail,
    action: event.action,
    entity: event.entity,
    entityId: event.entityId == null ? null : String(event.entityId),
    patientId: event.patientId ?? null,
    address: event.address.slice(0, 64),
    outcome: event.outcome ?? 'success',
    detail: event.detail ? event.detail.slice(0, DETAIL_MAX) : null,
  });
}
