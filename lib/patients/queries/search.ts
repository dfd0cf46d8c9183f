import 'server-only';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { patients } from '@/lib/db/schema';
import { parsePatientNumber } from '@/lib/patients/rules/number';
import { phoneSearchDigits } from '@/lib/patients/rules/phone';
import { containsPattern } from '@/lib/db/paging';

/** The most digits a typed patient number has (a longer run of digits is a phone number's). */
const PATIENT_NUMBER_MAX_DIGITS = 9;

/** The patient number that `q` names: "P-000123", or plain digits that could be one ("000123", "123"). */
function typedPatientNumber(q: string): number | null {
  const named = parsePatientNumber(q);
  if (named !== null) return named;
  const digits = q.trim();
  return /^\d+$/.test(digits) && digits.length <= PATIENT_NUMBER_MAX_DIGITS ? Number(digits) : null;
}

/**
 * "afolabi osagie" → both words in the name, in either order. A comma separates words too: forms and referral
 * letters write a name "Surname, First" ("Nwosu, Chiamaka"), and the comma is in no stored name. Text that is
 * all commas is looked for as it is.
 */
function nameWords(q: string): string[] {
  const words = q.toLowerCase().split(/[\s,]+/).filter(Boolean);
  return words.length > 0 ? words : [q.trim().toLowerCase()];
}

/** "Nwosu, Chiamaka" → "Chiamaka Nwosu": the name in the order it is stored (first name first), for ranking. */
function firstNameFirst(q: string): string {
  const parts = q.split(',').map((part) => part.trim());
  return parts.length === 2 && parts.every(Boolean) ? `${parts[1]} ${parts[0]}` : q.trim();
}

/**
 * Every word of the name in the text, in any order, "Surname, First" included: what finds a patient by name
 * alone (the appointments' search), and the name arm of every patient search. Each word is a
 * `lower(full_name) like '%…%'`, so the trigram index serves them together.
 */
export function patientNameCondition(q: string): SQL {
  return and(...nameWords(q).map((word) => sql`lower(${patients.fullName}) like ${containsPattern(word)}`)) as SQL;
}

/**
 * What finds a patient, the same in every patient search (the patients screen, the command palette, the
 * pickers and the hospital API's `search`): the patient number ("P-000123", or its digits), the phone typed
 * any way ("0803 555 1234", "08035551234" and "+234 803 555 1234" find the one stored "+2348035551234"), every
 * word of the name in any order ("Afolabi Osagie" and "Afolabi, Osagie" find Osagie Afolabi), or a piece of the email.
 *
 * Each arm is a `lower(column) like '%…%'` served by a trigram index (or the number's unique btree), so a
 * search that finds nothing reads no rows. `q` is trimmed and non-empty (the callers' schemas see to that).
 */
export function patientSearchCondition(q: string): SQL {
  const arms: SQL[] = [];
  const number = typedPatientNumber(q);
  if (number !== null) arms.push(eq(patients.patientNumber, number));
  const digits = phoneSearchDigits(q);
  if (digits) arms.push(sql`lower(${patients.phone}) like ${containsPattern(digits)}`);
  arms.push(patientNameCondition(q));
  // One word may be a piece of an email; a comma is never in one.
  if (!q.includes(',') && nameWords(q).length === 1) arms.push(sql`lower(${patients.email}) like ${containsPattern(q.trim())}`);
  return arms.length === 1 ? arms[0] : (or(...arms) as SQL);
}

/**
 * How well a found patient fits `q`, best first: 0 for the patient number itself, 1 when the name or a word
 * of it starts with the text ("Nwosu, Chiamaka" read as "Chiamaka Nwosu"), 2 when the email does, 3 for
 * anything else found (inside the name, the email or the phone). Computed on the found rows only.
 */
export function patientSearchRank(q: string): SQL<number> {
  const number = typedPatientNumber(q);
  const starts = containsPattern(firstNameFirst(q)).slice(1);
  return sql<number>`case
    when ${number === null ? sql`false` : eq(patients.patientNumber, number)} then 0
    when lower(${patients.fullName}) like ${starts} or lower(${patients.fullName}) like ${`% ${starts}`} then 1
    when lower(${patients.email}) like ${starts} then 2
    else 3 end`;
}
