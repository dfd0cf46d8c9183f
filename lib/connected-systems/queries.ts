import 'server-only';
import { asc, count, eq, sql } from 'drizzle-orm';
import { connectedSystems, type StoredJwks } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

/** A system as the Connected systems screen lists it: never its keys, only how many. */
export interface ConnectedSystemRow {
  id: number;
  clientId: string;
  name: string;
  scopes: string;
  enabled: boolean;
  keyCount: number;
  lastUsedAt: Date | null;
  createdAt: Date;
}

/** Systems per page of the screen. */
export const CONNECTED_SYSTEMS_PAGE_SIZE = 20;

/** One page of the registered systems, by name, and how many there are. */
export async function listConnectedSystems(db: Db, { page, pageSize }: { page: number; pageSize: number }): Promise<{ rows: ConnectedSystemRow[]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: connectedSystems.id,
        clientId: connectedSystems.clientId,
        name: connectedSystems.name,
        scopes: connectedSystems.scopes,
        enabled: connectedSystems.enabled,
        keyCount: sql<number>`jsonb_array_length(${connectedSystems.jwks}->'keys')`.mapWith(Number),
        lastUsedAt: connectedSystems.lastUsedAt,
        createdAt: connectedSystems.createdAt,
      })
      .from(connectedSystems)
      .orderBy(asc(sql`lower(${connectedSystems.name})`), asc(connectedSystems.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(connectedSystems),
  ]);
  return { rows, total };
}

/** What the token endpoint needs of a system that names itself by `clientId`. */
export interface SystemCredentials {
  id: number;
  name: string;
  jwks: StoredJwks;
  scopes: string;
  enabled: boolean;
}

export async function findSystemByClientId(db: Db, clientId: string): Promise<SystemCredentials | undefined> {
  const [row] = await db
    .select({ id: connectedSystems.id, name: connectedSystems.name, jwks: connectedSystems.jwks, scopes: connectedSystems.scopes, enabled: connectedSystems.enabled })
    .from(connectedSystems)
    .where(eq(connectedSystems.clientId, clientId));
  return row;
}

/** A system's name, for the audit line of a change to it; undefined when there is no such system. */
export async function getConnectedSystemName(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db.select({ name: connectedSystems.name }).from(connectedSystems).where(eq(connectedSystems.id, id));
  return row?.name;
}
