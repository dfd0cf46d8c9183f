import 'server-only';
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import { labOrders, labResults, labTests } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { ResultKind } from '@/lib/lab/rules/catalogue-types';
import { readAmendedValues, valueOf, type AmendedValue, type ResultValue } from './patient-orders';

/** How many results of one test the chart shows over time (and draws in its trend): the latest ones. */
export const RESULT_HISTORY_PER_TEST = 10;
/** How many tests the chart shows the history of: those with the latest results. */
export const RESULT_HISTORY_TESTS = 40;

/** One result of a test in the patient's history: its order, when the specimen was taken, and any amended values. */
export interface ResultPoint extends ResultValue {
  orderId: number;
  orderNumber: number;
  /** ISO instant the specimen was taken (when the order was placed, for one with no collection time). */
  takenAt: string;
  /** The values amendments replaced, oldest first. */
  amended: AmendedValue[];
}

/** One test's results over time. */
export interface TestHistory {
  testId: number;
  name: string;
  kind: ResultKind;
  unit: string | null;
  decimals: number;
  /** Newest first, at most RESULT_HISTORY_PER_TEST. */
  points: ResultPoint[];
  /** How many released results of this test the patient has in all. */
  total: number;
}

/**
 * Each test the patient has released results of (at most `tests`, those resulted most recently first), with its
 * latest `perTest` results, newest first. Only verified results: the doctor sees no value the lab has not released.
 * One statement ranks the results of each test and the tests by their latest result; a second reads the values
 * amendments replaced, only when one of the shown results amends another.
 */
export async function readPatientResultHistory(
  db: Db,
  patientId: number,
  { perTest = RESULT_HISTORY_PER_TEST, tests = RESULT_HISTORY_TESTS }: { perTest?: number; tests?: number } = {},
): Promise<TestHistory[]> {
  const taken = sql`coalesce(${labOrders.collectedAt}, ${labOrders.orderedAt})`;
  const byTest = sql`partition by ${labResults.testId}`;
  const ranked = db
    .select({
      orderId: labResults.orderId,
      orderNumber: sql<number>`${labOrders.number}`.as('order_number'),
      testId: labResults.testId,
      name: labTests.name,
      kind: labTests.kind,
      testUnit: sql<string | null>`${labTests.unit}`.as('test_unit'),
      decimals: labTests.decimals,
      valueNumber: labResults.valueNumber,
      valueText: labResults.valueText,
      unit: labResults.unit,
      rangeLow: labResults.rangeLow,
      rangeHigh: labResults.rangeHigh,
      flag: labResults.flag,
      replacesId: labResults.replacesId,
      takenAt: sql<Date>`${taken}`.mapWith(labOrders.orderedAt).as('taken_at'),
      position: sql<number>`row_number() over (${byTest} order by ${taken} desc, ${labOrders.id} desc)`.mapWith(Number).as('position'),
      total: sql<number>`count(*) over (${byTest})`.mapWith(Number).as('total'),
      latestAt: sql<Date>`max(${taken}) over (${byTest})`.as('latest_at'),
    })
    .from(labOrders)
    .innerJoin(labResults, and(eq(labResults.orderId, labOrders.id), isNull(labResults.supersededAt)))
    .innerJoin(labTests, eq(labTests.id, labResults.testId))
    .where(and(eq(labOrders.patientId, patientId), eq(labOrders.status, 'released')))
    .as('ranked');
  // Every test has a first result: ranking the tests after keeping each one's latest few ranks them all.
  const shown = db
    .select({
      orderId: ranked.orderId,
      orderNumber: ranked.orderNumber,
      testId: ranked.testId,
      name: ranked.name,
      kind: ranked.kind,
      testUnit: ranked.testUnit,
      decimals: ranked.decimals,
      valueNumber: ranked.valueNumber,
      valueText: ranked.valueText,
      unit: ranked.unit,
      rangeLow: ranked.rangeLow,
      rangeHigh: ranked.rangeHigh,
      flag: ranked.flag,
      replacesId: ranked.replacesId,
      takenAt: ranked.takenAt,
      position: ranked.position,
      total: ranked.total,
      testRank: sql<number>`dense_rank() over (order by ${ranked.latestAt} desc, ${ranked.name}, ${ranked.testId})`.mapWith(Number).as('test_rank'),
    })
    .from(ranked)
    .where(lte(ranked.position, perTest))
    .as('shown');
  const latest = await db.select().from(shown).where(lte(shown.testRank, tests)).orderBy(asc(shown.testRank), asc(shown.position));
  const amended = await readAmendedValues(db, latest.filter((result) => result.replacesId !== null));

  const history = new Map<number, TestHistory>();
  for (const result of latest) {
    const test = history.get(result.testId) ?? { testId: result.testId, name: result.name, kind: result.kind, unit: result.testUnit, decimals: result.decimals, total: result.total, points: [] };
    test.points.push({
      ...valueOf(result),
      orderId: result.orderId,
      orderNumber: result.orderNumber,
      takenAt: new Date(result.takenAt).toISOString(),
      amended: amended.get(`${result.orderId}:${result.testId}`) ?? [],
    });
    history.set(result.testId, test);
  }
  return [...history.values()];
}
