import 'server-only';
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { appointments, labOrders, labOrderTests, labResults, labTests } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { encounterIdColumn } from '@/lib/diagnosis/queries/fhir-visits';
import type { PageBound } from '@/lib/fhir/search/page';
import { keyset } from '@/lib/fhir/search/sql';
import { systemActor } from '@/lib/fhir/smart/refusals';
import type { LabRequestRow } from '@/lib/lab/fhir/rows';
import { orderer, ordererSystem, personOrSystemSql, verifier, verifierSystem } from './order-people';

// The ordered tests of the laboratory's orders (lab_order_tests), each with its order and its test: a ServiceRequest
// and, with its current results, a lab DiagnosticReport. Read by keyset on the ordered test's id.

/** A boolean as either driver gives it. */
const truth = (value: unknown): boolean => value === true || value === 't';

/** JSON a driver gives parsed (pg) or as text. */
const parsedJson = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/**
 * The ids of an ordered test's current results (a panel's parts' too), in id order: a column of its own row, read
 * through the results' (order, test) index, so that a page's reports come with their results in one statement.
 */
const resultIdsColumn = () =>
  sql<number[]>`coalesce((
    select json_agg(r.id order by r.id) from ${labResults} r
    where r.order_id = ${labOrderTests.orderId} and r.order_test_id = ${labOrderTests.id} and r.superseded_at is null
  ), '[]'::json)`.mapWith((value) => parsedJson<number[]>(value));

/** Whether one of those results amends an earlier one. */
const amendedColumn = () =>
  sql<boolean>`exists (
    select 1 from ${labResults} r
    where r.order_id = ${labOrderTests.orderId} and r.order_test_id = ${labOrderTests.id} and r.superseded_at is null and r.replaces_id is not null
  )`.mapWith(truth);

/** An ordered test has results: one of its current ones exists (the report is preliminary or final, no longer registered). */
export const hasResults = (): SQL =>
  sql`exists (select 1 from ${labResults} r where r.order_id = ${labOrderTests.orderId} and r.order_test_id = ${labOrderTests.id} and r.superseded_at is null)`;
/** One of its current results amends an earlier one. */
export const hasAmendedResults = (): SQL =>
  sql`exists (select 1 from ${labResults} r where r.order_id = ${labOrderTests.orderId} and r.order_test_id = ${labOrderTests.id} and r.superseded_at is null and r.replaces_id is not null)`;

const COLUMNS = {
  id: labOrderTests.id,
  test: { name: labTests.name, loinc: labTests.loinc, loincDisplay: labTests.loincDisplay, specimen: labTests.specimen },
  order: {
    id: labOrders.id,
    number: labOrders.number,
    patientId: labOrders.patientId,
    status: labOrders.status,
    priority: labOrders.priority,
    note: labOrders.note,
    orderedAt: labOrders.orderedAt,
    orderedById: labOrders.orderedById,
    collectedAt: labOrders.collectedAt,
    releasedAt: labOrders.releasedAt,
    verifiedById: labOrders.verifiedById,
    cancelReason: labOrders.cancelReason,
  },
  orderedBy: personOrSystemSql(orderer, ordererSystem),
  orderedBySystem: sql<boolean>`${ordererSystem.id} is not null`.mapWith(truth),
  verifiedBy: personOrSystemSql(verifier, verifierSystem),
  verifiedBySystem: sql<boolean>`${verifierSystem.id} is not null`.mapWith(truth),
  encounterId: encounterIdColumn(),
};

/** A page of ordered tests; with their current results when `withResults` (a report's, not a request's). */
export async function readLabRequests(db: Db, where: SQL, bound: PageBound, withResults = false): Promise<LabRequestRow[]> {
  const { position, order } = keyset(labOrderTests.id, bound);
  // A request needs no results: constants in their place spare the subqueries.
  const results = withResults ? { resultIds: resultIdsColumn(), amended: amendedColumn() } : { resultIds: sql<number[]>`'[]'::json`.mapWith(() => [] as number[]), amended: sql<boolean>`false`.mapWith(() => false) };
  const found = await db
    .select({ ...COLUMNS, ...results })
    .from(labOrderTests)
    .innerJoin(labOrders, eq(labOrders.id, labOrderTests.orderId))
    .innerJoin(labTests, eq(labTests.id, labOrderTests.testId))
    .leftJoin(appointments, eq(appointments.id, labOrders.appointmentId))
    .leftJoin(orderer, eq(orderer.id, labOrders.orderedById))
    .leftJoin(ordererSystem, eq(ordererSystem.id, labOrders.orderedBySystemId))
    .leftJoin(verifier, eq(verifier.id, labOrders.verifiedById))
    .leftJoin(verifierSystem, eq(verifierSystem.id, labOrders.verifiedBySystemId))
    .where(and(where, position))
    .orderBy(order)
    .limit(bound.limit);
  return found.map(({ orderedBy, orderedBySystem, verifiedBy, verifiedBySystem, ...rest }) => ({
    ...rest,
    orderedBy: orderedBy !== null && orderedBySystem ? systemActor(orderedBy) : orderedBy,
    orderedBySystem,
    verifiedBy: verifiedBy !== null && verifiedBySystem ? systemActor(verifiedBy) : verifiedBy,
    verifiedBySystem,
  }));
}

export async function countLabRequests(db: Db, where: SQL): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(labOrderTests)
    .innerJoin(labOrders, eq(labOrders.id, labOrderTests.orderId))
    .innerJoin(labTests, eq(labTests.id, labOrderTests.testId))
    .leftJoin(appointments, eq(appointments.id, labOrders.appointmentId))
    .where(where);
  return total;
}

/** One ordered test by its id; with its results for its report. */
export async function readLabRequest(db: Db, id: number, withResults = false): Promise<LabRequestRow | undefined> {
  return (await readLabRequests(db, eq(labOrderTests.id, id), { limit: 1 }, withResults))[0];
}
