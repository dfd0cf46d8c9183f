import 'server-only';
import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { labTests } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { containsPattern } from '@/lib/db/paging';
import type { ResultKind } from '@/lib/lab/rules/catalogue-types';

/** One test as the "Order tests" dialog's Test field lists it (plain data). */
export interface LabTestOption {
  id: number;
  /** "Full blood count". */
  name: string;
  /** Its LOINC code, "57021-8". */
  loinc: string;
  /** "Whole blood (EDTA)". */
  specimen: string;
  kind: ResultKind;
  /** The other words doctors type for it ("FBC", "CBC"); empty for none. */
  synonyms: string[];
}

/** How many tests the Test field lists at once: the doctor types more to find any other. */
export const LAB_TEST_OPTIONS_LIMIT = 20;

const optionColumns = {
  id: labTests.id,
  name: labTests.name,
  loinc: labTests.loinc,
  specimen: labTests.specimen,
  kind: labTests.kind,
  synonyms: labTests.synonyms,
};

const lowerName = sql`lower(${labTests.name})`;

/** Whether one of the test's other words, lower-cased, is like `pattern` (or equal to it, with `=`). */
const synonymIs = (operator: 'like' | '=', text: string): SQL =>
  operator === 'like'
    ? sql`exists (select 1 from unnest(${labTests.synonyms}) as synonym where lower(synonym) like ${text})`
    : sql`exists (select 1 from unnest(${labTests.synonyms}) as synonym where lower(synonym) = ${text})`;

/**
 * The best fits first: a test named exactly what was typed (its name, one of its other words such as "FBC", or its
 * LOINC code), then the names that start with it, then another word or a LOINC code that starts with it, then a word
 * of the name that starts with it, then the rest; by name within each.
 */
function rank(text: string): SQL {
  const lower = text.toLowerCase();
  const starts = containsPattern(text).slice(1);
  return sql`case
    when ${lowerName} = ${lower} or ${labTests.loinc} = ${text} or ${synonymIs('=', lower)} then 0
    when ${lowerName} like ${starts} then 1
    when ${synonymIs('like', starts)} or ${labTests.loinc} like ${starts} then 2
    when ${lowerName} like ${`% ${starts}`} or ${lowerName} like ${`%(${starts}`} then 3
    else 4 end`;
}

/**
 * The Test field's search, as the doctor types: at most `limit` (20) tests that a doctor may order (not retired, not
 * a panel's part that no lab runs alone) whose name or one of whose other words contains `q`, or whose LOINC code
 * starts with it, best fits first (rank). No text gives the catalogue's own order: the everyday tests of each section
 * first, as the lab's request form lists them. The catalogue is a few hundred rows at most, so one query that reads
 * it whole is as quick as an index would make it.
 */
export async function searchLabTests(db: Db, { q, limit = LAB_TEST_OPTIONS_LIMIT }: { q: string; limit?: number }): Promise<LabTestOption[]> {
  const text = q.trim();
  const orderable = and(eq(labTests.orderable, true), isNull(labTests.retiredAt));
  const matches = text
    ? or(sql`${lowerName} like ${containsPattern(text)}`, synonymIs('like', containsPattern(text)), sql`${labTests.loinc} like ${containsPattern(text).slice(1)}`)
    : undefined;
  const rows = await db
    .select(optionColumns)
    .from(labTests)
    .where(and(orderable, matches))
    .orderBy(...(text ? [rank(text), asc(lowerName)] : []), asc(labTests.id))
    .limit(Math.min(Math.max(1, limit), LAB_TEST_OPTIONS_LIMIT));
  return rows.map((row) => ({ ...row, synonyms: row.synonyms ?? [] }));
}
