import 'server-only';
import { and, count, eq, getTableColumns, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import { pastVisits } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { importSystem } from '@/lib/fhir/import-system';
import { readDaySpan } from '@/lib/fhir/search/date';
import { prefixedId } from '@/lib/fhir/search/interleave';
import type { PageBound } from '@/lib/fhir/search/page';
import { readToken } from '@/lib/fhir/search/params';
import { referencedId } from '@/lib/fhir/search/reference';
import { clinicDayCondition, keyset, NOTHING, parameterConditions } from '@/lib/fhir/search/sql';
import { tokenCode } from '@/lib/fhir/search/token';
import type { SearchPlan } from '@/lib/fhir/searches';
import { ACT_CODE, ELSEWHERE_ID_PREFIX, ENCOUNTER_STATUSES, toFhirPastEncounter, type PastVisitRow } from '@/lib/past-visits/fhir/encounter';
import { importSourceColumns, importSourceOf, withImportSource } from '@/lib/record-import/queries/import-source';

const patient = (value: string) => {
  const id = referencedId(value, 'Patient');
  return id === null ? NOTHING : eq(pastVisits.patientId, id);
};

/** A status as the visit's record says it; unknown is also every status R4 does not know. */
function statusCondition(value: string): SQL {
  const code = readToken(value).code.trim();
  if (!(ENCOUNTER_STATUSES as readonly string[]).includes(code)) return NOTHING;
  if (code !== 'unknown') return eq(pastVisits.status, code);
  return notInArray(pastVisits.status, ENCOUNTER_STATUSES.filter((status) => status !== 'unknown'));
}

const PARAMETER: Record<string, (value: string) => SQL> = {
  _id: (value) => {
    const id = prefixedId(value, ELSEWHERE_ID_PREFIX);
    return id === null ? NOTHING : eq(pastVisits.id, id);
  },
  patient,
  subject: patient,
  date: (value) => clinicDayCondition(pastVisits.startedAt, readDaySpan('date', value)),
  status: statusCondition,
  // The class the record gave, as its ActCode; one given in words alone, or none, matches no code.
  class: (value) => {
    const code = tokenCode(value, ACT_CODE);
    return code ? eq(sql`btrim(${pastVisits.classCode})`, code) : NOTHING;
  },
};

/** A search of the visits elsewhere as SQL: one sent as entered in error only when status asks for it. */
export function fhirPastVisitCondition(values: ReadonlyMap<string, readonly string[]>): SQL {
  return and(values.has('status') ? undefined : ne(pastVisits.status, 'entered-in-error'), ...parameterConditions(values, PARAMETER)) as SQL;
}

const COLUMNS = { ...getTableColumns(pastVisits), ...importSourceColumns() };

function select(db: Db) {
  return withImportSource(db.select(COLUMNS).from(pastVisits).$dynamic(), pastVisits.importId);
}

type Selected = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

const rowOf = ({ sourceName, importedAt, importedBy, importedBySystem, ...visit }: Selected): PastVisitRow => ({
  ...visit,
  source: importSourceOf({ sourceName, importedAt, importedBy, importedBySystem }),
});

export async function readFhirPastVisits(db: Db, where: SQL, bound: PageBound): Promise<PastVisitRow[]> {
  const { position, order } = keyset(pastVisits.id, bound);
  return (await select(db).where(and(where, position)).orderBy(order).limit(bound.limit)).map(rowOf);
}

export async function countFhirPastVisits(db: Db, where: SQL): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(pastVisits).where(where);
  return total;
}

/** A visit elsewhere by its Encounter id (`elsewhere-12`). */
export async function readFhirPastVisit(db: Db, id: string): Promise<PastVisitRow | undefined> {
  const visitId = prefixedId(id, ELSEWHERE_ID_PREFIX);
  if (visitId === null) return undefined;
  const [row] = await select(db).where(eq(pastVisits.id, visitId));
  return row && rowOf(row);
}

/** The visits elsewhere's side of an Encounter search (lib/fhir/searches.ts). */
export function pastVisitPlan(db: Db, values: ReadonlyMap<string, readonly string[]>): SearchPlan<PastVisitRow> {
  const where = fhirPastVisitCondition(values);
  const system = importSystem();
  return { read: (bound) => readFhirPastVisits(db, where, bound), count: () => countFhirPastVisits(db, where), toResource: (row) => toFhirPastEncounter(row, system), patientIdOf: (row) => row.patientId };
}
