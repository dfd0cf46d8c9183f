import 'server-only';
import { recordAudit, recordRead, requestAddress, type AuditEvent, type ReadItem } from '@/lib/audit';
import { getDb } from '@/lib/db/client';
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

/**
 * Records what a read through the API sent (one insert), as the API's client: the key or the token, no person.
 * Only outside callers come through here: the app's own screens read the data layer and record what they show
 * as the signed-in doctor (lib/audit recordRead).
 */
export async function recordApiRead(request: Request, items: readonly ReadItem[]): Promise<void> {
  const { pathname } = new URL(request.url);
  await recordRead(await getDb(), { reader: { id: null, email: API_ACTOR_EMAIL }, source: `through the hospital API: ${request.method} ${pathname}`, items });
}
