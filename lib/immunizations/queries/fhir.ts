import 'server-only';
import { and, count, eq, getTableColumns, isNotNull, isNull, ne, or, type SQL } from 'drizzle-orm';
import { patientImmunizations } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { importSystem } from '@/lib/fhir/import-system';
import { codeTokenCondition } from '@/lib/fhir/search/code-token';
import { readDaySpan } from '@/lib/fhir/search/date';
import type { PageBound } from '@/lib/fhir/search/page';
import { readToken } from '@/lib/fhir/search/params';
import { referencedId } from '@/lib/fhir/search/reference';
import { dayCondition, idCondition, keyset, NOTHING, parameterConditions } from '@/lib/fhir/search/sql';
import type { SearchPlan } from '@/lib/fhir/searches';
import { toFhirImmunization, type ImmunizationRow } from '@/lib/immunizations/fhir/immunization';
import { importSourceColumns, importSourceOf, withImportSource } from '@/lib/record-import/queries/import-source';

/** Voided here, or sent as entered in error: served only when status asks for it. */
const inError = or(isNotNull(patientImmunizations.voidedAt), eq(patientImmunizations.status, 'entered-in-error')) as SQL;
const standing = and(isNull(patientImmunizations.voidedAt), ne(patientImmunizations.status, 'entered-in-error')) as SQL;

const PARAMETER: Record<string, (value: string) => SQL> = {
  _id: (value) => idCondition(patientImmunizations.id, value),
  patient: (value) => {
    const id = referencedId(value, 'Patient');
    return id === null ? NOTHING : eq(patientImmunizations.patientId, id);
  },
  date: (value) => dayCondition(patientImmunizations.givenOn, readDaySpan('date', value)),
  status: (value) => {
    const code = readToken(value).code.trim();
    if (code === 'entered-in-error') return inError;
    // Completed is every standing one but those not done: a status R4 does not know is served as completed.
    if (code === 'completed') return and(standing, ne(patientImmunizations.status, 'not-done')) as SQL;
    return code === 'not-done' ? (and(standing, eq(patientImmunizations.status, code)) as SQL) : NOTHING;
  },
  'vaccine-code': (value) => codeTokenCondition(patientImmunizations.codeSystem, patientImmunizations.code, value),
};

/** An Immunization search as SQL: voided records (and those sent in error) only when status asks for them. */
export function fhirImmunizationCondition(values: ReadonlyMap<string, readonly string[]>): SQL {
  return and(values.has('status') ? undefined : standing, ...parameterConditions(values, PARAMETER)) as SQL;
}

const COLUMNS = { ...getTableColumns(patientImmunizations), ...importSourceColumns() };

function select(db: Db) {
  return withImportSource(db.select(COLUMNS).from(patientImmunizations).$dynamic(), patientImmunizations.importId);
}

type Selected = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

const rowOf = ({ sourceName, importedAt, importedBy, importedBySystem, ...immunization }: Selected): ImmunizationRow => ({
  ...immunization,
  source: importSourceOf({ sourceName, importedAt, importedBy, importedBySystem }),
});

export async function readFhirImmunizations(db: Db, where: SQL, bound: PageBound): Promise<ImmunizationRow[]> {
  const { position, order } = keyset(patientImmunizations.id, bound);
  return (await select(db).where(and(where, position)).orderBy(order).limit(bound.limit)).map(rowOf);
}

export async function countFhirImmunizations(db: Db, where: SQL): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(patientImmunizations).where(where);
  return total;
}

/** An immunization by its id, a voided one too (it reads as entered-in-error). */
export async function readFhirImmunization(db: Db, id: number): Promise<ImmunizationRow | undefined> {
  const [row] = await select(db).where(eq(patientImmunizations.id, id));
  return row && rowOf(row);
}

/** The Immunization search (lib/fhir/searches.ts). */
export function immunizationPlan(db: Db, values: ReadonlyMap<string, readonly string[]>): SearchPlan<ImmunizationRow> {
  const where = fhirImmunizationCondition(values);
  const system = importSystem();
  return { read: (bound) => readFhirImmunizations(db, where, bound), count: () => countFhirImmunizations(db, where), toResource: (row) => toFhirImmunization(row, system), patientIdOf: (row) => row.patientId };
}
