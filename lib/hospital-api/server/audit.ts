import 'server-only';
import { recordAudit, requestAddress, type AuditEvent } from '@/lib/audit';
import type { Db } from '@/lib/db/types';

/** What names the API's writes in the trail when no doctor is named: the token, not a person. */
export const API_ACTOR_EMAIL = 'hospital-api';

/**
 * Appends a write made through the API, in the caller's transaction. The actor is the API's token, never a
 * person: the app's own writes are server actions that name the signed-in doctor, and no caller can claim one.
 */
export async function recordApiWrite(tx: Db, request: Request, event: Omit<AuditEvent, 'actorId' | 'actorEmail' | 'address'>): Promise<void> {
  void request;
  await recordAudit(tx, {
    ...event,
    actorId: null,
    actorEmail: API_ACTOR_EMAIL,
    address: await requestAddress(),
    detail: [event.detail, 'through the hospital API'].filter(Boolean).join(', '),
  });
}
