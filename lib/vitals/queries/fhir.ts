import 'server-only';
import { and, count, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { observations } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { readDaySpan } from '@/lib/fhir/search/date';
import type { PageBound } from '@/lib/fhir/search/page';
import { orValues, readToken } from '@/lib/fhir/search/params';
import { anyOf, clinicDayCondition, idCondition, keyset, NOTHING, parameterConditions } from '@/lib/fhir/search/sql';
import { referencedId } from '@/lib/fhir/search/reference';
import { LOINC, MEASURE_CODING, type ObservationRow } from '@/lib/vitals/fhir/observation';
import { MEASURES, type Measure } from '@/lib/vitals/rules/measures';

const measureIn = (measures: Measure[]): SQL => (measures.length === 0 ? NOTHING : inArray(observations.measure, measures));

function patientCondition(value: string): SQL {
  const id = referencedId(value, 'Patient');
  return id === null ? NOTHING : eq(observations.patientId, id);
}

function codeCondition(value: string): SQL {
  const { system, code } = readToken(value);
  if (system !== null && system !== '' && system !== LOINC) return NOTHING;
  return measureIn(MEASURES.filter((measure) => MEASURE_CODING[measure].codes.some((one) => one.code === code.trim())));
}

function categoryCondition(value: string): SQL {
  const { code } = readToken(value);
  return measureIn(MEASURES.filter((measure) => MEASURE_CODING[measure].category === code.trim()));
}

const PARAMETER: Record<string, (value: string) => SQL> = {
  _id: (value) => idCondition(observations.id, value),
  patient: patientCondition,
  subject: patientCondition,
  date: (value) => clinicDayCondition(observations.takenAt, readDaySpan('date', value)),
  code: codeCondition,
  category: categoryCondition,
};

/**
 * An Observation search as SQL. Readings of a voided record are left out unless `status=entered-in-error` asks
 * for them (`status=final,entered-in-error`: both).
 */
export function fhirObservationCondition(values: ReadonlyMap<string, readonly string[]>): SQL {
  const conditions = parameterConditions(values, PARAMETER, ['status']);
  const statuses = new Set((values.get('status') ?? ['final']).flatMap(orValues).map((value) => readToken(value).code));
  conditions.push(anyOf([...(statuses.has('final') ? [isNull(observations.voidedAt)] : []), ...(statuses.has('entered-in-error') ? [isNotNull(observations.voidedAt)] : [])]));
  return and(...conditions) as SQL;
}

export function readFhirObservations(db: Db, where: SQL, bound: PageBound): Promise<ObservationRow[]> {
  const { position, order } = keyset(observations.id, bound);
  return db.select().from(observations).where(and(where, position)).orderBy(order).limit(bound.limit);
}

export async function countFhirObservations(db: Db, where: SQL): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(observations).where(where);
  return total;
}

/** An observation by id, voided or not (a voided one reads as entered-in-error). */
export async function readFhirObservation(db: Db, id: number): Promise<ObservationRow | undefined> {
  const [row] = await db.select().from(observations).where(eq(observations.id, id));
  return row;
}
