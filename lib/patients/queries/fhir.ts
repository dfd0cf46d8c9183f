import 'server-only';
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '@/lib/db/paging';
import { patients } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { GENDERS } from '@/lib/db/schema/enums';
import { readDaySpan } from '@/lib/fhir/search/date';
import type { PageBound } from '@/lib/fhir/search/page';
import { readToken } from '@/lib/fhir/search/params';
import { dayCondition, idCondition as fhirIdCondition, keyset, NOTHING, parameterConditions } from '@/lib/fhir/search/sql';
import { parsePatientNumber } from '@/lib/patients/rules/number';
import { phoneSearchDigits } from '@/lib/patients/rules/phone';
import { countEveryPatient } from './list';
import { patientNameCondition } from './search';

/** The start of a name part, case aside; the trigram index of the full name narrows the rows first. */
function startsWith(column: typeof patients.firstName | typeof patients.lastName, text: string): SQL {
  const pattern = containsPattern(text).slice(1);
  return and(sql`lower(${patients.fullName}) like ${containsPattern(text)}`, sql`lower(${column}) like ${pattern}`) as SQL;
}

/** The patient number a token names: P-000123, p000123 or its digits alone, under the clinic's system or none. */
function identifierCondition(value: string, numberSystem: string): SQL {
  const { system, code } = readToken(value);
  if (system !== null && system !== '' && system !== numberSystem) return NOTHING;
  const number = parsePatientNumber(code) ?? (/^\d{1,9}$/.test(code.trim()) ? Number(code.trim()) : null);
  return number === null ? NOTHING : eq(patients.patientNumber, number);
}

function phoneCondition(text: string): SQL {
  const digits = phoneSearchDigits(text);
  return digits ? sql`lower(${patients.phone}) like ${containsPattern(digits)}` : NOTHING;
}

function telecomCondition(value: string): SQL {
  const { system, code } = readToken(value);
  if (system === 'email') return sql`lower(${patients.email}) = ${code.trim().toLowerCase()}`;
  if (system === null || system === '' || system === 'phone' || system === 'sms') return phoneCondition(code);
  return NOTHING;
}

function genderCondition(value: string): SQL {
  const code = readToken(value).code.trim().toLowerCase();
  return (GENDERS as readonly string[]).includes(code) ? eq(patients.gender, code as (typeof GENDERS)[number]) : NOTHING;
}

function idCondition(value: string): SQL {
  return fhirIdCondition(patients.id, value);
}

/** A Patient search's parameters (lib/patients/fhir/patient.ts) as one SQL condition. */
export function fhirPatientCondition(values: ReadonlyMap<string, readonly string[]>, numberSystem: string): SQL | undefined {
  const conditions = parameterConditions(values, {
    _id: idCondition,
    identifier: (value) => identifierCondition(value, numberSystem),
    name: patientNameCondition,
    family: (value) => startsWith(patients.lastName, value),
    given: (value) => startsWith(patients.firstName, value),
    birthdate: (value) => dayCondition(patients.dateOfBirth, readDaySpan('birthdate', value)),
    gender: genderCondition,
    phone: (value) => phoneCondition(readToken(value).code),
    telecom: telecomCondition,
  });
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export type PatientRow = typeof patients.$inferSelect;

/** One page of a Patient search, in id order within `bound`. */
export function readFhirPatients(db: Db, where: SQL | undefined, bound: PageBound): Promise<PatientRow[]> {
  const { position, order } = keyset(patients.id, bound);
  return db.select().from(patients).where(and(where, position)).orderBy(order).limit(bound.limit);
}

/** How many patients a search matches; without parameters, the patient list's cached count of everyone. */
export async function countFhirPatients(db: Db, where: SQL | undefined): Promise<number> {
  if (where === undefined) return countEveryPatient(db);
  const [{ total }] = await db.select({ total: count() }).from(patients).where(where);
  return total;
}

/** A patient by id, or undefined. */
export async function readFhirPatient(db: Db, id: number): Promise<PatientRow | undefined> {
  const [row] = await db.select().from(patients).where(eq(patients.id, id));
  return row;
}

/** Patients by id (for a search's _include). */
export function readFhirPatientsById(db: Db, ids: readonly number[]): Promise<PatientRow[]> {
  return ids.length === 0 ? Promise.resolve([]) : db.select().from(patients).where(inArray(patients.id, [...ids]));
}
