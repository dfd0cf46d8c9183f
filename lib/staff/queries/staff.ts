import 'server-only';
import { count, desc, sql } from 'drizzle-orm';
import { auditEvents, doctors, twoFactorSecrets } from '@/lib/db/schema';
import type { DoctorRole, DoctorStatus } from '@/lib/db/schema/enums';
import type { Db } from '@/lib/db/types';
import { outer } from '@/lib/appointments/queries/arrival';
import { doctorDisplayName } from '@/lib/staff/queries/doctor-name';

/** One account, as a change of its role or state answers it (plain data: it goes to the browser). */
export interface StaffAccount {
  id: number;
  /** "Dr. First Last". */
  name: string;
  email: string;
  role: DoctorRole;
  status: DoctorStatus;
  /** ISO instant. */
  createdAt: string;
}

/** One account as the Staff screen lists it: also whether it signs in with a second factor, and when it last signed in. */
export interface StaffRow extends StaffAccount {
  /** A confirmed TOTP key (an enrolment under way is not one yet: sign-in does not ask for its code). */
  twoFactor: boolean;
  /** ISO instant of its last sign-in, or null when it never signed in. */
  lastSignInAt: string | null;
}

/** What a staff account is read from. */
export const staffColumns = () => ({
  id: doctors.id,
  name: doctorDisplayName(),
  email: doctors.email,
  role: doctors.role,
  status: doctors.status,
  createdAt: doctors.createdAt,
});

export interface StaffPage {
  rows: StaffRow[];
  total: number;
}

/**
 * The last sign-in of the account, from the audit trail: every sign-in (password, code, signup) writes its line in the
 * transaction that creates the session, and the trail keeps them for good, where sessions are deleted at sign-out
 * and sign-in attempts after a week. One fact, one place; the partial index audit_events_sign_in_idx makes it one step.
 */
const lastSignInAt = () =>
  sql<Date | null>`(select max(${auditEvents.at}) from ${auditEvents}
    where ${auditEvents.actorId} = ${outer(doctors.id)} and ${auditEvents.action} = 'sign-in' and ${auditEvents.outcome} = 'success')`.mapWith(auditEvents.at);

const hasTwoFactor = () =>
  sql<boolean>`exists (select 1 from ${twoFactorSecrets} where ${twoFactorSecrets.doctorId} = ${outer(doctors.id)} and ${twoFactorSecrets.confirmedAt} is not null)`;

/**
 * One page of accounts: those waiting for approval first (so that they are seen), then the newest, each with its
 * two-factor state and last sign-in. Only the page's rows are read; the total is a count.
 */
export async function listStaff(db: Db, { page, pageSize }: { page: number; pageSize: number }): Promise<StaffPage> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ ...staffColumns(), twoFactor: hasTwoFactor(), lastSignInAt: lastSignInAt() })
      .from(doctors)
      .orderBy(desc(sql`${doctors.status} = 'pending'`), desc(doctors.createdAt), desc(doctors.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(doctors),
  ]);
  return { rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), lastSignInAt: row.lastSignInAt?.toISOString() ?? null })), total };
}
