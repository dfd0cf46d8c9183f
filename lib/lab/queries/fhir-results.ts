import 'server-only';
import { and, count, eq, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { appointments, labOrders, labOrderTests, labResults, labTests } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { encounterIdColumn } from '@/lib/diagnosis/queries/fhir-visits';
import { readDaySpan } from '@/lib/fhir/search/date';
import { prefixedId } from '@/lib/fhir/search/interleave';
import type { PageBound } from '@/lib/fhir/search/page';
import { readToken } from '@/lib/fhir/search/params';
import { clinicDayCondition, keyset, NOTHING, parameterConditions } from '@/lib/fhir/search/sql';
import { referencedId } from '@/lib/fhir/search/reference';
import { tokenCode } from '@/lib/fhir/search/token';
import { systemActor } from '@/lib/fhir/smart/refusals';
import { LAB_ID_PREFIX, LOINC } from '@/lib/lab/fhir/codes';
import type { LabResultRow } from '@/lib/lab/fhir/rows';
import { enterer, entererSystem, staffNameSql } from './order-people';

// The laboratory's current results (an amended value's earlier one is kept on the order, not served), each with its
// test and its order: lab Observations, read by keyset on the result's id.

const patientIs = (value: string): SQL => {
  const id = referencedId(value, 'Patient');
  return id === null ? NOTHING : eq(labOrders.patientId, id);
};

const released = eq(labOrders.status, 'released');
const RESULT_STATUS: Record<string, SQL> = {
  preliminary: ne(labOrders.status, 'released'),
  final: and(released, isNull(labResults.replacesId)) as SQL,
  amended: and(released, isNotNull(labResults.replacesId)) as SQL,
};

const PARAMETER: Record<string, (value: string) => SQL> = {
  _id: (value) => {
    const id = prefixedId(value, LAB_ID_PREFIX);
    return id === null ? NOTHING : eq(labResults.id, id);
  },
  patient: patientIs,
  subject: patientIs,
  date: (value) => clinicDayCondition(labOrders.collectedAt, readDaySpan('date', value)),
  code: (value) => {
    const code = tokenCode(value, LOINC);
    return code === null ? NOTHING : eq(labTests.loinc, code);
  },
  // Every result here is a laboratory's.
  category: (value) => (readToken(value).code.trim() === 'laboratory' ? sql`true` : NOTHING),
  status: (value) => RESULT_STATUS[readToken(value).code.trim()] ?? NOTHING,
  // Through the order of the ordered test, so that the results' (order, test) index finds them.
  'based-on': (value) => {
    const id = referencedId(value, 'ServiceRequest');
    return id === null ? NOTHING : (and(eq(labResults.orderId, sql`(select ${labOrderTests.orderId} from ${labOrderTests} where ${labOrderTests.id} = ${id})`), eq(labResults.orderTestId, id)) as SQL);
  },
};

/** A lab Observation search as SQL: current results only. */
export function fhirLabResultCondition(values: ReadonlyMap<string, readonly string[]>): SQL {
  return and(isNull(labResults.supersededAt), ...parameterConditions(values, PARAMETER)) as SQL;
}

export async function readLabResults(db: Db, where: SQL, bound: PageBound): Promise<LabResultRow[]> {
  const { position, order } = keyset(labResults.id, bound);
  const found = await db
    .select({
      id: labResults.id,
      orderTestId: labResults.orderTestId,
      valueNumber: labResults.valueNumber,
      valueText: labResults.valueText,
      unit: labResults.unit,
      rangeLow: labResults.rangeLow,
      rangeHigh: labResults.rangeHigh,
      flag: labResults.flag,
      enteredById: labResults.enteredById,
      entererName: staffNameSql(enterer),
      entererSystem: entererSystem.name,
      replacesId: labResults.replacesId,
      amendReason: labResults.amendReason,
      test: { name: labTests.name, loinc: labTests.loinc, loincDisplay: labTests.loincDisplay, kind: labTests.kind },
      order: { id: labOrders.id, patientId: labOrders.patientId, status: labOrders.status, collectedAt: labOrders.collectedAt, releasedAt: labOrders.releasedAt },
      encounterId: encounterIdColumn(),
    })
    .from(labResults)
    .innerJoin(labOrders, eq(labOrders.id, labResults.orderId))
    .innerJoin(labTests, eq(labTests.id, labResults.testId))
    .leftJoin(appointments, eq(appointments.id, labOrders.appointmentId))
    .leftJoin(enterer, eq(enterer.id, labResults.enteredById))
    .leftJoin(entererSystem, eq(entererSystem.id, labResults.enteredBySystemId))
    .where(and(where, position))
    .orderBy(order)
    .limit(bound.limit);
  return found.map(({ entererName, entererSystem: system, ...row }) => ({ ...row, enteredBy: entererName ?? (system === null ? null : systemActor(system)) }));
}

export async function countLabResults(db: Db, where: SQL): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(labResults)
    .innerJoin(labOrders, eq(labOrders.id, labResults.orderId))
    .innerJoin(labTests, eq(labTests.id, labResults.testId))
    .where(where);
  return total;
}

/** A current result by its id. */
export async function readLabResult(db: Db, id: number): Promise<LabResultRow | undefined> {
  return (await readLabResults(db, and(isNull(labResults.supersededAt), eq(labResults.id, id)) as SQL, { limit: 1 }))[0];
}

/** The current results of an order's tests, by test: the ids a transaction's answer points to. */
export async function currentResultIds(db: Db, orderId: number, testIds: readonly number[]): Promise<Map<number, number>> {
  if (testIds.length === 0) return new Map();
  const rows = await db
    .select({ id: labResults.id, testId: labResults.testId })
    .from(labResults)
    .where(and(eq(labResults.orderId, orderId), inArray(labResults.testId, [...testIds]), isNull(labResults.supersededAt)));
  return new Map(rows.map((row) => [row.testId, row.id]));
}
