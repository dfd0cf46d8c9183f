// Not `server-only`: the demo seed (`npm run db:seed`, plain Node) takes its sample orders through these steps.
import { and, eq, isNull } from 'drizzle-orm';
import { mayChange, type Actor } from '@/lib/auth/roles';
import { isoDateInZone } from '@/lib/clinic-time';
import { labOrders, labResults } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { analytesOf, type Analyte } from '@/lib/lab/queries/analytes';
import { ageInMonths, flagOf, rangeFor, type RangeSubject } from '@/lib/lab/rules/flag';
import { readResult } from '@/lib/lab/rules/result-value';
import type { ResultFlag } from '@/lib/lab/rules/states';
import { lockOrder, NO_SUCH_ORDER, wrongState, type LockedOrder, type StepResult } from './order-state';

/** Who does a step: a member of staff, or the outside laboratory (a connected system) that sent the results. */
export type LabActor = { doctorId: number; systemId?: undefined } | { systemId: number; doctorId?: undefined };

/** Cancels an order before its specimen is taken, by the doctor who placed it or an administrator; the reason stays with it. */
export async function cancelOrder(db: Db, orderId: number, reason: string, by: Actor, now = new Date()): Promise<StepResult> {
  const order = await lockOrder(db, orderId);
  if (!order) return { ok: false, message: NO_SUCH_ORDER };
  if (!mayChange(by, order.orderedById)) return { ok: false, message: 'Only the doctor who placed this order or an administrator can cancel it.', patientId: order.patientId };
  if (order.status !== 'ordered') return { ok: false, message: wrongState(order.status, 'cancel'), patientId: order.patientId };
  await db.update(labOrders).set({ status: 'cancelled', cancelledAt: now, cancelledById: by.id, cancelReason: reason }).where(eq(labOrders.id, orderId));
  return { ok: true, patientId: order.patientId, data: undefined };
}

/** "Collect specimen": the accession number and when it was taken (by no one of the staff when an outside laboratory took it); the order moves to In progress. */
export async function collectSpecimen(db: Db, orderId: number, accession: string, by: number | null, collectedAt: Date): Promise<StepResult> {
  const order = await lockOrder(db, orderId);
  if (!order) return { ok: false, message: NO_SUCH_ORDER };
  if (order.status !== 'ordered') return { ok: false, message: wrongState(order.status, 'collect'), patientId: order.patientId };
  if (collectedAt.getTime() < order.orderedAt.getTime() - 60_000) return { ok: false, message: 'The specimen cannot have been taken before the order was placed.', patientId: order.patientId };
  await db.update(labOrders).set({ status: 'collected', accession, collectedAt, collectedById: by }).where(eq(labOrders.id, orderId));
  return { ok: true, patientId: order.patientId, data: undefined };
}

/** The patient as the ranges see them: sex, and age in months on the day the specimen was taken. */
export const subjectOf = (order: Pick<LockedOrder, 'gender' | 'dateOfBirth' | 'collectedAt' | 'orderedAt'>): RangeSubject => ({
  sex: order.gender,
  ageMonths: ageInMonths(order.dateOfBirth, isoDateInZone(order.collectedAt ?? order.orderedAt)),
});

/** One result ready to store: the value read, the range that applied and the flag worked out. */
export interface ResultRow {
  analyte: Analyte;
  valueNumber: number | null;
  valueText: string | null;
  rangeLow: number | null;
  rangeHigh: number | null;
  flag: ResultFlag | null;
}

/**
 * A typed value checked against its test: a number, one of its words, or text; with the range that applies to the
 * patient and the flag. A lab that sends its own flag keeps it (lib/lab/fhir reads it).
 */
export function resultRow(analyte: Analyte, typed: string, subject: RangeSubject): ResultRow | { message: string } {
  const read = readResult(analyte, typed);
  if (!read.ok) return { message: `${analyte.name}: ${read.message}` };
  const range = analyte.kind === 'number' ? rangeFor(analyte.ranges, subject) : null;
  return {
    analyte,
    valueNumber: read.valueNumber,
    valueText: read.valueText,
    rangeLow: range?.low ?? null,
    rangeHigh: range?.high ?? null,
    flag: flagOf(analyte, read.valueNumber ?? read.valueText ?? '', subject),
  };
}

/**
 * "Enter results": stores what was typed (a blank field is left for later), replacing a value typed earlier for the
 * same test while the order is in the lab. When every test has its result the order goes To verify.
 */
export async function enterResults(
  db: Db,
  orderId: number,
  typed: ReadonlyArray<{ testId: number; value: string }>,
  by: LabActor,
  now = new Date(),
): Promise<StepResult<{ complete: boolean }>> {
  const order = await lockOrder(db, orderId);
  if (!order) return { ok: false, message: NO_SUCH_ORDER };
  if (order.status !== 'collected' && order.status !== 'resulted') return { ok: false, message: wrongState(order.status, 'enter'), patientId: order.patientId };
  const analytes = await analytesOf(db, orderId);
  const byTest = new Map(analytes.map((analyte) => [analyte.testId, analyte]));
  const subject = subjectOf(order);
  const rows: ResultRow[] = [];
  for (const { testId, value } of typed) {
    if (value.trim() === '') continue;
    const analyte = byTest.get(testId);
    if (!analyte) return { ok: false, message: 'A result names a test this order does not hold.', patientId: order.patientId };
    const row = resultRow(analyte, value, subject);
    if ('message' in row) return { ok: false, message: row.message, patientId: order.patientId };
    rows.push(row);
  }
  for (const row of rows) await storeResult(db, orderId, row, by, now);
  const present = await db.select({ testId: labResults.testId }).from(labResults).where(and(eq(labResults.orderId, orderId), isNull(labResults.supersededAt)));
  const entered = new Set(present.map((result) => result.testId));
  const complete = analytes.every((analyte) => entered.has(analyte.testId));
  await db
    .update(labOrders)
    .set(complete ? { status: 'resulted', resultedAt: now, resultedById: by.doctorId ?? null } : { status: 'collected', resultedAt: null, resultedById: null })
    .where(eq(labOrders.id, orderId));
  return { ok: true, patientId: order.patientId, data: { complete } };
}

/** Writes one current result of a test, over the one typed before it (before release there is nothing to keep). */
export async function storeResult(db: Db, orderId: number, row: ResultRow, by: LabActor, now: Date): Promise<void> {
  const values = {
    valueNumber: row.valueNumber,
    valueText: row.valueText,
    unit: row.analyte.unit,
    rangeLow: row.rangeLow,
    rangeHigh: row.rangeHigh,
    flag: row.flag,
    enteredAt: now,
    enteredById: by.doctorId ?? null,
    enteredBySystemId: by.systemId ?? null,
  };
  const updated = await db
    .update(labResults)
    .set(values)
    .where(and(eq(labResults.orderId, orderId), eq(labResults.testId, row.analyte.testId), isNull(labResults.supersededAt)))
    .returning({ id: labResults.id });
  if (updated.length === 0) await db.insert(labResults).values({ orderId, orderTestId: row.analyte.orderTestId, testId: row.analyte.testId, ...values });
}

/**
 * "Verify and release", by a second lab scientist; the one who entered the results only where the clinic allows
 * it (LAB_SELF_VERIFICATION), and the order then says so. Of two scientists releasing at once, the lock lets one
 * through; the other reads that it was released already.
 */
export async function releaseOrder(db: Db, orderId: number, by: LabActor, allowSelfVerification: boolean, now = new Date()): Promise<StepResult<{ selfVerified: boolean }>> {
  const order = await lockOrder(db, orderId);
  if (!order) return { ok: false, message: NO_SUCH_ORDER };
  if (order.status !== 'resulted') return { ok: false, message: wrongState(order.status, 'release'), patientId: order.patientId };
  const selfVerified = by.doctorId !== undefined && order.resultedById === by.doctorId;
  if (selfVerified && !allowSelfVerification) {
    return { ok: false, message: 'A second lab scientist verifies these results: you entered them.', patientId: order.patientId };
  }
  await db
    .update(labOrders)
    .set({ status: 'released', verifiedById: by.doctorId ?? null, verifiedBySystemId: by.systemId ?? null, selfVerified, releasedAt: now })
    .where(eq(labOrders.id, orderId));
  return { ok: true, patientId: order.patientId, data: { selfVerified } };
}

/**
 * Amends one released result: the earlier value stays, marked superseded, and the new one names it with the reason.
 * The order goes back on the ordering doctor's "To review", and a critical value is told again.
 */
export async function amendResult(db: Db, orderId: number, testId: number, typed: string, reason: string, by: number, now = new Date()): Promise<StepResult<{ flag: ResultFlag | null }>> {
  const order = await lockOrder(db, orderId);
  if (!order) return { ok: false, message: NO_SUCH_ORDER };
  if (order.status !== 'released') return { ok: false, message: wrongState(order.status, 'amend'), patientId: order.patientId };
  const analyte = (await analytesOf(db, orderId)).find((candidate) => candidate.testId === testId);
  if (!analyte) return { ok: false, message: 'This order holds no such test.', patientId: order.patientId };
  const row = resultRow(analyte, typed, subjectOf(order));
  if ('message' in row) return { ok: false, message: row.message, patientId: order.patientId };
  await replaceResult(db, orderId, row, reason, { doctorId: by }, now);
  return { ok: true, patientId: order.patientId, data: { flag: row.flag } };
}

/**
 * The amendment itself, on an order locked and released: the current result superseded, the new one naming it and
 * the reason, entered by a lab scientist or by the laboratory that sent it; the order back on "To review".
 */
export async function replaceResult(db: Db, orderId: number, row: ResultRow, reason: string, by: LabActor, now: Date): Promise<void> {
  const { analyte } = row;
  const [earlier] = await db
    .update(labResults)
    .set({ supersededAt: now })
    .where(and(eq(labResults.orderId, orderId), eq(labResults.testId, analyte.testId), isNull(labResults.supersededAt)))
    .returning({ id: labResults.id });
  await db.insert(labResults).values({
    orderId,
    orderTestId: analyte.orderTestId,
    testId: analyte.testId,
    valueNumber: row.valueNumber,
    valueText: row.valueText,
    unit: analyte.unit,
    rangeLow: row.rangeLow,
    rangeHigh: row.rangeHigh,
    flag: row.flag,
    enteredAt: now,
    enteredById: by.doctorId ?? null,
    enteredBySystemId: by.systemId ?? null,
    replacesId: earlier?.id ?? null,
    amendReason: reason,
  });
  await db.update(labOrders).set({ amendedAt: now, reviewedAt: null, reviewedById: null, reviewNote: null, criticalNoticeAt: null }).where(eq(labOrders.id, orderId));
}

/** "Mark as reviewed": off the doctor's "To review", with their note; a result amended later comes back. */
export async function reviewOrder(db: Db, orderId: number, note: string, by: number, now = new Date()): Promise<StepResult> {
  const order = await lockOrder(db, orderId);
  if (!order) return { ok: false, message: NO_SUCH_ORDER };
  if (order.status !== 'released') return { ok: false, message: 'Only released results are reviewed.', patientId: order.patientId };
  await db.update(labOrders).set({ reviewedAt: now, reviewedById: by, reviewNote: note || null }).where(eq(labOrders.id, orderId));
  return { ok: true, patientId: order.patientId, data: undefined };
}
