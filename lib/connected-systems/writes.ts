// Not `server-only`: `npm run db:register-client` registers systems with it outside Next.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { connectedSystems, patientAllergies } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { ConnectedSystemValues } from './schema';

/** A system just registered: its row id, and the client id it names itself with in its assertions. */
export interface RegisteredSystem {
  id: number;
  clientId: string;
  name: string;
}

/**
 * Registers a system (the Connected systems screen, `npm run db:register-client`): enabled at once. Its client id is
 * random, so that no one can guess another system's, and is not a secret: the system proves itself with its key.
 */
export async function registerConnectedSystem(db: Db, values: ConnectedSystemValues, createdById: number | null): Promise<RegisteredSystem> {
  const [row] = await db
    .insert(connectedSystems)
    .values({ clientId: randomUUID(), name: values.name, jwks: values.jwks, scopes: values.scopes, createdById })
    .returning({ id: connectedSystems.id, clientId: connectedSystems.clientId, name: connectedSystems.name });
  return row!;
}

/**
 * Enables or disables a system; false when there is no such system. A disabled system's next request is refused
 * (every request reads the flag), and it gets no new token.
 */
export async function setConnectedSystemEnabled(db: Db, id: number, enabled: boolean): Promise<boolean> {
  const rows = await db.update(connectedSystems).set({ enabled }).where(eq(connectedSystems.id, id)).returning({ id: connectedSystems.id });
  return rows.length > 0;
}

/**
 * Deletes a system with its tokens and counters. The audit trail keeps its name; a system that recorded drug
 * allergies in patients' records is their recorder, so it is kept ('recorded': disable it instead).
 */
export async function deleteConnectedSystem(db: Db, id: number): Promise<'deleted' | 'not-found' | 'recorded'> {
  const [recorded] = await db.select({ id: patientAllergies.id }).from(patientAllergies).where(eq(patientAllergies.recordedBySystemId, id)).limit(1);
  if (recorded) return 'recorded';
  const rows = await db.delete(connectedSystems).where(eq(connectedSystems.id, id)).returning({ id: connectedSystems.id });
  return rows.length > 0 ? 'deleted' : 'not-found';
}
