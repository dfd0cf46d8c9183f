import 'server-only';
import { eq } from 'drizzle-orm';
import { recordAudit, requestAddress, type AuditEvent } from '@/lib/audit';
import { doctors } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

/**
 * The doctor each of the app's own in-process calls acts for, keyed by its Request object. Only this process can
 * put a request here (the transport, for the signed-in doctor); a request from outside never has an entry, and no
 * header a caller sends can claim one.
 */
const actingDoctors = new WeakMap<Request, number>();

/** Marks an in-process request as made for `doctorId` (lib/hospital-api/transport.ts). */
export function actFor(request: Request, doctorId: number): void {
  actingDoctors.set(request, doctorId);
}

/** What names the API's writes in the trail when no doctor is named: the token, not a person. */
export const API_ACTOR_EMAIL = 'hospital-api';

/** Appends a write made through the API, in the caller's transaction; the actor is the named doctor or the API. */
export async function recordApiWrite(tx: Db, request: Request, event: Omit<AuditEvent, 'actorId' | 'actorEmail' | 'address'>): Promise<void> {
  const named = actingDoctors.get(request);
  const [actor] = named === undefined ? [] : await tx.select({ id: doctors.id, email: doctors.email }).from(doctors).where(eq(doctors.id, named)).limit(1);
  await recordAudit(tx, {
    ...event,
    actorId: actor?.id ?? null,
    actorEmail: actor?.email ?? API_ACTOR_EMAIL,
    address: await requestAddress(),
    detail: [event.detail, 'through the hospital API'].filter(Boolean).join(', '),
  });
}
