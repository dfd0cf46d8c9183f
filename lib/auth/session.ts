import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import { DOCTOR_COLUMNS, type Account } from '@/lib/staff/queries/doctors';
import { doctors, sessions } from '@/lib/db/schema';
import { preparedQuery } from '@/lib/db/prepared';
import type { Db } from '@/lib/db/types';
import { SESSION_ABSOLUTE_LIFETIME_MS } from './session-cookie';

/** The session row of one sign-in: revocable, with an idle timeout and an absolute lifetime. */
export type SessionMeta = { ip: string | null; userAgent: string | null };

/**
 * The signed-in doctor as every request reads it: the account as lib/staff/writes/doctors.ts reads it (without the
 * uploaded picture's bytes, with `hasAvatar`) and without the password hash (re-authentication reads it from the
 * database: lib/auth/current-password.ts).
 */
const { avatarMime, passwordHash, ...SESSION_DOCTOR } = DOCTOR_COLUMNS;
void avatarMime;
void passwordHash;
export type SignedInDoctor = Omit<Account, 'avatarMime' | 'passwordHash'>;

/**
 * Requests closer together than this do not move lastSeenAt (a burst of parallel requests writes once).
 * Small enough that the idle timeout stays exact to the second: the session ends `idleMinutes` after the
 * last request, never earlier.
 */
const TOUCH_INTERVAL_MS = 1000;

/** Every request's two queries, prepared (lib/db/prepared.ts). */
const sessionById = preparedQuery((db) =>
  db
    .select({ session: sessions, doctor: SESSION_DOCTOR })
    .from(sessions)
    .innerJoin(doctors, eq(doctors.id, sessions.doctorId))
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .limit(1)
    .prepare('session_by_id'),
);
const touchSession = preparedQuery((db) =>
  db
    .update(sessions)
    .set({ lastSeenAt: sql`${sql.placeholder('now')}::timestamptz` })
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .prepare('session_touch'),
);

export async function createSession(db: Db, doctorId: number, meta: SessionMeta, now = new Date()) {
  const id = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_LIFETIME_MS);
  await db.insert(sessions).values({ id, doctorId, createdAt: now, lastSeenAt: now, expiresAt, ...meta });
  return { id, expiresAt };
}

/**
 * The doctor of a live session, or null. A session past its absolute lifetime or idle for longer than
 * `idleMinutes` is deleted. A live one has its lastSeenAt moved on.
 */
export async function validateSession(db: Db, sessionId: string, idleMinutes: number, now = new Date()) {
  const [row] = await sessionById(db).execute({ sessionId });
  if (!row) return null;
  // A disabled account's sessions end at once (disabling also deletes them; this covers a race with it).
  if (row.doctor.status === 'disabled') {
    await revokeSession(db, sessionId);
    return null;
  }
  const idleSince = now.getTime() - row.session.lastSeenAt.getTime();
  if (row.session.expiresAt <= now || idleSince > idleMinutes * 60 * 1000) {
    await revokeSession(db, sessionId);
    return null;
  }
  if (idleSince >= TOUCH_INTERVAL_MS) {
    await touchSession(db).execute({ sessionId, now: now.toISOString() });
  }
  const doctor: SignedInDoctor = row.doctor;
  return { sessionId, doctor };
}

export async function revokeSession(db: Db, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of the doctor but the one kept (after a password change). */
export async function revokeOtherSessions(db: Db, doctorId: number, keepSessionId: string | null) {
  const ofDoctor = eq(sessions.doctorId, doctorId);
  await db.delete(sessions).where(keepSessionId ? and(ofDoctor, ne(sessions.id, keepSessionId)) : ofDoctor);
}

/** Housekeeping (lib/housekeeping.ts, hourly): removes rows no request can use any more; says how many. */
export async function deleteDeadSessions(db: Db, idleMinutes: number, now = new Date()): Promise<number> {
  const idleCutoff = new Date(now.getTime() - idleMinutes * 60 * 1000);
  const deleted = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleCutoff)))
    .returning({ id: sessions.id });
  return deleted.length;
}
