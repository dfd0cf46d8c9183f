import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { labOrders, labResults, patients } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { ageInMonths } from '@/lib/lab/rules/flag';
import type { LabOrderStatus, LabPriority, ResultFlag } from '@/lib/lab/rules/states';
import { isoDateInZone } from '@/lib/clinic-time';
import { analytesOf, type Analyte } from './analytes';
import { canceller, collector, enterer, entererSystem, orderer, ordererSystem, personOrSystemSql, reviewer, staffNameSql, verifier, verifierSystem } from './order-people';

/** One result as every screen shows it: the value, unit, the range that applied, its flag, who entered it and when. */
export interface LabResultView {
  id: number;
  testId: number;
  valueNumber: number | null;
  valueText: string | null;
  unit: string | null;
  rangeLow: number | null;
  rangeHigh: number | null;
  flag: ResultFlag | null;
  /** ISO instant. */
  enteredAt: string;
  enteredBy: string | null;
  /** Set on an earlier value an amendment replaced: shown struck through. */
  supersededAt: string | null;
  /** The reason given by the amendment that wrote this value. */
  amendReason: string | null;
}

/** One test of the order with its current result and the earlier values amendments replaced (oldest first). */
export interface LabOrderLine {
  analyte: Analyte;
  result: LabResultView | null;
  earlier: LabResultView[];
}

/** An order with everything the Lab screen's dialogs, the chart and the report show of it. */
export interface LabOrderDetail {
  id: number;
  number: number;
  status: LabOrderStatus;
  priority: LabPriority;
  note: string;
  patient: { id: number; name: string; patientNumber: number; gender: 'male' | 'female' | 'other'; dateOfBirth: string; ageYears: number };
  appointmentId: number | null;
  /** "Dr. Ada Obi", or the connected system's name; null once the account is gone. */
  orderedBy: string | null;
  orderedById: number | null;
  orderedAt: string;
  accession: string | null;
  collectedAt: string | null;
  collectedBy: string | null;
  resultedAt: string | null;
  resultedById: number | null;
  verifiedBy: string | null;
  selfVerified: boolean;
  releasedAt: string | null;
  amendedAt: string | null;
  cancelledAt: string | null;
  cancelledBy: string | null;
  cancelReason: string | null;
  reviewedAt: string | null;
  reviewedBy: string | null;
  reviewNote: string | null;
  lines: LabOrderLine[];
}

const iso = (instant: Date | null): string | null => (instant ? instant.toISOString() : null);

/** The order with its patient, people and results; undefined for no such order. Three statements. */
export async function getLabOrder(db: Db, orderId: number): Promise<LabOrderDetail | undefined> {
  const [row] = await db
    .select({
      order: labOrders,
      patient: { id: patients.id, name: patients.fullName, patientNumber: patients.patientNumber, gender: patients.gender, dateOfBirth: patients.dateOfBirth },
      orderedBy: personOrSystemSql(orderer, ordererSystem),
      collectedBy: staffNameSql(collector),
      verifiedBy: personOrSystemSql(verifier, verifierSystem),
      cancelledBy: staffNameSql(canceller),
      reviewedBy: staffNameSql(reviewer),
    })
    .from(labOrders)
    .innerJoin(patients, eq(patients.id, labOrders.patientId))
    .leftJoin(orderer, eq(orderer.id, labOrders.orderedById))
    .leftJoin(ordererSystem, eq(ordererSystem.id, labOrders.orderedBySystemId))
    .leftJoin(collector, eq(collector.id, labOrders.collectedById))
    .leftJoin(verifier, eq(verifier.id, labOrders.verifiedById))
    .leftJoin(verifierSystem, eq(verifierSystem.id, labOrders.verifiedBySystemId))
    .leftJoin(canceller, eq(canceller.id, labOrders.cancelledById))
    .leftJoin(reviewer, eq(reviewer.id, labOrders.reviewedById))
    .where(eq(labOrders.id, orderId));
  if (!row) return undefined;
  const [analytes, results] = await Promise.all([
    analytesOf(db, orderId),
    db
      .select({
        id: labResults.id,
        testId: labResults.testId,
        valueNumber: labResults.valueNumber,
        valueText: labResults.valueText,
        unit: labResults.unit,
        rangeLow: labResults.rangeLow,
        rangeHigh: labResults.rangeHigh,
        flag: labResults.flag,
        enteredAt: labResults.enteredAt,
        enteredBy: personOrSystemSql(enterer, entererSystem),
        supersededAt: labResults.supersededAt,
        amendReason: labResults.amendReason,
      })
      .from(labResults)
      .leftJoin(enterer, eq(enterer.id, labResults.enteredById))
      .leftJoin(entererSystem, eq(entererSystem.id, labResults.enteredBySystemId))
      .where(eq(labResults.orderId, orderId))
      .orderBy(asc(labResults.id)),
  ]);
  const views = results.map((result) => ({ ...result, enteredAt: result.enteredAt.toISOString(), supersededAt: iso(result.supersededAt) }));
  const { order, patient } = row;
  const on = isoDateInZone(order.collectedAt ?? order.orderedAt);
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    priority: order.priority,
    note: order.note,
    patient: { ...patient, ageYears: Math.floor(ageInMonths(patient.dateOfBirth, on) / 12) },
    appointmentId: order.appointmentId,
    orderedBy: row.orderedBy,
    orderedById: order.orderedById,
    orderedAt: order.orderedAt.toISOString(),
    accession: order.accession,
    collectedAt: iso(order.collectedAt),
    collectedBy: row.collectedBy,
    resultedAt: iso(order.resultedAt),
    resultedById: order.resultedById,
    verifiedBy: row.verifiedBy,
    selfVerified: order.selfVerified,
    releasedAt: iso(order.releasedAt),
    amendedAt: iso(order.amendedAt),
    cancelledAt: iso(order.cancelledAt),
    cancelledBy: row.cancelledBy,
    cancelReason: order.cancelReason,
    reviewedAt: iso(order.reviewedAt),
    reviewedBy: row.reviewedBy,
    reviewNote: order.reviewNote,
    lines: analytes.map((analyte) => {
      const own = views.filter((view) => view.testId === analyte.testId);
      return { analyte, result: own.find((view) => view.supersededAt === null) ?? null, earlier: own.filter((view) => view.supersededAt !== null) };
    }),
  };
}
