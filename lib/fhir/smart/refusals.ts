import 'server-only';
import { requestAddress } from '@/lib/audit';
import { recordRefusedSignIn } from '@/lib/auth/refused-sign-ins';
import type { Db } from '@/lib/db/types';

/** How the trail names a connected system: by its name, said to be a system, so no one reads it as a colleague's. */
export const systemActor = (name: string) => `${name} (connected system)`;

/**
 * A token request refused, counted without flooding the trail (as failed sign-ins are): a line at the 1st, 10th,
 * 100th… refusal of one system (or one unknown client id) from one address in 15 minutes, saying how many.
 */
export async function recordRefusedTokenRequest(db: Db, refusal: { system: { id: number; name: string } | null; claimed: string | null; reason: string }): Promise<void> {
  const actor = refusal.system ? systemActor(refusal.system.name) : `unknown client ${refusal.claimed ?? '(none named)'}`;
  await recordRefusedSignIn(db, {
    email: actor,
    countKey: `fhir-token:${refusal.system?.id ?? refusal.claimed ?? ''}`,
    address: await requestAddress(),
    actorId: null,
    outcome: 'refused',
    reason: `token request refused: ${refusal.reason}`,
    entity: 'connected-system',
    entityId: refusal.system?.id ?? null,
  });
}

/** A request of a connected system that its scopes, its rate or its token do not allow, counted the same way. */
export async function recordRefusedRequest(db: Db, refusal: { system: { id: number; name: string } | null; reason: string }): Promise<void> {
  await recordRefusedSignIn(db, {
    email: refusal.system ? systemActor(refusal.system.name) : 'unknown FHIR client',
    countKey: `fhir-request:${refusal.system?.id ?? 'unknown'}`,
    address: await requestAddress(),
    actorId: null,
    outcome: 'refused',
    reason: refusal.reason,
    entity: 'connected-system',
    entityId: refusal.system?.id ?? null,
    action: 'view',
  });
}
