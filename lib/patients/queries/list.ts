import 'server-only';
import { and, asc, count, eq, gte, sql, type SQL } from 'drizzle-orm';
import { todayIso } from '@/lib/clinic-time';
import type { Db } from '@/lib/db/types';
import { patients } from '@/lib/db/schema';
import type { PatientActivity } from '@/lib/patients/rules/groups';
import { cachedAggregate, type AggregatedTable } from '@/lib/db/cache/aggregate-cache';
import { patientActivityCondition } from './activity';
import { patientSearchCondition } from './search';

export type PatientRecord = typeof patients.$inferSelect;

export interface PatientFilters {
  /** What finds a patient: number, phone, name in any order, email (./patient-search.ts). */
  search?: string;
  state?: string;
  bloodGroup?: string;
  /** Only patients with an appointment completed in the last 12 months (active) or still to be seen (pending). */
  visits?: PatientActivity;
}

export interface PatientListParams extends PatientFilters {
  /** From 1. */
  page: number;
  limit: number;
}

/** `%` and `_` in what the doctor typed are literal characters, not wildcards. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The filters as SQL; `today` (the clinic's date) decides the 12 months of an active patient. */
export function patientFilter({ search, state, bloodGroup, visits }: PatientFilters, today: string = todayIso()): SQL | undefined {
  const conditions: SQL[] = [];
  if (search) conditions.push(patientSearchCondition(search));
  if (state) conditions.push(sql`lower(${patients.state}) = ${state.toLowerCase()}`);
  if (bloodGroup) conditions.push(eq(patients.bloodGroup, bloodGroup));
  if (visits) conditions.push(patientActivityCondition(visits, today));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

async function countPatients(db: Db, where: SQL | undefined): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(patients).where(where);
  return total;
}

/** The cache's name for a list's filters: state, blood group, and visits with the day they are counted on. */
const listKey = (state = '', bloodGroup = '', visits = '') => `${state}:${bloodGroup}:${visits}`;

const cachedCount = (db: Db, tables: AggregatedTable[], key: string, where: SQL | undefined) =>
  cachedAggregate(db, tables, `patients:count:${key}`, () => countPatients(db, where));

/** How many patients there are: the unfiltered list's count, which FHIR's Patient search without parameters shares. */
export const countEveryPatient = (db: Db) => cachedCount(db, ['patients'], listKey(), undefined);

/**
 * A search that finds at most this many patients has its page read off the search's indexes and sorted. Ordered by
 * the id itself, PostgreSQL's planner walks the whole table in id order looking for the few it expects to find
 * soon: a phone number, one patient of a million, took 660 ms that way, and 15 ms read off its index. A search that
 * finds more has them close enough together in id order for that walk to meet a page's worth soon.
 */
export const FEW_FOUND = 10_000;

/**
 * One page of patients in id order, and how many match in all. Without a search, the count of the filter is
 * cached until patients change (./aggregate-cache.ts), and the page does not wait for it; the page starts at the id
 * of its first patient, found by walking the id index alone. An OFFSET over the rows would read every patient
 * before the page; the walk reads only the index's entries: page 500 of a million patients costs 1 ms, page 50,000
 * 75 ms, and nothing is kept that a registration makes stale. A search is short and served by the trigram index,
 * so it is counted each time, and its page read with an offset.
 */
export async function listPatients(db: Db, { page, limit, ...filters }: PatientListParams): Promise<{ rows: PatientRecord[]; total: number }> {
  const today = todayIso();
  const where = patientFilter(filters, today);
  const offset = (page - 1) * limit;
  if (filters.search) {
    const total = await countPatients(db, where);
    // `id + 0` is the same order, but one no index gives: the planner then finds the rows first and sorts them.
    const order = total <= FEW_FOUND ? sql`${patients.id} + 0` : asc(patients.id);
    const rows = await db.select().from(patients).where(where).orderBy(order).limit(limit).offset(offset);
    return { rows, total };
  }
  // A filter by visits reads appointments too, and an active patient's 12 months end today.
  const tables: AggregatedTable[] = filters.visits ? ['patients', 'appointments'] : ['patients'];
  const key = listKey(filters.state, filters.bloodGroup, filters.visits ? `${filters.visits}:${today}` : undefined);
  // Past the last patient there is no first id: the comparison with null keeps no row, and the page is empty.
  const firstOfPage = db.select({ id: patients.id }).from(patients).where(where).orderBy(asc(patients.id)).limit(1).offset(offset);
  const [total, rows] = await Promise.all([
    cachedCount(db, tables, key, where),
    db
      .select()
      .from(patients)
      .where(and(where, gte(patients.id, sql`(${firstOfPage})`)))
      .orderBy(asc(patients.id))
      .limit(limit),
  ]);
  return { rows, total };
}

export async function getPatient(db: Db, id: number): Promise<PatientRecord | null> {
  const [row] = await db.select().from(patients).where(eq(patients.id, id));
  return row ?? null;
}

/** Emails are unique regardless of case. */
export async function findPatientByEmail(db: Db, email: string): Promise<PatientRecord | null> {
  const [row] = await db
    .select()
    .from(patients)
    .where(sql`lower(${patients.email}) = ${email.trim().toLowerCase()}`);
  return row ?? null;
}
