import 'server-only';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { auditEvents, doctors, sessions, twoFactorSecrets } from '@/lib/db/schema';
import type { DoctorRole, DoctorStatus } from '@/lib/db/schema/enums';
import type { Db } from '@/lib/db/types';
import { outer } from '@/lib/appointments/queries/arrival';
import { doctorDisplayName } from '@/lib/staff/queries/doctor-name';
import { lockAccountRoles } from '@/lib/auth/writes/new-accounts';

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
const staffColumns = () => ({
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

export type StaffChange = 'approve' | 'disable' | 'enable' | 'make-administrator' | 'remove-administrator';

export type StaffRefusal =
  /** No account has that id. */
  | 'not-found'
  /** The one who asked is no longer an active administrator (changed by another administrator meanwhile). */
  | 'not-administrator'
  /** The change would leave no active administrator. */
  | 'last-administrator'
  /** An administrator may not disable their own account. */
  | 'own-account'
  /** Approve: the account is disabled, not waiting. */
  | 'not-pending'
  /** Enable: the account is waiting for approval, not disabled. */
  | 'pending'
  /** Make administrator: only an active account can be one. */
  | 'not-active';

export type StaffChangeResult = { ok: true; account: StaffAccount } | { ok: false; reason: StaffRefusal };

type Account = { id: number; role: DoctorRole; status: DoctorStatus };

const isActiveAdministrator = (account: Account) => account.role === 'administrator' && account.status === 'active';

/** What becomes of `account`, or why not. A change that is already in place is no refusal: two clicks agree. */
function decide(change: StaffChange, account: Account, actorId: number): Partial<Account> | StaffRefusal {
  switch (change) {
    case 'approve':
      return account.status === 'disabled' ? 'not-pending' : { status: 'active' };
    case 'disable':
      return account.id === actorId ? 'own-account' : { status: 'disabled' };
    case 'enable':
      return account.status === 'pending' ? 'pending' : { status: 'active' };
    case 'make-administrator':
      return account.status === 'active' ? { role: 'administrator' } : 'not-active';
    case 'remove-administrator':
      return { role: 'doctor' };
  }
}

/**
 * Applies one change to one account, in one transaction. Every change of a role or a state takes the same
 * advisory lock (as does signup's "first account is the administrator"), so two administrators acting at
 * once take turns: the second one counts the administrators after the first one's change has committed,
 * and the database is never left without an active administrator.
 */
export function changeStaff(db: Db, actorId: number, accountId: number, change: StaffChange): Promise<StaffChangeResult> {
  return db.transaction(async (tx): Promise<StaffChangeResult> => {
    await lockAccountRoles(tx);
    const [actor] = await tx.select({ id: doctors.id, role: doctors.role, status: doctors.status }).from(doctors).where(eq(doctors.id, actorId));
    if (!actor || !isActiveAdministrator(actor)) return { ok: false, reason: 'not-administrator' };
    const [account] = await tx
      .select({ id: doctors.id, role: doctors.role, status: doctors.status })
      .from(doctors)
      .where(eq(doctors.id, accountId))
      .for('update');
    if (!account) return { ok: false, reason: 'not-found' };

    const decision = decide(change, account, actorId);
    if (typeof decision === 'string') return { ok: false, reason: decision };
    const after = { ...account, ...decision };
    if (isActiveAdministrator(account) && !isActiveAdministrator(after) && (await otherActiveAdministrators(tx, account.id)) === 0) {
      return { ok: false, reason: 'last-administrator' };
    }

    const [row] = await tx
      .update(doctors)
      .set({ ...decision, updatedAt: new Date() })
      .where(eq(doctors.id, account.id))
      .returning(staffColumns());
    // Signed out at once: every request checks its session row, and these are gone.
    if (after.status === 'disabled') await tx.delete(sessions).where(eq(sessions.doctorId, account.id));
    return { ok: true, account: { ...row, createdAt: row.createdAt.toISOString() } };
  });
}

async function otherActiveAdministrators(tx: Db, accountId: number): Promise<number> {
  const [{ total }] = await tx
    .select({ total: count() })
    .from(doctors)
    .where(and(eq(doctors.role, 'administrator'), eq(doctors.status, 'active'), ne(doctors.id, accountId)));
  return total;
}
