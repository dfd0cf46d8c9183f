import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { patients } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { addYearsIso, ageOn } from '@/lib/format';
import { toInternationalPhone } from '@/lib/patients/rules/phone';
import type { BookingValues } from '@/lib/appointments/schema/appointment';
import { splitFullName } from '@/lib/appointments/queries/appointments';
import { findLikelyDuplicates, type LikelyDuplicate } from '@/lib/patients/queries/duplicates';
import { optionColumns, type OptionRow } from '@/lib/patients/queries/options';

/** The patient a booking is for, as the booked appointment shows them (their age on the booking's day). */
export interface BookedPatient {
  id: number;
  fullName: string;
  email: string | null;
  phone: string;
  gender: (typeof patients.$inferSelect)['gender'];
  age: number;
}

export type BookingPatientRefusal =
  | { reason: 'unknown-patient'; message: string }
  | { reason: 'disagrees'; message: string }
  | { reason: 'email-taken'; message: string }
  | { reason: 'likely-duplicates'; message: string; duplicates: LikelyDuplicate[] };

export type BookingPatient = { ok: true; patient: BookedPatient; created: boolean } | ({ ok: false } & BookingPatientRefusal);

export const UNKNOWN_PATIENT = 'There is no patient with this id.';
/**
 * Said, whole, when typed details disagree with the record named by `patientId`: never which field, so that a
 * caller cannot test guesses of a patient's phone or age one field at a time.
 */
export const DETAILS_DISAGREE = 'The details given do not match the patient’s record.';
/** Said when a different person is booked with an email that is on a registered patient's record. */
export const EMAIL_TAKEN = 'This email is on a registered patient’s record: book that patient, or give the new patient’s own email.';
export const LIKELY_DUPLICATES = 'A registered patient may be this person: book them by patientId, or say newPatient: true for a different person.';


const booked = (row: OptionRow, today: string): BookedPatient => ({
  id: row.id,
  fullName: row.fullName,
  email: row.email,
  phone: row.phone,
  gender: row.gender,
  age: Math.max(0, ageOn(row.dateOfBirth, today)),
});

const sameText = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** Whether every detail typed agrees with the record (a detail left out agrees). */
function agreesWithRecord(values: BookingValues, row: OptionRow, today: string): boolean {
  const age = ageOn(row.dateOfBirth, today);
  return (
    (values.fullName === undefined || sameText(values.fullName, row.fullName)) &&
    (values.email === undefined || (row.email !== null && sameText(values.email, row.email))) &&
    (values.phone === undefined || (toInternationalPhone(values.phone) ?? values.phone) === row.phone) &&
    (values.gender === undefined || values.gender === row.gender) &&
    // An age worked out at an earlier booking may be a year off.
    (values.age === undefined || Math.abs(values.age - age) <= (row.dateOfBirthEstimated ? 1 : 0))
  );
}

/**
 * Who a booking is for, in the booking's transaction:
 * - `patientId`: that patient, refused when there is none or when a typed detail disagrees with their record
 *   (without saying which);
 * - a known email (any letter case) whose other details agree with its record: that patient. When they disagree
 *   the record is never taken silently: its patient is listed as a likely duplicate to choose from, and a
 *   different person (`newPatient`) needs an email of their own;
 * - else a new patient, whose date of birth is estimated from the age ("about 34") and whose phone is stored in
 *   international form; refused while registered patients may be the same person (same phone, or same name
 *   and an age a year either way), unless `newPatient` says it is a different person.
 */
export async function resolveBookingPatient(db: Db, values: BookingValues, today: string): Promise<BookingPatient> {
  if ('patientId' in values && values.patientId !== undefined) {
    const [row] = await db.select(optionColumns).from(patients).where(eq(patients.id, values.patientId));
    if (!row) return { ok: false, reason: 'unknown-patient', message: UNKNOWN_PATIENT };
    if (!agreesWithRecord(values, row, today)) return { ok: false, reason: 'disagrees', message: DETAILS_DISAGREE };
    return { ok: true, patient: booked(row, today), created: false };
  }
  const form = values as Extract<BookingValues, { fullName: string }>;
  const byEmail = async () => (await db.select(optionColumns).from(patients).where(sql`lower(${patients.email}) = ${form.email.toLowerCase()}`))[0];
  const existing = await byEmail();
  if (existing && agreesWithRecord(form, existing, today)) return { ok: true, patient: booked(existing, today), created: false };
  const newPerson = 'newPatient' in form && form.newPatient;
  if (existing && newPerson) return { ok: false, reason: 'email-taken', message: EMAIL_TAKEN };
  const identity = {
    ...splitFullName(form.fullName),
    dateOfBirth: addYearsIso(today, -form.age),
    dateOfBirthEstimated: true,
    phone: toInternationalPhone(form.phone) ?? form.phone,
    email: form.email,
  };
  if (!newPerson) {
    // A known email whose details disagree finds its record here (the same email), with any others that match.
    const duplicates = await findLikelyDuplicates(db, identity);
    if (duplicates.length > 0) return { ok: false, reason: 'likely-duplicates', message: LIKELY_DUPLICATES, duplicates };
  }
  // Two bookings for a new email at once: the second insert finds the first one's row (unique lower(email)).
  const [created] = await db
    .insert(patients)
    .values({ ...identity, gender: form.gender })
    .onConflictDoNothing()
    .returning(optionColumns);
  if (created) return { ok: true, patient: booked(created, today), created: true };
  const raced = await byEmail();
  if (!raced) throw new Error('Could not create the patient of a booking');
  if (!agreesWithRecord(form, raced, today)) return { ok: false, reason: 'email-taken', message: EMAIL_TAKEN };
  return { ok: true, patient: booked(raced, today), created: false };
}
