import 'server-only';
import { eq } from 'drizzle-orm';
import { recordAudit, requestAddress, type AuditEvent } from '@/lib/audit';
import { doctors } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

/**
 * The header in which the app's own API client names the signed-in doctor it writes for. Read only after the
 * bearer token was checked: the token's holder is trusted to say on whose behalf it acts, as it is trusted
 * to name the booking's doctor.
 */
export const ACTING_DOCTOR_HEADER = 'x-hms-acting-doctor';

/** What names the API's writes in the trail when no doctor is named: the token, not a person. */
export const API_ACTOR_EMAIL = 'hospital-api';

/** Appends a write made through the API, in the caller's transaction; the actor is the named doctor or the API. */
export async function recordApiWrite(tx: Db, request: Request, event: Omit<AuditEvent, 'actorId' | 'actorEmail' | 'address'>): Promise<void> {
  const named = Number(request.headers.get(ACTING_DOCTOR_HEADER));
  const [actor] = Number.isSafeInteger(named) && named > 0
    ? await tx.select({ id: doctors.id, email: doctors.email }).from(doctors).where(eq(doctors.id, named)).limit(1)
    : [];
  await recordAudit(tx, {
    ...event,
    actorId: actor?.id ?? null,
    actorEmail: actor?.email ?? API_ACTOR_EMAIL,
    address: await requestAddress(),
    detail: [event.detail, 'through the hospital API'].filter(Boolean).join(', '),
  });
}
