import 'server-only';
import { and, asc, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import { doctors } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { doctorName } from '@/lib/staff/rules/doctor-name';
import { doctorDisplayName } from '@/lib/staff/queries/doctor-name';

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
    // Lab scientists see no patients: nobody books with them.
    .where(and(eq(doctors.status, 'active'), ne(doctors.role, 'lab-scientist')))
    .orderBy(asc(doctors.firstName), asc(doctors.lastName), asc(doctors.id))
    .limit(limit);
}
