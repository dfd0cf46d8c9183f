import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { todayIso } from '@/lib/clinic-time';
import { patients } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { ageOn } from '@/lib/format';
import { formatPatientNumber } from '@/lib/patients/rules/number';
import { formatPhone } from '@/lib/patients/rules/phone';
import type { Gender } from '@/lib/db/schema';
import { patientSearchCondition, patientSearchRank } from './search';

/**
 * What a patient picker and the command palette show of a patient: enough to tell two people of one name
 * apart (the number, the age and the sex) and to reach them (email, phone).
 */
export interface PatientOption {
  id: number;
  /** "P-000123". */
  patientNumber: string;
  fullName: string;
  email: string | null;
  /** As people read it: "+234 803 555 1234". */
  phone: string;
  gender: Gender;
  /** Whole years on the clinic's today. */
  age: number;
  /** The date of birth was worked out from an age typed at booking: the age is "about" it. */
  ageEstimated: boolean;
}

/** The command palette's match is a picker's option. */
export type PatientMatch = PatientOption;

/** How many matches a patient picker lists: the doctor types more to find anyone else. */
export const PATIENT_OPTIONS_LIMIT = 10;
/** How many patients the command palette lists: a screen's worth beside the screens and actions. */
export const PATIENT_MATCHES_LIMIT = 8;

/** The columns a patient's option is made of (the booking reads the same of the patient it books). */
export const optionColumns = {
  id: patients.id,
  patientNumber: patients.patientNumber,
  fullName: patients.fullName,
  email: patients.email,
  phone: patients.phone,
  gender: patients.gender,
  dateOfBirth: patients.dateOfBirth,
  dateOfBirthEstimated: patients.dateOfBirthEstimated,
};

export type OptionRow = Pick<typeof patients.$inferSelect, keyof typeof optionColumns>;

function toOption(row: OptionRow, today: string): PatientOption {
  return {
    id: row.id,
    patientNumber: formatPatientNumber(row.patientNumber),
    fullName: row.fullName,
    email: row.email,
    phone: formatPhone(row.phone),
    gender: row.gender,
    age: Math.max(0, ageOn(row.dateOfBirth, today)),
    ageEstimated: row.dateOfBirthEstimated,
  };
}

const lowerName = sql`lower(${patients.fullName})`;

/** pg_trgm indexes three-letter pieces: shorter text gives the trigram indexes nothing to look up. */
const TRIGRAM_LENGTH = 3;

/**
 * The patients that `q` finds (patientSearchCondition: number, phone, name in any order, email), at most
 * `limit`, best fits first, then by name and id. An empty `q` gives the first patients by name.
 *
 * Text shorter than a trigram is ordered by name only: the planner then walks the btree on lower(full_name)
 * and stops at `limit` matches (one or two common letters match most patients; ranking them all would sort
 * the whole table). Measured at 100 000 patients on PGlite: under 1 ms for "a", about 200 ms for two letters
 * nobody has (the whole index read once); 3+ letters go through the trigram indexes (under 50 ms for "chi").
 */
async function findPatients(db: Db, q: string, limit: number): Promise<PatientOption[]> {
  const query = db.select(optionColumns).from(patients);
  const today = todayIso();
  if (!q) return (await query.orderBy(asc(lowerName), asc(patients.id)).limit(limit)).map((row) => toOption(row, today));
  const order = q.length < TRIGRAM_LENGTH ? [asc(lowerName), asc(patients.id)] : [asc(patientSearchRank(q)), asc(lowerName), asc(patients.id)];
  const rows = await query
    .where(patientSearchCondition(q))
    .orderBy(...order)
    .limit(limit);
  return rows.map((row) => toOption(row, today));
}

/** The patient pickers' search: at most `limit` patients that `q` finds; the first by name for no text. */
export const searchPatientOptions = (db: Db, { q, limit = PATIENT_OPTIONS_LIMIT }: { q: string; limit?: number }) => findPatients(db, q, limit);

/** The command palette's search: the same search, a palette's worth of patients. */
export const searchPatientMatches = (db: Db, { q, limit = PATIENT_MATCHES_LIMIT }: { q: string; limit?: number }) => findPatients(db, q, limit);

/** One patient as a picker shows them (a form opened with that patient chosen), or null when there is none. */
export async function getPatientOption(db: Db, id: number): Promise<PatientOption | null> {
  const [row] = await db.select(optionColumns).from(patients).where(eq(patients.id, id));
  return row ? toOption(row, todayIso()) : null;
}
