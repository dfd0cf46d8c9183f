import 'server-only';
import { count, desc, eq } from 'drizzle-orm';
import { invitationStateSql, type InvitationState } from '@/lib/auth/invitation';
import { doctors, staffInvitations } from '@/lib/db/schema';
import type { DoctorRole } from '@/lib/db/schema/enums';
import type { Db } from '@/lib/db/types';
import { doctorDisplayName } from './doctor-name';

/** One invitation as the Staff screen lists it (plain data: it goes to the browser). */
export interface InvitationRow {
  id: number;
  email: string;
  role: DoctorRole;
  state: InvitationState;
  /** "Dr. First Last" of who invited, or null once that account is gone. */
  invitedBy: string | null;
  /** ISO instants. */
  createdAt: string;
  expiresAt: string;
  /** When it was used, or revoked; null otherwise. */
  usedAt: string | null;
  revokedAt: string | null;
}

/** One page of invitations, the newest first (their index), each with its state at `now`; the total is a count. */
export async function listInvitations(
  db: Db,
  { page, pageSize, now = new Date() }: { page: number; pageSize: number; now?: Date },
): Promise<{ rows: InvitationRow[]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: staffInvitations.id,
        email: staffInvitations.email,
        role: staffInvitations.role,
        state: invitationStateSql(now),
        invitedBy: doctorDisplayName(),
        createdAt: staffInvitations.createdAt,
        expiresAt: staffInvitations.expiresAt,
        usedAt: staffInvitations.usedAt,
        revokedAt: staffInvitations.revokedAt,
      })
      .from(staffInvitations)
      .leftJoin(doctors, eq(doctors.id, staffInvitations.invitedById))
      .orderBy(desc(staffInvitations.createdAt), desc(staffInvitations.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(staffInvitations),
  ]);
  const iso = (instant: Date | null) => instant?.toISOString() ?? null;
  return {
    rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), expiresAt: row.expiresAt.toISOString(), usedAt: iso(row.usedAt), revokedAt: iso(row.revokedAt) })),
    total,
  };
}
