import 'server-only';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { medicines, type MedicineSource } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { containsPattern, readCountedPage, totalOf, windowTotal, type ListPage } from '@/lib/db/paging';

/** One formulary entry as the prescription form's combobox and the Medicines screen show it (plain data). */
export interface MedicineOption {
  id: number;
  /** The generic name, "Amlodipine". */
  name: string;
  /** "5 mg", "125 mg/5 mL"; '' when it has none. */
  strength: string;
  /** "tablet", "oral suspension", … */
  form: string;
  /** One of the design's ROUTES ("oral"). */
  route: string;
  /** Lower case ("penicillin"); null when the list names none. */
  drugClass: string | null;
  source: MedicineSource;
}

/** How many medicines the combobox lists: the doctor types more to find any other. */
export const MEDICINE_OPTIONS_LIMIT = 20;

export const optionColumns = {
  id: medicines.id,
  name: medicines.name,
  strength: medicines.strength,
  form: medicines.form,
  route: medicines.route,
  drugClass: medicines.drugClass,
  source: medicines.source,
};

export const lowerName = sql`lower(${medicines.name})`;

/**
 * `q` inside the name, as `lower(name) like '%…%'`: the form the trigram index medicines_name_trgm_idx
 * serves (an `ilike` would not use it). % and _ typed are the characters themselves (containsPattern).
 */
export const nameContains = (q: string): SQL => sql`${lowerName} like ${containsPattern(q)}`;

/**
 * The number a strength starts with ("250 mg/5 mL" → 250), so that 5 mg comes before 10 mg; none (no
 * strength, or a strength that starts with a word) sorts after the numbered ones.
 */
const strengthNumber = sql`substring(${medicines.strength} from '^[0-9]+(?:[.][0-9]+)?')::numeric`;

/**
 * The formulary's order: with a search, the names that start with the text before those that only contain
 * it; then by name, by the strength's number, by the strength as written, and by id (one order from page
 * to page).
 */
function medicineOrder(q: string): SQL[] {
  const byName = [asc(lowerName), sql`${strengthNumber} asc nulls last`, asc(medicines.strength), asc(medicines.id)];
  if (!q) return byName;
  const starts = containsPattern(q).slice(1);
  return [sql`case when ${lowerName} like ${starts} then 0 else 1 end`, ...byName];
}

/**
 * The prescription form's medicine search, as the doctor types: at most `limit` (20) entries whose name
 * contains `q`, best fits first (medicineOrder); no text gives the first entries by name. The formulary
 * is a few hundred rows: every search is one indexed query.
 */
export async function searchMedicines(db: Db, { q, limit = MEDICINE_OPTIONS_LIMIT }: { q: string; limit?: number }): Promise<MedicineOption[]> {
  const text = q.trim();
  return db
    .select(optionColumns)
    .from(medicines)
    .where(text ? nameContains(text) : undefined)
    .orderBy(...medicineOrder(text))
    .limit(Math.min(Math.max(1, limit), MEDICINE_OPTIONS_LIMIT));
}

export interface MedicineListParams {
  page: number;
  pageSize: number;
  /** The search box's text, trimmed; '' for none. */
  q: string;
  /** Only the entries of one source; undefined for all. */
  source?: MedicineSource;
}

/** One page of the formulary for the Medicines screen, searched like the combobox, counted and paged in SQL. */
export async function listMedicines(db: Db, params: MedicineListParams): Promise<ListPage<MedicineOption>> {
  const q = params.q.trim();
  const where = and(q ? nameContains(q) : undefined, params.source ? eq(medicines.source, params.source) : undefined);
  const { rows, page } = await readCountedPage(params, (limit, offset) =>
    db
      .select({ ...optionColumns, total: windowTotal() })
      .from(medicines)
      .where(where)
      .orderBy(...medicineOrder(q))
      .limit(limit)
      .offset(offset),
  );
  const toOption = ({ id, name, strength, form, route, drugClass, source }: MedicineOption): MedicineOption => ({ id, name, strength, form, route, drugClass, source });
  return { rows: rows.map(toOption), total: totalOf(rows), page };
}

/** One formulary entry, or null when there is none of that id. */
export async function getMedicine(db: Db, id: number): Promise<MedicineOption | null> {
  const [row] = await db.select(optionColumns).from(medicines).where(eq(medicines.id, id));
  return row ?? null;
}
