import 'server-only';
import { and, count, eq, getTableColumns, gte, inArray, isNotNull, isNull, lt, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { medicationHistory } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { importSystem } from '@/lib/fhir/import-system';
import { codeTokenCondition } from '@/lib/fhir/search/code-token';
import { readDaySpan, type DaySpan } from '@/lib/fhir/search/date';
import { prefixedId } from '@/lib/fhir/search/interleave';
import type { PageBound } from '@/lib/fhir/search/page';
import { readToken } from '@/lib/fhir/search/params';
import { referencedId } from '@/lib/fhir/search/reference';
import { dayCondition, idCondition, keyset, NOTHING, parameterConditions } from '@/lib/fhir/search/sql';
import type { SearchPlan } from '@/lib/fhir/searches';
import { HISTORY_ID_PREFIX, REQUEST_STATUS, toFhirHistoryRequest } from '@/lib/medication-history/fhir/medication-request';
import { STATEMENT_STATUS, toFhirMedicationStatement, type MedicationHistoryRow } from '@/lib/medication-history/fhir/medication-statement';
import { importSourceColumns, importSourceOf, withImportSource } from '@/lib/record-import/queries/import-source';

type Kind = 'statement' | 'request';
type Values = ReadonlyMap<string, readonly string[]>;

const h = medicationHistory;

/** Voided here, or sent as entered in error: served only when status asks for it. */
const inError = or(isNotNull(h.voidedAt), eq(h.status, 'entered-in-error')) as SQL;
const standing = and(isNull(h.voidedAt), ne(h.status, 'entered-in-error')) as SQL;

/**
 * A status as SQL over the statuses kept as sent, through the mapping the resource is served by: every kept status
 * that maps to it, and for unknown, every status the mapping does not know.
 */
function statusCondition(mapping: Record<string, string>, value: string): SQL {
  const code = readToken(value).code.trim();
  if (code === 'entered-in-error') return inError;
  const kept = Object.keys(mapping).filter((status) => mapping[status] === code);
  const unknown = code === 'unknown' ? notInArray(h.status, Object.keys(mapping)) : undefined;
  if (kept.length === 0 && !unknown) return NOTHING;
  return and(standing, or(kept.length > 0 ? inArray(h.status, kept) : undefined, unknown)) as SQL;
}

/**
 * When a medicine was taken, as a period: from its start (or its end, when only that is known) to its end, and on
 * without one. A date parameter matches a period that overlaps the days it names (ge, gt: that runs on to them; le,
 * lt: that began by them).
 */
function effectiveCondition({ prefix, from, until }: DaySpan): SQL {
  const start = sql`coalesce(${h.startedOn}, ${h.endedOn})`;
  const runsTo = (day: string) => or(isNull(h.endedOn), gte(h.endedOn, day));
  if (prefix === 'ge') return and(isNotNull(start), runsTo(from)) as SQL;
  if (prefix === 'gt') return and(isNotNull(start), runsTo(until)) as SQL;
  if (prefix === 'le') return lt(start, until);
  if (prefix === 'lt') return lt(start, from);
  return and(lt(start, until), runsTo(from)) as SQL;
}

const patient = (value: string) => {
  const id = referencedId(value, 'Patient');
  return id === null ? NOTHING : eq(h.patientId, id);
};

const STATEMENT_PARAMETER: Record<string, (value: string) => SQL> = {
  _id: (value) => idCondition(h.id, value),
  patient,
  subject: patient,
  status: (value) => statusCondition(STATEMENT_STATUS, value),
  effective: (value) => effectiveCondition(readDaySpan('effective', value)),
  code: (value) => codeTokenCondition(h.codeSystem, h.code, value),
};

const REQUEST_PARAMETER: Record<string, (value: string) => SQL> = {
  _id: (value) => {
    const id = prefixedId(value, HISTORY_ID_PREFIX);
    return id === null ? NOTHING : eq(h.id, id);
  },
  patient,
  subject: patient,
  authoredon: (value) => dayCondition(h.recordedOn, readDaySpan('authoredon', value)),
  status: (value) => statusCondition(REQUEST_STATUS, value),
};

/** A search of one kind of the history as SQL: voided records (and those sent in error) only when status asks. */
export function fhirMedicationHistoryCondition(kind: Kind, values: Values): SQL {
  const parameters = kind === 'statement' ? STATEMENT_PARAMETER : REQUEST_PARAMETER;
  return and(eq(h.kind, kind), values.has('status') ? undefined : standing, ...parameterConditions(values, parameters)) as SQL;
}

const COLUMNS = { ...getTableColumns(h), ...importSourceColumns() };

function select(db: Db) {
  return withImportSource(db.select(COLUMNS).from(h).$dynamic(), h.importId);
}

type Selected = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

const rowOf = ({ sourceName, importedAt, importedBy, importedBySystem, ...medicine }: Selected): MedicationHistoryRow => ({
  ...medicine,
  source: importSourceOf({ sourceName, importedAt, importedBy, importedBySystem }),
});

export async function readFhirMedicationHistory(db: Db, where: SQL, bound: PageBound): Promise<MedicationHistoryRow[]> {
  const { position, order } = keyset(h.id, bound);
  return (await select(db).where(and(where, position)).orderBy(order).limit(bound.limit)).map(rowOf);
}

export async function countFhirMedicationHistory(db: Db, where: SQL): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(h).where(where);
  return total;
}

/** A MedicationStatement by its id (a medicine of the history that came as a statement), a voided one too. */
export async function readFhirMedicationStatement(db: Db, id: number): Promise<MedicationHistoryRow | undefined> {
  const [row] = await select(db).where(and(eq(h.id, id), eq(h.kind, 'statement')));
  return row && rowOf(row);
}

/** A medicine prescribed elsewhere by its MedicationRequest id (`history-12`), a voided one too. */
export async function readFhirHistoryRequest(db: Db, id: string): Promise<MedicationHistoryRow | undefined> {
  const historyId = prefixedId(id, HISTORY_ID_PREFIX);
  if (historyId === null) return undefined;
  const [row] = await select(db).where(and(eq(h.id, historyId), eq(h.kind, 'request')));
  return row && rowOf(row);
}

/** The MedicationStatement search (lib/fhir/searches.ts). */
export function medicationStatementPlan(db: Db, values: Values): SearchPlan<MedicationHistoryRow> {
  const where = fhirMedicationHistoryCondition('statement', values);
  const system = importSystem();
  return {
    read: (bound) => readFhirMedicationHistory(db, where, bound),
    count: () => countFhirMedicationHistory(db, where),
    toResource: (row) => toFhirMedicationStatement(row, system),
    patientIdOf: (row) => row.patientId,
  };
}

/** The medication history's side of a MedicationRequest search (lib/fhir/searches.ts). */
export function historyRequestPlan(db: Db, values: Values): SearchPlan<MedicationHistoryRow> {
  const where = fhirMedicationHistoryCondition('request', values);
  const system = importSystem();
  return {
    read: (bound) => readFhirMedicationHistory(db, where, bound),
    count: () => countFhirMedicationHistory(db, where),
    toResource: (row) => toFhirHistoryRequest(row, system),
    patientIdOf: (row) => row.patientId,
  };
}
