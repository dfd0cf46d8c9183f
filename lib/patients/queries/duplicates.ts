import 'server-only';
import { and, asc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { patients } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { formatPatientNumber } from '@/lib/patients/rules/number';
import { formatPhone } from '@/lib/patients/rules/phone';
import { containsPattern } from '@/lib/db/paging';

/** Why a registered patient may be the one being registered again. */
export type DuplicateReason = 'name-and-birth' | 'phone' | 'email';

/** A registered patient who may be the same person, as the registration form and the API's 409 name them. */
export interface LikelyDuplicate {
  id: number;
  /** "P-000123". */
  patientNumber: string;
  fullName: string;
  dateOfBirth: string;
  dateOfBirthEstimated: boolean;
  /** As people read it. */
  phone: string;
  email: string | null;
  reasons: DuplicateReason[];
}

/** Who is being registered: the name, the date of birth (estimated from an age or not), the phone and email as stored. */
export interface PatientIdentity {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  dateOfBirthEstimated?: boolean;
  /** International form ("+2348035551234"). */
  phone: string;
  email: string | null;
}

/** How many likely duplicates are named: enough to choose from, never a list. */
export const LIKELY_DUPLICATES_LIMIT = 5;

/**
 * Two dates of birth of one person: the same day, or, when either was only worked out from an age typed at
 * booking ("about 34"), within a year of each other.
 */
function sameBirth(dateOfBirth: string, estimated: boolean): SQL {
  const near = sql`${patients.dateOfBirth} between (${dateOfBirth}::date - interval '1 year') and (${dateOfBirth}::date + interval '1 year')`;
  return estimated
    ? near
    : (or(eq(patients.dateOfBirth, dateOfBirth), and(eq(patients.dateOfBirthEstimated, true), near)) as SQL);
}

/**
 * The registered patients who may be `who`: the same name (either order) born the same day, the same phone, or
 * the same email in any letter case. Each arm is served by an index (lower(full_name), the phone's trigrams, lower(email)).
 * `exceptId` leaves out the patient being corrected.
 */
export async function findLikelyDuplicates(db: Db, who: PatientIdentity, exceptId?: number): Promise<LikelyDuplicate[]> {
  const first = who.firstName.trim().toLowerCase();
  const last = who.lastName.trim().toLowerCase();
  const names = [`${first} ${last}`.trim(), `${last} ${first}`.trim()];
  const lowerName = sql`lower(${patients.fullName})`;
  const byName = and(or(...names.map((name) => eq(lowerName, name))), sameBirth(who.dateOfBirth, who.dateOfBirthEstimated ?? false)) as SQL;
  // A like with no wildcard is equality that the trigram index on lower(phone) serves (on every PostgreSQL version).
  const byPhone = who.phone ? sql`lower(${patients.phone}) like ${containsPattern(who.phone).slice(1, -1)}` : sql`false`;
  const email = who.email?.trim().toLowerCase() ?? '';
  const byEmail = email ? sql`lower(${patients.email}) = ${email}` : sql`false`;
  const rows = await db
    .select({
      id: patients.id,
      patientNumber: patients.patientNumber,
      fullName: patients.fullName,
      dateOfBirth: patients.dateOfBirth,
      dateOfBirthEstimated: patients.dateOfBirthEstimated,
      phone: patients.phone,
      email: patients.email,
      sameName: sql<boolean>`${byName}`,
      samePhone: sql<boolean>`${byPhone}`,
      sameEmail: sql<boolean>`${byEmail}`,
    })
    .from(patients)
    .where(and(or(byName, byPhone, byEmail), exceptId === undefined ? undefined : ne(patients.id, exceptId)))
    .orderBy(asc(patients.patientNumber))
    .limit(LIKELY_DUPLICATES_LIMIT);
  return rows.map(({ sameName, samePhone, sameEmail, patientNumber, phone, ...row }) => ({
    ...row,
    patientNumber: formatPatientNumber(patientNumber),
    phone: formatPhone(phone),
    reasons: [sameName && 'name-and-birth', samePhone && 'phone', sameEmail && 'email'].filter(Boolean) as DuplicateReason[],
  }));
}

/** Which reasons for a likely duplicate a correction touched: only the details it changed can make a new one. */
function changedReasons(stored: PatientIdentity, corrected: PatientIdentity): Set<DuplicateReason> {
  const same = (a: string | null, b: string | null) => (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();
  const changed = new Set<DuplicateReason>();
  if (!same(stored.firstName, corrected.firstName) || !same(stored.lastName, corrected.lastName) || stored.dateOfBirth !== corrected.dateOfBirth) changed.add('name-and-birth');
  if (stored.phone !== corrected.phone) changed.add('phone');
  if (!same(stored.email, corrected.email)) changed.add('email');
  return changed;
}

/**
 * The other registered patients a correction of patient `id` makes this patient look like, as registration
 * checks, matched on the details it changed: a correction of the address alone, or of a surname, never asks
 * again about a shared phone the doctor already settled. None when the patient does not exist.
 */
export async function findLikelyDuplicatesOfCorrection(db: Db, id: number, corrected: PatientIdentity): Promise<LikelyDuplicate[]> {
  const [stored] = await db
    .select({ firstName: patients.firstName, lastName: patients.lastName, dateOfBirth: patients.dateOfBirth, phone: patients.phone, email: patients.email })
    .from(patients)
    .where(eq(patients.id, id));
  if (!stored) return [];
  const changed = changedReasons(stored, corrected);
  if (changed.size === 0) return [];
  const duplicates = await findLikelyDuplicates(db, corrected, id);
  return duplicates.filter((duplicate) => duplicate.reasons.some((reason) => changed.has(reason)));
}
