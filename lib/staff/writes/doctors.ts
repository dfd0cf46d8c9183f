import 'server-only';
import { eq } from 'drizzle-orm';
import { endResetLinks } from '@/lib/auth/password-reset';
import { doctors } from '@/lib/db/schema';
import type { DoctorStatus } from '@/lib/db/schema/enums';
import type { Db } from '@/lib/db/types';
import { lockAccountRoles, nameFromEmail } from '@/lib/auth/writes/new-accounts';
import { isUniqueViolation } from '@/lib/db/pg-errors';
import { DOCTOR_COLUMNS, type Account } from '@/lib/staff/queries/doctors';

/**
 * Creates the account with `status`, or returns null when the email is taken. The first account of a
 * database is its administrator, active at once: nobody else could approve it. The lock makes two signups
 * into an empty database (or a signup and the set-up screen) take turns, so that only one becomes that first account.
 */
export async function createDoctor(db: Db, input: { email: string; passwordHash: string; status: DoctorStatus }): Promise<Account | null> {
  const email = input.email.trim();
  try {
    return await db.transaction(async (tx) => {
      await lockAccountRoles(tx);
      const [existing] = await tx.select({ id: doctors.id }).from(doctors).limit(1);
      const first = existing === undefined;
      const [doctor] = await tx
        .insert(doctors)
        .values({
          email,
          passwordHash: input.passwordHash,
          ...nameFromEmail(email),
          role: first ? 'administrator' : 'doctor',
          status: first ? 'active' : input.status,
        })
        .returning(DOCTOR_COLUMNS);
      return doctor ?? null;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/**
 * Every way a password is set comes here (Settings, a reset link, and whatever an administrator may be given), so
 * that every one of them also ends the account's outstanding reset links. Call it inside the change's transaction.
 */
export async function updateDoctorPassword(db: Db, id: number, passwordHash: string) {
  await db.update(doctors).set({ passwordHash, updatedAt: new Date() }).where(eq(doctors.id, id));
  await endResetLinks(db, id);
}

export interface ProfileUpdate {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** A new picture (already checked by content); absent keeps the current one. */
  avatar?: { bytes: Uint8Array; mime: string };
}

/** Saves the Edit Profile form; 'email-taken' when another account has the email (any case). */
export async function updateDoctorProfile(db: Db, id: number, update: ProfileUpdate): Promise<Account | 'email-taken' | null> {
  const { avatar, ...fields } = update;
  try {
    const [doctor] = await db
      .update(doctors)
      .set({ ...fields, ...(avatar ? { avatar: avatar.bytes, avatarMime: avatar.mime } : {}), updatedAt: new Date() })
      .where(eq(doctors.id, id))
      .returning(DOCTOR_COLUMNS);
    return doctor ?? null;
  } catch (error) {
    if (isUniqueViolation(error)) return 'email-taken';
    throw error;
  }
}
