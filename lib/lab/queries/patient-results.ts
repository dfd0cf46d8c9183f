import 'server-only';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
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
 * Three statements, each bounded: the tests, their latest results (ranked in SQL), and the values amendments replaced.
 */
export async function readPatientResultHistory(
  db: Db,
  patientId: number,
  { perTest = RESULT_HISTORY_PER_TEST, tests = RESULT_HISTORY_TESTS }: { perTest?: number; tests?: number } = {},
): Promise<TestHistory[]> {
  const taken = sql`coalesce(${labOrders.collectedAt}, ${labOrders.orderedAt})`;
  const released = and(eq(labOrders.patientId, patientId), eq(labOrders.status, 'released'));
  const currentResults = and(eq(labResults.orderId, labOrders.id), isNull(labResults.supersededAt));

  const shown = await db
    .select({ testId: labTests.id, name: labTests.name, kind: labTests.kind, unit: labTests.unit, decimals: labTests.decimals })
    .from(labOrders)
    .innerJoin(labResults, currentResults)
    .innerJoin(labTests, eq(labTests.id, labResults.testId))
    .where(released)
    .groupBy(labTests.id)
    .orderBy(sql`max(${taken}) desc`, asc(labTests.name), asc(labTests.id))
    .limit(tests);
  if (shown.length === 0) return [];

  const ranked = db
    .select({
      orderId: labResults.orderId,
      orderNumber: labOrders.number,
      testId: labResults.testId,
      valueNumber: labResults.valueNumber,
      valueText: labResults.valueText,
      unit: labResults.unit,
      rangeLow: labResults.rangeLow,
      rangeHigh: labResults.rangeHigh,
      flag: labResults.flag,
      replacesId: labResults.replacesId,
      takenAt: sql<Date>`${taken}`.mapWith(labOrders.orderedAt).as('taken_at'),
      position: sql<number>`row_number() over (partition by ${labResults.testId} order by ${taken} desc, ${labOrders.id} desc)`.mapWith(Number).as('position'),
      total: sql<number>`count(*) over (partition by ${labResults.testId})`.mapWith(Number).as('total'),
    })
    .from(labOrders)
    .innerJoin(labResults, currentResults)
    .where(and(released, inArray(labResults.testId, shown.map((test) => test.testId))))
    .as('ranked');
  const latest = await db.select().from(ranked).where(lte(ranked.position, perTest)).orderBy(asc(ranked.testId), asc(ranked.position));
  const amended = await readAmendedValues(db, latest.filter((result) => result.replacesId !== null));

  const byTest = new Map<number, typeof latest>();
  for (const result of latest) byTest.set(result.testId, [...(byTest.get(result.testId) ?? []), result]);
  return shown.map((test) => {
    const results = byTest.get(test.testId) ?? [];
    return {
      ...test,
      total: results[0]?.total ?? 0,
      points: results.map((result) => ({
        ...valueOf(result),
        orderId: result.orderId,
        orderNumber: result.orderNumber,
        takenAt: new Date(result.takenAt).toISOString(),
        amended: amended.get(`${result.orderId}:${result.testId}`) ?? [],
      })),
    };
  });
}
