import 'server-only';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { REVIEW_ITEMS_SHOWN } from '@/lib/constants';
import { labOrders, labOrderTests, labResults, labTests, patients } from '@/lib/db/schema';
import { newestFirst } from '@/lib/db/newest-first';
import { totalOf, windowTotal, type FirstFew } from '@/lib/db/paging';
import { preparedQuery } from '@/lib/db/prepared';
import type { Db } from '@/lib/db/types';
import { formatResultNumber } from '@/lib/lab/rules/result-value';
import { formatLabOrderNumber, type LabPriority, type ResultFlag } from '@/lib/lab/rules/states';
import { formatPatientNumber } from '@/lib/patients/rules/number';

/** How an order's results stand, the worst of them: what orders the doctor's "To review". */
export type ReviewSeverity = 'critical' | 'abnormal' | 'normal';

/** One flagged result of an order to review, as the home screen writes it: "Haemoglobin 6.2 g/dL Critical low". */
export interface FlaggedResult {
  name: string;
  /** The number with the test's decimals, or the word ("Positive"). */
  value: string;
  unit: string | null;
  flag: Exclude<ResultFlag, 'normal'>;
}

/** A released order of the doctor's not reviewed yet (plain data: it goes to the browser). */
export interface LabOrderToReview {
  orderId: number;
  /** "LAB-000045". */
  orderNumber: string;
  priority: LabPriority;
  patientId: number;
  patientName: string;
  /** "P-000123". */
  patientNumber: string;
  /** The tests as ordered (a panel by its name), in the order's order. */
  tests: string[];
  severity: ReviewSeverity;
  /** The current results outside their range, the critical first. */
  flagged: FlaggedResult[];
  /** ISO instant of the release. */
  releasedAt: string;
  /** ISO instant of the last amendment: the order came back to the list with it. */
  amendedAt: string | null;
}

const SEVERITIES: readonly ReviewSeverity[] = ['normal', 'abnormal', 'critical'];

/** A result's weight: 2 critical, 1 outside its range (or an abnormal word), 0 normal or without a flag. */
const weightOf = (flag: typeof labResults.flag) =>
  sql`case when ${flag} in ('critical', 'critical-low', 'critical-high') then 2 when ${flag} is not null and ${flag} <> 'normal' then 1 else 0 end`;

/** The worst weight of an order's current results. */
const severityOf = sql<number>`(select coalesce(max(${weightOf(labResults.flag)}), 0) from ${labResults} where ${labResults.orderId} = ${labOrders.id} and ${labResults.supersededAt} is null)`.mapWith(Number);

/** The ordered tests' names, as a JSON array in the order's order. */
const testNames = sql<string[]>`(select coalesce(json_agg(${labTests.name} order by ${labOrderTests.position}), '[]'::json) from ${labOrderTests}
  join ${labTests} on ${labTests.id} = ${labOrderTests.testId} where ${labOrderTests.orderId} = ${labOrders.id})`;

interface FlaggedRow {
  name: string;
  valueNumber: number | string | null;
  valueText: string | null;
  decimals: number;
  unit: string | null;
  flag: FlaggedResult['flag'];
}

/** The current results outside their range, the critical first, then as entered. */
const flaggedResults = sql<FlaggedRow[]>`(select coalesce(json_agg(json_build_object('name', ${labTests.name}, 'valueNumber', ${labResults.valueNumber},
  'valueText', ${labResults.valueText}, 'decimals', ${labTests.decimals}, 'unit', ${labResults.unit}, 'flag', ${labResults.flag})
  order by ${weightOf(labResults.flag)} desc, ${labResults.id}), '[]'::json)
  from ${labResults} join ${labTests} on ${labTests.id} = ${labResults.testId}
  where ${labResults.orderId} = ${labOrders.id} and ${labResults.supersededAt} is null and ${labResults.flag} is not null and ${labResults.flag} <> 'normal')`;

/**
 * The signed-in doctor's released orders not yet reviewed: critical first, then abnormal, then normal, and the newest
 * released first within each. One statement; its candidates are the doctor's unreviewed released orders
 * (lab_orders_to_review_idx), and the names and flagged values are read for the first `limit` only. Read on every
 * doctor page (the bell): prepared.
 */
export async function labOrdersToReview(
  db: Db,
  doctorId: number,
  { limit = REVIEW_ITEMS_SHOWN }: { limit?: number } = {},
): Promise<FirstFew<LabOrderToReview>> {
  const rows = await toReview(db).execute({ doctorId, limit });
  return {
    items: rows.map((row) => ({
      orderId: row.orderId,
      orderNumber: formatLabOrderNumber(row.number),
      priority: row.priority,
      patientId: row.patientId,
      patientName: row.patientName,
      patientNumber: formatPatientNumber(row.patientNumber),
      tests: row.tests,
      severity: SEVERITIES[row.severity] ?? 'normal',
      flagged: row.flagged.map((result) => ({
        name: result.name,
        // json_build_object writes a numeric as a JSON number; read as text either way.
        value: result.valueNumber !== null ? formatResultNumber(Number(result.valueNumber), result.decimals) : (result.valueText ?? ''),
        unit: result.valueNumber !== null ? result.unit : null,
        flag: result.flag,
      })),
      releasedAt: row.releasedAt!.toISOString(),
      amendedAt: row.amendedAt?.toISOString() ?? null,
    })),
    total: totalOf(rows),
  };
}

const toReview = preparedQuery((db) => {
  const severity = severityOf.as('severity');
  return db
    .select({
      orderId: labOrders.id,
      number: labOrders.number,
      priority: labOrders.priority,
      releasedAt: labOrders.releasedAt,
      amendedAt: labOrders.amendedAt,
      patientId: patients.id,
      patientName: patients.fullName,
      patientNumber: patients.patientNumber,
      severity,
      tests: testNames,
      flagged: flaggedResults,
      total: windowTotal(),
    })
    .from(labOrders)
    .innerJoin(patients, eq(patients.id, labOrders.patientId))
    .where(and(eq(labOrders.orderedById, sql.placeholder('doctorId')), eq(labOrders.status, 'released'), isNull(labOrders.reviewedAt)))
    .orderBy(desc(sql`severity`), newestFirst(labOrders.releasedAt), desc(labOrders.id))
    .limit(sql.placeholder('limit'))
    .prepare('lab_orders_to_review');
});
