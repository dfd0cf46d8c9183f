import 'server-only';
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { labOrders, labOrderTests, labResults, labTests } from '@/lib/db/schema';
import { importSourceColumns, importSourceOf, withImportSource } from '@/lib/record-import/queries/import-source';
import type { ImportSource } from '@/lib/record-import/rules/source-line';
import type { Db } from '@/lib/db/types';
import { readCountedPage, totalOf, windowTotal, type ListPage } from '@/lib/db/paging';
import type { LabOrderStatus, LabPriority, ResultFlag } from '@/lib/lab/rules/states';
import { canceller, enterer, entererSystem, orderer, ordererSystem, personOrSystemSql, staffNameSql, verifier, verifierSystem } from './order-people';

/** Orders a page of the chart's Results lists: each carries its results, so a few make a screen. */
export const PATIENT_ORDERS_PAGE_SIZE = 5;

/** One value of a result as the doctor reads it: the value in its unit, the range that applied, and its flag. */
export interface ResultValue {
  valueNumber: number | null;
  valueText: string | null;
  unit: string | null;
  rangeLow: number | null;
  rangeHigh: number | null;
  flag: ResultFlag | null;
}

/** A value an amendment replaced: shown struck through, with who amended it, when and why. */
export interface AmendedValue extends ResultValue {
  /** ISO instant of the amendment. */
  amendedAt: string;
  amendedBy: string | null;
  reason: string | null;
}

/** One test of a released order with its result: a test ordered alone, or one part of an ordered panel. */
export interface OrderResultLine {
  testId: number;
  name: string;
  /** The panel it is a part of ("Full blood count"); null for a test ordered alone. */
  panel: string | null;
  /** How many decimals the lab writes its numbers with. */
  decimals: number;
  result: ResultValue | null;
  /** The values amendments replaced, oldest first. */
  amended: AmendedValue[];
}

/** An order as the visit page and the chart list it: its state and tests, and once released its results. */
export interface LabOrderSummary {
  id: number;
  number: number;
  status: LabOrderStatus;
  priority: LabPriority;
  note: string;
  appointmentId: number | null;
  /** ISO instants. */
  orderedAt: string;
  collectedAt: string | null;
  releasedAt: string | null;
  amendedAt: string | null;
  cancelledAt: string | null;
  /** "Dr. Ada Obi", or the connected system that placed it; null once the account is gone. */
  orderedBy: string | null;
  orderedById: number | null;
  cancelledBy: string | null;
  /** Who verified and released it (a lab scientist, or the outside laboratory that sent it). */
  verifiedBy: string | null;
  /** The scientist who entered the results verified them too (a lab of one, LAB_SELF_VERIFICATION). */
  selfVerified: boolean;
  cancelReason: string | null;
  /** The tests as ordered ("Full blood count", "Malaria parasite, …"). */
  tests: string[];
  /** Where an order from an imported record came from (done by another laboratory); null for the clinic's own. */
  importSource: ImportSource | null;
  /** Only once released: the doctor sees no result the lab has not verified. */
  lines: OrderResultLine[];
}

/** The orders matching `where`, newest first, each with the list's total: one query. */
export function readOrderHeads(db: Db, where: SQL | undefined, limit: number, offset = 0) {
  const heads = db
    .select({
      order: labOrders,
      orderedBy: personOrSystemSql(orderer, ordererSystem),
      cancelledBy: staffNameSql(canceller),
      verifiedBy: personOrSystemSql(verifier, verifierSystem),
      ...importSourceColumns(),
      total: windowTotal(),
    })
    .from(labOrders)
    .leftJoin(orderer, eq(orderer.id, labOrders.orderedById))
    .leftJoin(ordererSystem, eq(ordererSystem.id, labOrders.orderedBySystemId))
    .leftJoin(canceller, eq(canceller.id, labOrders.cancelledById))
    .leftJoin(verifier, eq(verifier.id, labOrders.verifiedById))
    .leftJoin(verifierSystem, eq(verifierSystem.id, labOrders.verifiedBySystemId))
    .$dynamic();
  return withImportSource(heads, labOrders.importId)
    .where(where)
    .orderBy(desc(labOrders.orderedAt), desc(labOrders.id))
    .limit(limit)
    .offset(offset);
}
type OrderHead = Awaited<ReturnType<typeof readOrderHeads>>[number];

const iso = (instant: Date | null): string | null => (instant ? instant.toISOString() : null);
const valueColumns = {
  valueNumber: labResults.valueNumber,
  valueText: labResults.valueText,
  unit: labResults.unit,
  rangeLow: labResults.rangeLow,
  rangeHigh: labResults.rangeHigh,
  flag: labResults.flag,
};
export const valueOf = ({ valueNumber, valueText, unit, rangeLow, rangeHigh, flag }: ResultValue): ResultValue => ({ valueNumber, valueText, unit, rangeLow, rangeHigh, flag });

/**
 * The results of the given (current) results' tests and orders that amendments replaced, with who replaced each
 * and why: read through the (test, order) index, and only for orders that were amended.
 */
export async function readAmendedValues(db: Db, pairs: ReadonlyArray<{ orderId: number; testId: number }>): Promise<Map<string, AmendedValue[]>> {
  const byPair = new Map<string, AmendedValue[]>();
  if (pairs.length === 0) return byPair;
  const replacing = alias(labResults, 'replacing');
  const rows = await db
    .select({
      orderId: labResults.orderId,
      testId: labResults.testId,
      ...valueColumns,
      amendedAt: labResults.supersededAt,
      reason: replacing.amendReason,
      amendedBy: personOrSystemSql(enterer, entererSystem),
    })
    .from(labResults)
    // The amendment that replaced it is of the same test of the same order: found through that index too.
    .leftJoin(replacing, and(eq(replacing.testId, labResults.testId), eq(replacing.orderId, labResults.orderId), eq(replacing.replacesId, labResults.id)))
    .leftJoin(enterer, eq(enterer.id, replacing.enteredById))
    .leftJoin(entererSystem, eq(entererSystem.id, replacing.enteredBySystemId))
    .where(and(inArray(labResults.testId, [...new Set(pairs.map((pair) => pair.testId))]), inArray(labResults.orderId, [...new Set(pairs.map((pair) => pair.orderId))]), isNotNull(labResults.supersededAt)))
    .orderBy(asc(labResults.id));
  for (const { orderId, testId, amendedAt, reason, amendedBy, ...value } of rows) {
    const key = `${orderId}:${testId}`;
    byPair.set(key, [...(byPair.get(key) ?? []), { ...valueOf(value), amendedAt: amendedAt!.toISOString(), reason, amendedBy }]);
  }
  return byPair;
}

/** The ordered tests of rows that repeat a panel once per part: each test once, in the order read. */
function orderedTests<T extends { orderId: number; testId: number }>(rows: readonly T[]): T[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const key = `${row.orderId}:${row.testId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Each order's tests, and for a released one its results in the report's order (a panel's parts as the panel lists
 * them): two or three statements for the whole page, whatever its size.
 */
export async function withLines(db: Db, heads: readonly OrderHead[]): Promise<LabOrderSummary[]> {
  if (heads.length === 0) return [];
  const ids = heads.map((head) => head.order.id);
  const released = heads.filter((head) => head.order.status === 'released');
  const releasedIds = released.map((head) => head.order.id);
  // A panel's parts come with it, one row a part: the catalogue's parts of a panel are a few dozen at most.
  const part = alias(labTests, 'part');
  const [orderedRows, current] = await Promise.all([
    db
      .select({
        orderId: labOrderTests.orderId,
        testId: labTests.id,
        name: labTests.name,
        kind: labTests.kind,
        parts: labTests.parts,
        decimals: labTests.decimals,
        part: { testId: part.id, code: part.code, name: part.name, decimals: part.decimals },
      })
      .from(labOrderTests)
      .innerJoin(labTests, eq(labTests.id, labOrderTests.testId))
      .leftJoin(part, and(eq(labTests.kind, 'panel'), sql`${part.code} = any(${labTests.parts})`))
      .where(inArray(labOrderTests.orderId, ids))
      .orderBy(asc(labOrderTests.orderId), asc(labOrderTests.position)),
    releasedIds.length
      ? db
          .select({ orderId: labResults.orderId, testId: labResults.testId, ...valueColumns })
          .from(labResults)
          .where(and(inArray(labResults.orderId, releasedIds), isNull(labResults.supersededAt)))
      : Promise.resolve([]),
  ]);
  const ordered = orderedTests(orderedRows);
  const partByCode = new Map(orderedRows.flatMap((row) => (row.part ? [[row.part.code, row.part] as const] : [])));
  const amendedIds = new Set(released.filter((head) => head.order.amendedAt).map((head) => head.order.id));
  const amended = await readAmendedValues(db, current.filter((result) => amendedIds.has(result.orderId)));
  const resultOf = new Map(current.map((result) => [`${result.orderId}:${result.testId}`, valueOf(result)]));

  return heads.map(({ order, orderedBy, cancelledBy, verifiedBy, ...head }) => {
    const tests = ordered.filter((test) => test.orderId === order.id);
    const analytes =
      order.status !== 'released'
        ? []
        : tests.flatMap((test): Array<Pick<OrderResultLine, 'testId' | 'name' | 'panel' | 'decimals'>> =>
            test.kind === 'panel'
              ? (test.parts ?? []).flatMap((code) => {
                  const part = partByCode.get(code);
                  return part ? [{ testId: part.testId, name: part.name, panel: test.name, decimals: part.decimals }] : [];
                })
              : [{ testId: test.testId, name: test.name, panel: null, decimals: test.decimals }],
          );
    return {
      id: order.id,
      number: order.number,
      status: order.status,
      priority: order.priority,
      note: order.note,
      appointmentId: order.appointmentId,
      orderedAt: order.orderedAt.toISOString(),
      collectedAt: iso(order.collectedAt),
      releasedAt: iso(order.releasedAt),
      amendedAt: iso(order.amendedAt),
      cancelledAt: iso(order.cancelledAt),
      orderedBy,
      orderedById: order.orderedById,
      cancelledBy,
      cancelReason: order.cancelReason,
      verifiedBy,
      selfVerified: order.selfVerified,
      tests: tests.map((test) => test.name),
      importSource: importSourceOf(head),
      lines: analytes.map((analyte) => {
        const key = `${order.id}:${analyte.testId}`;
        return { ...analyte, result: resultOf.get(key) ?? null, amended: amended.get(key) ?? [] };
      }),
    };
  });
}

/** One page of a patient's lab orders for the chart's Results, newest first, each with its tests and results. */
export async function listPatientLabOrders(db: Db, patientId: number, params: { page: number; pageSize: number }): Promise<ListPage<LabOrderSummary>> {
  const { rows, page } = await readCountedPage(params, (limit, offset) => readOrderHeads(db, eq(labOrders.patientId, patientId), limit, offset));
  return { rows: await withLines(db, rows), total: totalOf(rows), page };
}
