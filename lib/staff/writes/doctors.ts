import 'server-only';
import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { endResetLinks } from '@/lib/auth/password-reset';
import { doctors } from '@/lib/db/schema';
import type { DoctorStatus } from '@/lib/db/schema/enums';
import type { Db } from '@/lib/db/types';
import { doctorName } from '@/lib/staff/rules/doctor-name';
import { doctorDisplayName } from '@/lib/staff/queries/doctor-name';
import { lockAccountRoles, nameFromEmail } from '@/lib/auth/writes/new-accounts';
import { isUniqueViolation } from '@/lib/db/pg-errors';

const { avatar, ...columnsButThePicture } = getTableColumns(doctors);

/**
 * Every column of an account but its picture's bytes (up to 2 MB, which only `/doctor/avatar/{id}` reads), and
 * whether it has one: a sign-in, a profile save or a Staff action never carries the picture.
 */
export const DOCTOR_COLUMNS = { ...columnsButThePicture, hasAvatar: sql<boolean>`${avatar} is not null` };

/** An account as every reader but the picture's route sees it. */
export type Doctor = Omit<typeof doctors.$inferSelect, 'avatar'>;
/** An account as read here: with whether it has a picture, which its avatar URL needs. */
export type Account = Doctor & { hasAvatar: boolean };

export async function findDoctorByEmail(db: Db, email: string): Promise<Account | undefined> {
  const [doctor] = await db
    .select(DOCTOR_COLUMNS)
    .from(doctors)
    .where(eq(sql`lower(${doctors.email})`, email.trim().toLowerCase()))
    .limit(1);
  return doctor;
}

export async function getDoctor(db: Db, id: number): Promise<Account | undefined> {
  const [doctor] = await db.select(DOCTOR_COLUMNS).from(doctors).where(eq(doctors.id, id)).limit(1);
  return doctor;
}

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

/** A doctor as doctorIdentity reads it: an account (getDoctor's) or the session's. */
type IdentityFields = Pick<Account, 'id' | 'firstName' | 'lastName' | 'email' | 'avatarPath' | 'updatedAt' | 'hasAvatar'>;

/** What the top bar, the popup and the profile pages show; the avatar URL is the uploaded picture or the default. */
export function doctorIdentity(doctor: IdentityFields) {
  return {
    name: doctorName(doctor),
    email: doctor.email,
    avatarUrl: doctor.hasAvatar ? `/doctor/avatar/${doctor.id}?v=${doctor.updatedAt.getTime()}` : doctor.avatarPath,
  };
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

/** The uploaded picture of a doctor, or undefined when there is none. */
export async function getDoctorAvatar(db: Db, id: number): Promise<{ bytes: Uint8Array; mime: string; updatedAt: Date } | undefined> {
  const [row] = await db
    .select({ bytes: doctors.avatar, mime: doctors.avatarMime, updatedAt: doctors.updatedAt })
    .from(doctors)
    .where(eq(doctors.id, id))
    .limit(1);
  if (!row?.bytes || !row.mime) return undefined;
  return { bytes: row.bytes, mime: row.mime, updatedAt: row.updatedAt };
}

/** A doctor the add-appointment form can book with: id and "Dr. First Last". */
export interface DoctorOption {
  id: number;
  name: string;
}

/** At most this many doctors are offered (a clinic's staff; the list is never unbounded). */
export const DOCTOR_OPTIONS_LIMIT = 200;

/** The active doctors, by name, for booking with a colleague. */
export async function listActiveDoctorOptions(db: Db, { limit = DOCTOR_OPTIONS_LIMIT }: { limit?: number } = {}): Promise<DoctorOption[]> {
  return db
    .select({ id: doctors.id, name: doctorDisplayName() })
    .from(doctors)
    .where(eq(doctors.status, 'active'))
    .orderBy(asc(doctors.firstName), asc(doctors.lastName), asc(doctors.id))
    .limit(limit);
}
