import { eq, sql } from 'drizzle-orm';
import { recordAudit } from '@/lib/audit/record';
import { doctors } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { Doctor } from '@/lib/staff/queries/doctors';
import { hasAnyAccount } from '@/lib/auth/queries';

// Not `server-only`: `npm run db:create-admin` runs this in plain Node (as lib/db/lock.ts for the CLI's lock).

/**
 * Every creation of an account and every change of a role or a state takes this lock, so that they take
 * turns: the first account is made once, and the last administrator is never removed by two changes at once.
 */
export async function lockAccountRoles(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('doctors.role'))`);
}

/** A name to start with, from the email: "ada.obi@clinic.ng" gives Ada Obi. The profile page can change it. */
export function nameFromEmail(email: string): { firstName: string; lastName: string } {
  const words = email
    .split('@')[0]!
    .split(/[._\-+\d]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1).toLowerCase());
  return { firstName: words[0] ?? 'Doctor', lastName: words.slice(1).join(' ') };
}

export interface NewAdministrator {
  email: string;
  /** argon2id, from lib/auth/password.ts: the caller hashes before the lock is taken. */
  passwordHash: string;
  /** The client's address (the set-up screen) or "command line"; the audit line keeps it. */
  address: string;
  /** How the account was made, for the audit trail. */
  detail: string;
}

/** Inserts an active administrator and its audit line; `tx` holds lockAccountRoles. */
async function insertAdministrator(tx: Db, input: NewAdministrator): Promise<Doctor> {
  const email = input.email.trim();
  const [doctor] = await tx
    .insert(doctors)
    .values({ email, passwordHash: input.passwordHash, ...nameFromEmail(email), role: 'administrator', status: 'active' })
    .returning();
  await recordAudit(tx, {
    actorId: doctor!.id,
    actorEmail: doctor!.email,
    action: 'create',
    entity: 'account',
    entityId: doctor!.id,
    address: input.address,
    detail: input.detail,
  });
  return doctor!;
}

/**
 * The set-up screen's one account: an active administrator, made only while the database has no account at
 * all. The check and the insert are one transaction under the lock, so of two set-ups at once (or a set-up
 * and a signup) only the first finds the database empty.
 */
export function createFirstAdministrator(db: Db, input: NewAdministrator): Promise<Doctor | 'accounts-exist'> {
  return db.transaction(async (tx) => {
    await lockAccountRoles(tx);
    if (await hasAnyAccount(tx)) return 'accounts-exist' as const;
    return insertAdministrator(tx, input);
  });
}

/** An active administrator beside any accounts there are (`npm run db:create-admin`); 'email-taken' in any case of it. */
export function createAdministrator(db: Db, input: NewAdministrator): Promise<Doctor | 'email-taken'> {
  return db.transaction(async (tx) => {
    await lockAccountRoles(tx);
    const [taken] = await tx
      .select({ id: doctors.id })
      .from(doctors)
      .where(eq(sql`lower(${doctors.email})`, input.email.trim().toLowerCase()))
      .limit(1);
    if (taken) return 'email-taken' as const;
    return insertAdministrator(tx, input);
  });
}
