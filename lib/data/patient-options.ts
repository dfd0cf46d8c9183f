import 'server-only';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { patients } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { containsPattern } from './paging';

/** What a patient picker shows: the name, and the email that tells two namesakes apart. */
export interface PatientOption {
  id: number;
  fullName: string;
  email: string;
}

/** How many matches a patient picker lists: the doctor types more to find anyone else. */
export const PATIENT_OPTIONS_LIMIT = 10;

const optionColumns = { id: patients.id, fullName: patients.fullName, email: patients.email };

/** The "starts with" pattern of the same text: the contains pattern without its leading `%`. */
const startsWithPattern = (q: string) => containsPattern(q).slice(1);

/**
 * The patients whose name contains `q` (any letter case), at most `limit` of them: names that start with
 * `q` first, then by name and id. An empty `q` gives the first patients by name. The search is written
 * `lower(full_name) like '%…%'` so that the trigram index on lower(full_name) serves it.
 */
export async function searchPatientOptions(db: Db, { q, limit = PATIENT_OPTIONS_LIMIT }: { q: string; limit?: number }): Promise<PatientOption[]> {
  const name = sql`lower(${patients.fullName})`;
  const query = db.select(optionColumns).from(patients);
  if (!q) return query.orderBy(asc(name), asc(patients.id)).limit(limit);
  return query
    .where(sql`${name} like ${containsPattern(q)}`)
    .orderBy(desc(sql`${name} like ${startsWithPattern(q)}`), asc(name), asc(patients.id))
    .limit(limit);
}

/** One patient as a picker shows them (a form opened with that patient chosen), or null when there is none. */
export async function getPatientOption(db: Db, id: number): Promise<PatientOption | null> {
  const [row] = await db.select(optionColumns).from(patients).where(eq(patients.id, id));
  return row ?? null;
}
