import 'server-only';
import { and, count, eq, getTableColumns, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { patientProblems } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { CATEGORY_SYSTEM, CLINICAL_STATUS_SYSTEM, VERIFICATION_STATUS_SYSTEM } from '@/lib/diagnosis/fhir/condition';
import { importSystem } from '@/lib/fhir/import-system';
import { codeTokenCondition } from '@/lib/fhir/search/code-token';
import { readDaySpan } from '@/lib/fhir/search/date';
import { prefixedId } from '@/lib/fhir/search/interleave';
import type { PageBound } from '@/lib/fhir/search/page';
import { referencedId } from '@/lib/fhir/search/reference';
import { clinicDayCondition, dayCondition, keyset, NOTHING, parameterConditions } from '@/lib/fhir/search/sql';
import { tokenCode } from '@/lib/fhir/search/token';
import type { SearchPlan } from '@/lib/fhir/searches';
import { PROBLEM_ID_PREFIX, toFhirProblemCondition, type ProblemRow } from '@/lib/problems/fhir/condition';
import { importSourceColumns, importSourceOf, withImportSource } from '@/lib/record-import/queries/import-source';

/** A problem voided here or sent as entered in error: served only when verification-status asks for it. */
const inError = or(isNotNull(patientProblems.voidedAt), eq(patientProblems.verificationStatus, 'entered-in-error')) as SQL;
const standing = and(isNull(patientProblems.voidedAt), sql`${patientProblems.verificationStatus} is distinct from 'entered-in-error'`) as SQL;

const patient = (value: string) => {
  const id = referencedId(value, 'Patient');
  return id === null ? NOTHING : eq(patientProblems.patientId, id);
};

const PARAMETER: Record<string, (value: string) => SQL> = {
  _id: (value) => {
    const id = prefixedId(value, PROBLEM_ID_PREFIX);
    return id === null ? NOTHING : eq(patientProblems.id, id);
  },
  patient,
  subject: patient,
  'recorded-date': (value) => clinicDayCondition(patientProblems.recordedAt, readDaySpan('recorded-date', value)),
  'clinical-status': (value) => {
    const code = tokenCode(value, CLINICAL_STATUS_SYSTEM);
    return code ? (and(standing, eq(patientProblems.clinicalStatus, code)) as SQL) : NOTHING;
  },
  'verification-status': (value) => {
    const code = tokenCode(value, VERIFICATION_STATUS_SYSTEM);
    if (code === 'entered-in-error') return inError;
    return code ? (and(standing, eq(patientProblems.verificationStatus, code)) as SQL) : NOTHING;
  },
  category: (value) => (tokenCode(value, CATEGORY_SYSTEM) === 'problem-list-item' ? sql`true` : NOTHING),
  code: (value) => codeTokenCondition(patientProblems.codeSystem, patientProblems.code, value),
  'onset-date': (value) => dayCondition(patientProblems.onsetOn, readDaySpan('onset-date', value)),
  'abatement-date': (value) => dayCondition(patientProblems.resolvedOn, readDaySpan('abatement-date', value)),
};

/** A search of the problem list as SQL: voided problems (and those sent in error) only when verification-status asks. */
export function fhirProblemCondition(values: ReadonlyMap<string, readonly string[]>): SQL {
  return and(values.has('verification-status') ? undefined : standing, ...parameterConditions(values, PARAMETER)) as SQL;
}

const COLUMNS = { ...getTableColumns(patientProblems), ...importSourceColumns() };

function select(db: Db) {
  return withImportSource(db.select(COLUMNS).from(patientProblems).$dynamic(), patientProblems.importId);
}

type Selected = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

const rowOf = ({ sourceName, importedAt, importedBy, importedBySystem, ...problem }: Selected): ProblemRow => ({
  ...problem,
  source: importSourceOf({ sourceName, importedAt, importedBy, importedBySystem }),
});

export async function readFhirProblems(db: Db, where: SQL, bound: PageBound): Promise<ProblemRow[]> {
  const { position, order } = keyset(patientProblems.id, bound);
  return (await select(db).where(and(where, position)).orderBy(order).limit(bound.limit)).map(rowOf);
}

export async function countFhirProblems(db: Db, where: SQL): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(patientProblems).where(where);
  return total;
}

/** A problem by its Condition id (`problem-12`), a voided one too (it reads as entered-in-error). */
export async function readFhirProblem(db: Db, id: string): Promise<ProblemRow | undefined> {
  const problemId = prefixedId(id, PROBLEM_ID_PREFIX);
  if (problemId === null) return undefined;
  const [row] = await select(db).where(eq(patientProblems.id, problemId));
  return row && rowOf(row);
}

/** The problem list's side of a Condition search (lib/fhir/searches.ts). */
export function problemConditionPlan(db: Db, values: ReadonlyMap<string, readonly string[]>): SearchPlan<ProblemRow> {
  const where = fhirProblemCondition(values);
  const system = importSystem();
  return { read: (bound) => readFhirProblems(db, where, bound), count: () => countFhirProblems(db, where), toResource: (row) => toFhirProblemCondition(row, system), patientIdOf: (row) => row.patientId };
}
