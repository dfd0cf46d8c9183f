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
 * The app's own in-process calls (lib/hospital-api/transport.ts), keyed by their Request object. Only this process
 * can put a request here; a request from outside never has an entry, and no header a caller sends can claim one.
 */
const appCalls = new WeakSet<Request>();

/**
 * Marks an in-process request as the app's, made for the signed-in doctor: the page that shows its answer records
 * the read as that doctor (lib/audit recordRead, once per response), so the API does not record it a second time.
 */
export function actFor(request: Request): void {
  appCalls.add(request);
}

/**
 * Records what a read through the API sent (one insert), as the API's client: the key or the token, no person.
 * Nothing for the app's own in-process calls (see actFor): their page records them as the doctor.
 */
export async function recordApiRead(request: Request, items: readonly ReadItem[]): Promise<void> {
  if (appCalls.has(request)) return;
  const { pathname } = new URL(request.url);
  await recordRead(await getDb(), { reader: { id: null, email: API_ACTOR_EMAIL }, source: `through the hospital API: ${request.method} ${pathname}`, items });
}
