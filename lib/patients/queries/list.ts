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

/**
 * How far into a list a page's first id is found by walking the id index from the list's start: 20,000 entries,
 * about 2 ms. Further down, the walk starts from the nearest bookmark instead: page 10,000 of the API (offset
 * 99,990) walked 100,000 entries, 8 to 15 ms, half again the cost of page 1.
 */
export const WALK_AT_MOST = 20_000;

/**
 * The id of every BOOKMARK_EVERY-th patient of a list, for the pages past WALK_AT_MOST. Numbering a list is a pass
 * over it (250 ms for a million patients) that a registration makes stale, so only such deep pages wait for it.
 */
export const BOOKMARK_EVERY = 1000;

/** The bookmarks of a filter's list: bookmarks[k] is the id at position k × BOOKMARK_EVERY. */
export async function readPatientBookmarks(db: Db, where: SQL | undefined): Promise<number[]> {
  const numbered = db
    .select({ id: patients.id, position: sql<number>`row_number() over (order by ${patients.id}) - 1`.as('position') })
    .from(patients)
    .where(where)
    .as('numbered');
  const rows = await db
    .select({ id: numbered.id })
    .from(numbered)
    .where(sql`${numbered.position} % ${BOOKMARK_EVERY} = 0`)
    .orderBy(asc(numbered.id));
  return rows.map((row) => row.id);
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
 * cached until patients change (./aggregate-cache.ts), and the page does not wait for it. The page starts at the id
 * of its first patient, found by walking the id index alone, from the list's start or, past WALK_AT_MOST, from the
 * nearest bookmark: an OFFSET over the rows would read every patient before the page. Page 500 of a million
 * patients costs 1 ms, and a registration makes nothing stale that the first 2,000 pages read. A search is short and
 * served by the trigram index, so it is counted each time, and its page read with an offset.
 * `walkAtMost` is WALK_AT_MOST but in tests, which reach the bookmarks without seeding tens of thousands.
 */
export async function listPatients(
  db: Db,
  { page, limit, ...filters }: PatientListParams,
  { walkAtMost = WALK_AT_MOST }: { walkAtMost?: number } = {},
): Promise<{ rows: PatientRecord[]; total: number }> {
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
  const readPage = async () => {
    const bookmarks = offset < walkAtMost ? [] : await cachedAggregate(db, tables, `patients:bookmarks:${key}`, () => readPatientBookmarks(db, where));
    const bookmark = Math.min(Math.floor(offset / BOOKMARK_EVERY), bookmarks.length - 1);
    const walk = bookmark > 0 ? { from: and(where, gte(patients.id, bookmarks[bookmark])), skip: offset - bookmark * BOOKMARK_EVERY } : { from: where, skip: offset };
    // Past the last patient there is no first id: the comparison with null keeps no row, and the page is empty.
    const firstOfPage = db.select({ id: patients.id }).from(patients).where(walk.from).orderBy(asc(patients.id)).limit(1).offset(walk.skip);
    return db
      .select()
      .from(patients)
      .where(and(where, gte(patients.id, sql`(${firstOfPage})`)))
      .orderBy(asc(patients.id))
      .limit(limit);
  };
  const [total, rows] = await Promise.all([cachedCount(db, tables, key, where), readPage()]);
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
