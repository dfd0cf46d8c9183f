import 'server-only';
import { and, desc, eq, gt } from 'drizzle-orm';
import { sessions } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { deviceName } from './device-name';
import { handleMatches, sessionHandle } from './session-handle';

/** One session as the Sessions list shows it (plain data: it goes to the browser; never the id). */
export interface SessionRow {
  /** An opaque handle (lib/auth/session-handle.ts), not the session's id. */
  handle: string;
  device: string;
  address: string;
  /** ISO instants. */
  startedAt: string;
  lastSeenAt: string;
  current: boolean;
}

interface Scope {
  doctorId: number;
  secret: string;
  idleMinutes: number;
  now?: Date;
}

/** The account's live sessions (not past their lifetime, not idle too long), the most recently seen first. */
async function liveSessions(db: Db, { doctorId, idleMinutes, now = new Date() }: Scope) {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.doctorId, doctorId), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, new Date(now.getTime() - idleMinutes * 60 * 1000))))
    .orderBy(desc(sessions.lastSeenAt));
}

export async function listSessions(db: Db, scope: Scope & { currentSessionId: string }): Promise<SessionRow[]> {
  const rows = await liveSessions(db, scope);
  return rows.map((row) => ({
    handle: sessionHandle(row.id, scope.secret),
    device: deviceName(row.userAgent),
    address: row.ip ?? 'unknown',
    startedAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === scope.currentSessionId,
  }));
}

/** The id of the account's session that `handle` names, or null: a handle of another account's session names nothing. */
export async function sessionIdOfHandle(db: Db, handle: string, scope: Scope): Promise<string | null> {
  const rows = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.doctorId, scope.doctorId));
  return rows.find((row) => handleMatches(row.id, handle, scope.secret))?.id ?? null;
}
