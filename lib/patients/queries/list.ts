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
 * The id of every BOOKMARK_EVERY-th patient of a list: a deep page starts its scan at the bookmark before
 * it instead of counting every row from the first, so page 10,000 costs what page 1 does.
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

/**
 * A search that finds at most this many patients has its page read off the search's indexes and sorted. Ordered by
 * the id itself, PostgreSQL's planner walks the whole table in id order looking for the few it expects to find
 * soon: a phone number, one patient of a million, took 660 ms that way, and 15 ms read off its index. A search that
 * finds more has them close enough together in id order for that walk to meet a page's worth soon.
 */
export const FEW_FOUND = 10_000;

/**
 * One page of patients in id order, and how many match in all. Without a search, the count of the filter is
 * cached until patients change (./aggregate-cache.ts), and so are its bookmarks, which only a page past the
 * first thousand patients reads: numbering a million patients costs five times their count, and a registration
 * makes both stale, so the first pages, which doctors open most, must not wait for it. A search is short and
 * served by the trigram index, so it is counted each time.
 */
export async function listPatients(db: Db, { page, limit, ...filters }: PatientListParams): Promise<{ rows: PatientRecord[]; total: number }> {
  const today = todayIso();
  const where = patientFilter(filters, today);
  const offset = (page - 1) * limit;
  // A filter by visits reads appointments too, and an active patient's 12 months end today.
  const tables: AggregatedTable[] = filters.visits ? ['patients', 'appointments'] : ['patients'];
  const key = `${filters.state ?? ''}:${filters.bloodGroup ?? ''}:${filters.visits ? `${filters.visits}:${today}` : ''}`;
  const readPage = async (total: number | null) => {
    const bookmarks =
      filters.search || offset < BOOKMARK_EVERY ? [] : await cachedAggregate(db, tables, `patients:bookmarks:${key}`, () => readPatientBookmarks(db, where));
    const bookmark = Math.min(Math.floor(offset / BOOKMARK_EVERY), bookmarks.length - 1);
    // `id + 0` is the same order, but one no index gives: the planner then finds the rows first and sorts them.
    const order = total !== null && total <= FEW_FOUND ? sql`${patients.id} + 0` : asc(patients.id);
    return db
      .select()
      .from(patients)
      .where(bookmark > 0 ? and(where, gte(patients.id, bookmarks[bookmark])) : where)
      .orderBy(order)
      .limit(limit)
      .offset(bookmark > 0 ? offset - bookmark * BOOKMARK_EVERY : offset);
  };
  if (filters.search) {
    const total = await countPatients(db, where);
    return { rows: await readPage(total), total };
  }
  // Without a search the order is the id's whatever the count, so the page need not wait for it.
  const [total, rows] = await Promise.all([cachedAggregate(db, tables, `patients:count:${key}`, () => countPatients(db, where)), readPage(null)]);
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
