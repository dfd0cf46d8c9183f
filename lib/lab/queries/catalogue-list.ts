import 'server-only';
import { and, asc, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { labTests } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { containsPattern, readCountedPage, totalOf, windowTotal, type ListPage } from '@/lib/db/paging';
import type { ReferenceRange, ResultKind } from '@/lib/lab/rules/catalogue-types';
import { rangeFor, rangeText } from '@/lib/lab/rules/flag';
import { CLINIC_CODE_PREFIX, type LabTestState } from '@/lib/lab/catalogue-schema';

/** One test of the catalogue as the Lab tests screen lists it (plain data). */
export interface LabTestRow {
  id: number;
  code: string;
  name: string;
  loinc: string;
  loincDisplay: string;
  specimen: string;
  kind: ResultKind;
  /** A number's UCUM unit. */
  unit: string | null;
  /** A choice's results, and those of them that are normal. */
  choices: string[];
  normalChoices: string[];
  /** A panel's parts by name, in the report's order. */
  parts: string[];
  /** The range an adult of each sex gets ("12–17", "M 13–17 · F 12–15.5"); '' when none applies. */
  adultRange: string;
  /** "< 7 · > 22": past these a result is Critical; '' for none. */
  criticalLimits: string;
  /** Whether a doctor may order it on its own (a panel's part is ordered with its panel). */
  orderable: boolean;
  retired: boolean;
  /** Added by the clinic's administrator, not shipped. */
  clinic: boolean;
  synonyms: string[];
}

export interface LabTestListParams {
  page: number;
  pageSize: number;
  /** The search box's text, trimmed; '' for none. */
  q: string;
  state: LabTestState;
}

/** The age the screen shows a test's adult range for: a grown patient, past every child's band of the catalogue. */
const ADULT_AGE_MONTHS = 30 * 12;

/** An adult's range of each sex, one text when both get the same. */
export function adultRangeSummary(ranges: readonly ReferenceRange[]): string {
  const male = rangeText(rangeFor(ranges, { sex: 'male', ageMonths: ADULT_AGE_MONTHS }));
  const female = rangeText(rangeFor(ranges, { sex: 'female', ageMonths: ADULT_AGE_MONTHS }));
  if (male === female) return male;
  return [male && `M ${male}`, female && `F ${female}`].filter(Boolean).join(' · ');
}

/** A test's critical limits as the screen says them. */
export function criticalLimitsSummary(low: number | null, high: number | null): string {
  return [low === null ? '' : `< ${low}`, high === null ? '' : `> ${high}`].filter(Boolean).join(' · ');
}

const lowerName = sql`lower(${labTests.name})`;

/**
 * `q` in the name, the code, the LOINC code or any synonym ("FBC", "Hb"). The catalogue is about a hundred rows and
 * the clinic's additions: one pass over it is cheap, and no index is kept for the codes and synonyms.
 */
function matches(q: string): SQL | undefined {
  const pattern = containsPattern(q);
  return or(
    sql`${lowerName} like ${pattern}`,
    sql`lower(${labTests.code}) like ${pattern}`,
    sql`lower(${labTests.loinc}) like ${pattern}`,
    sql`lower(array_to_string(${labTests.synonyms}, ' ')) like ${pattern}`,
  );
}

/**
 * A panel's parts by name, in its order. The panel's column is written with its table's name: a bare column inside the
 * subquery would be read as the part's own.
 */
const panelParts = sql`${labTests}.${sql.identifier(labTests.parts.name)}`;
const partNames = sql<string[]>`array(select part.name from ${labTests} part where part.code = any(${panelParts}) order by array_position(${panelParts}, part.code))`;

const STATE_FILTERS: Record<LabTestState, SQL | undefined> = {
  active: isNull(labTests.retiredAt),
  retired: isNotNull(labTests.retiredAt),
  all: undefined,
};

/** With a search, the names that start with it first; then by name, and by id (one order from page to page). */
function listOrder(q: string): SQL[] {
  const byName = [asc(lowerName), asc(labTests.id)];
  if (!q) return byName;
  return [sql`case when ${lowerName} like ${containsPattern(q).slice(1)} then 0 else 1 end`, ...byName];
}

/**
 * One page of the laboratory's catalogue for the Lab tests screen, searched, filtered by state, counted and paged in
 * SQL. A panel's parts are named in the same statement (the parts are rows of the same table, found by code).
 */
export async function listLabTests(db: Db, params: LabTestListParams): Promise<ListPage<LabTestRow>> {
  const q = params.q.trim();
  const where = and(q ? matches(q) : undefined, STATE_FILTERS[params.state]);
  const { rows, page } = await readCountedPage(params, (limit, offset) =>
    db
      .select({
        id: labTests.id,
        code: labTests.code,
        name: labTests.name,
        loinc: labTests.loinc,
        loincDisplay: labTests.loincDisplay,
        specimen: labTests.specimen,
        kind: labTests.kind,
        unit: labTests.unit,
        choices: labTests.choices,
        normalChoices: labTests.normalChoices,
        ranges: labTests.ranges,
        criticalLow: labTests.criticalLow,
        criticalHigh: labTests.criticalHigh,
        parts: partNames,
        orderable: labTests.orderable,
        retiredAt: labTests.retiredAt,
        synonyms: labTests.synonyms,
        total: windowTotal(),
      })
      .from(labTests)
      .where(where)
      .orderBy(...listOrder(q))
      .limit(limit)
      .offset(offset),
  );
  return {
    rows: rows.map((row) => ({
      id: row.id,
      code: row.code,
      name: row.name,
      loinc: row.loinc,
      loincDisplay: row.loincDisplay,
      specimen: row.specimen,
      kind: row.kind,
      unit: row.unit,
      choices: row.choices ?? [],
      normalChoices: row.normalChoices ?? [],
      parts: row.parts ?? [],
      adultRange: adultRangeSummary(row.ranges),
      criticalLimits: criticalLimitsSummary(row.criticalLow, row.criticalHigh),
      orderable: row.orderable,
      retired: row.retiredAt !== null,
      clinic: row.code.startsWith(CLINIC_CODE_PREFIX),
      synonyms: row.synonyms ?? [],
    })),
    total: totalOf(rows),
    page,
  };
}
