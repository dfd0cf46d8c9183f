import 'server-only';
import { and, count, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { otherObservations } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { importSystem } from '@/lib/fhir/import-system';
import { codeTokenCondition } from '@/lib/fhir/search/code-token';
import { readDaySpan } from '@/lib/fhir/search/date';
import { prefixedId } from '@/lib/fhir/search/interleave';
import type { PageBound } from '@/lib/fhir/search/page';
import { readToken } from '@/lib/fhir/search/params';
import { referencedId } from '@/lib/fhir/search/reference';
import { clinicDayCondition, keyset, NOTHING, parameterConditions } from '@/lib/fhir/search/sql';
import type { SearchPlan } from '@/lib/fhir/searches';
import { OTHER_OBSERVATION_PREFIX, OTHER_OBSERVATION_STATUSES, toFhirOtherObservation, type OtherObservationRow } from '@/lib/other-observations/fhir/observation';
import { importSourceColumns, importSourceOf, withImportSource } from '@/lib/record-import/queries/import-source';

const patient = (value: string): SQL => {
  const id = referencedId(value, 'Patient');
  return id === null ? NOTHING : eq(otherObservations.patientId, id);
};

const PARAMETER: Record<string, (value: string) => SQL> = {
  _id: (value) => {
    const id = prefixedId(value, OTHER_OBSERVATION_PREFIX);
    return id === null ? NOTHING : eq(otherObservations.id, id);
  },
  patient,
  subject: patient,
  // When it was taken, over the clinic's days, as the clinic's own measurements are searched.
  date: (value) => clinicDayCondition(otherObservations.takenAt, readDaySpan('date', value)),
  code: (value) => codeTokenCondition(otherObservations.codeSystem, otherObservations.code, value),
  // The category as sent: `social-history` of any system, or `system|social-history` of that one.
  category: (value) => codeTokenCondition(otherObservations.categorySystem, otherObservations.category, value),
  status: (value) => {
    const code = readToken(value).code.trim();
    return (OTHER_OBSERVATION_STATUSES as readonly string[]).includes(code) ? eq(otherObservations.status, code) : NOTHING;
  },
};

/** A search of the observations of imported records as SQL: every one stands (the import keeps no other), none is voided. */
export function fhirOtherObservationCondition(values: ReadonlyMap<string, readonly string[]>): SQL {
  const conditions = parameterConditions(values, PARAMETER);
  return conditions.length === 0 ? sql`true` : (and(...conditions) as SQL);
}

const COLUMNS = { ...getTableColumns(otherObservations), ...importSourceColumns() };

function select(db: Db) {
  return withImportSource(db.select(COLUMNS).from(otherObservations).$dynamic(), otherObservations.importId);
}

type Selected = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

const rowOf = ({ sourceName, importedAt, importedBy, importedBySystem, ...observation }: Selected): OtherObservationRow => ({
  ...observation,
  source: importSourceOf({ sourceName, importedAt, importedBy, importedBySystem }),
});

export async function readFhirOtherObservations(db: Db, where: SQL, bound: PageBound): Promise<OtherObservationRow[]> {
  const { position, order } = keyset(otherObservations.id, bound);
  return (await select(db).where(and(where, position)).orderBy(order).limit(bound.limit)).map(rowOf);
}

export async function countFhirOtherObservations(db: Db, where: SQL): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(otherObservations).where(where);
  return total;
}

/** An observation of an imported record by its id (the number of `other-{id}`). */
export async function readFhirOtherObservation(db: Db, id: number): Promise<OtherObservationRow | undefined> {
  const [row] = await select(db).where(eq(otherObservations.id, id));
  return row && rowOf(row);
}

/** The imported records' side of the Observation search (lib/fhir/searches.ts). */
export function otherObservationPlan(db: Db, values: ReadonlyMap<string, readonly string[]>): SearchPlan<OtherObservationRow> {
  const where = fhirOtherObservationCondition(values);
  const system = importSystem();
  return {
    read: (bound) => readFhirOtherObservations(db, where, bound),
    count: () => countFhirOtherObservations(db, where),
    toResource: (row) => toFhirOtherObservation(row, system),
    patientIdOf: (row) => row.patientId,
  };
}
