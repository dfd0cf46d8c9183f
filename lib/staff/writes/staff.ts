import 'server-only';
import { and, count, eq, ne } from 'drizzle-orm';
import { doctors, sessions } from '@/lib/db/schema';
import type { DoctorRole, DoctorStatus } from '@/lib/db/schema/enums';
import type { Db } from '@/lib/db/types';
import { lockAccountRoles } from '@/lib/auth/writes/new-accounts';
import { staffColumns, type StaffAccount } from '@/lib/staff/queries/staff';

export type StaffChange =
  | 'approve'
  | 'approve-as-lab-scientist'
  | 'disable'
  | 'enable'
  | 'make-administrator'
  | 'remove-administrator'
  | 'make-lab-scientist'
  | 'make-doctor';

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
  | 'not-active'
  /** Make lab scientist: likewise (a waiting account is approved as one). */
  | 'not-active-lab';

export type StaffChangeResult = { ok: true; account: StaffAccount } | { ok: false; reason: StaffRefusal };

type Account = { id: number; role: DoctorRole; status: DoctorStatus };

const isActiveAdministrator = (account: Account) => account.role === 'administrator' && account.status === 'active';

/** What becomes of `account`, or why not. A change that is already in place is no refusal: two clicks agree. */
function decide(change: StaffChange, account: Account, actorId: number): Partial<Account> | StaffRefusal {
  switch (change) {
    case 'approve':
      return account.status === 'disabled' ? 'not-pending' : { status: 'active' };
    case 'approve-as-lab-scientist':
      return account.status === 'disabled' ? 'not-pending' : { status: 'active', role: 'lab-scientist' };
    case 'disable':
      return account.id === actorId ? 'own-account' : { status: 'disabled' };
    case 'enable':
      return account.status === 'pending' ? 'pending' : { status: 'active' };
    case 'make-administrator':
      return account.status === 'active' ? { role: 'administrator' } : 'not-active';
    case 'remove-administrator':
    case 'make-doctor':
      return { role: 'doctor' };
    case 'make-lab-scientist':
      return account.status === 'active' ? { role: 'lab-scientist' } : 'not-active-lab';
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
