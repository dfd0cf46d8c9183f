import 'server-only';
import { and, count, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { appointments, diagnosisCategories, diagnosisTests, prescriptions } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import {
  CATEGORY_SYSTEM,
  CLINICAL_STATUS_SYSTEM,
  CONDITION_ID_PREFIX,
  CONDITION_SOURCES,
  VERIFICATION_STATUS_SYSTEM,
  type ConditionRow,
  type ConditionSource,
} from '@/lib/diagnosis/fhir/condition';
import { readDaySpan } from '@/lib/fhir/search/date';
import { mergePages, pageKey, prefixedId, tableBound } from '@/lib/fhir/search/interleave';
import type { PageBound } from '@/lib/fhir/search/page';
import { clinicDayCondition, keyset, NOTHING, parameterConditions } from '@/lib/fhir/search/sql';
import { referencedId } from '@/lib/fhir/search/reference';
import { tokenCode } from '@/lib/fhir/search/token';
import { encounterIdColumn, visitIs } from './fhir-visits';

/** The columns a Condition is read from, named alike in both of its tables. */
interface SourceColumns {
  id: AnyPgColumn;
  patientId: AnyPgColumn;
  appointmentId: AnyPgColumn;
  recordedAt: AnyPgColumn;
  voidedAt: AnyPgColumn;
}

const COLUMNS: Record<ConditionSource, SourceColumns> = {
  'diagnosis-test': { id: diagnosisTests.id, patientId: diagnosisTests.patientId, appointmentId: diagnosisTests.appointmentId, recordedAt: diagnosisTests.createdAt, voidedAt: diagnosisTests.voidedAt },
  prescription: { id: prescriptions.id, patientId: prescriptions.patientId, appointmentId: prescriptions.appointmentId, recordedAt: prescriptions.addedAt, voidedAt: prescriptions.voidedAt },
};

/** A prescription names a diagnosis of its own only in words; every diagnosis test names one (its category). */
const NAMES_ONE: Record<ConditionSource, SQL | undefined> = {
  'diagnosis-test': undefined,
  prescription: sql`btrim(${prescriptions.diagnosis}) <> ''`,
};

const VERIFICATION: Record<string, (voidedAt: AnyPgColumn) => SQL> = { confirmed: isNull, 'entered-in-error': isNotNull };

/** Each parameter's value as SQL over one table's columns. */
function parameters(source: ConditionSource): Record<string, (value: string) => SQL> {
  const table = COLUMNS[source];
  const patient = (value: string) => {
    const id = referencedId(value, 'Patient');
    return id === null ? NOTHING : eq(table.patientId, id);
  };
  return {
    _id: (value) => {
      const id = prefixedId(value, CONDITION_ID_PREFIX[source]);
      return id === null ? NOTHING : eq(table.id, id);
    },
    patient,
    subject: patient,
    encounter: (value) => visitIs(table.appointmentId, referencedId(value, 'Encounter')),
    'recorded-date': (value) => clinicDayCondition(table.recordedAt, readDaySpan('recorded-date', value)),
    // Active is every diagnosis that stands: a voided one has no clinical status.
    'clinical-status': (value) => (tokenCode(value, CLINICAL_STATUS_SYSTEM) === 'active' ? isNull(table.voidedAt) : NOTHING),
    'verification-status': (value) => VERIFICATION[tokenCode(value, VERIFICATION_STATUS_SYSTEM) ?? '']?.(table.voidedAt) ?? NOTHING,
    category: (value) => (tokenCode(value, CATEGORY_SYSTEM) === 'encounter-diagnosis' ? sql`true` : NOTHING),
  };
}

/** A Condition search as SQL, one condition per table it reads. */
export type ConditionSearch = Record<ConditionSource, SQL>;

/** A Condition search as SQL; the diagnoses of voided records only when a status asks for them. */
export function fhirConditionSearch(values: ReadonlyMap<string, readonly string[]>): ConditionSearch {
  const asksStatus = values.has('verification-status') || values.has('clinical-status');
  const where = (source: ConditionSource) =>
    and(NAMES_ONE[source], asksStatus ? undefined : isNull(COLUMNS[source].voidedAt), ...parameterConditions(values, parameters(source))) as SQL;
  return { 'diagnosis-test': where('diagnosis-test'), prescription: where('prescription') };
}

type Found = Omit<ConditionRow, 'id' | 'from'>;

const placeOf = (source: ConditionSource) => CONDITION_SOURCES.indexOf(source);
const keyed = (source: ConditionSource, rows: Found[]): ConditionRow[] =>
  rows.map((row) => ({ ...row, id: pageKey(CONDITION_SOURCES.length, placeOf(source), row.recordId), from: source }));

function testRows(db: Db, where: SQL, bound: PageBound): Promise<Found[]> {
  const { position, order } = keyset(diagnosisTests.id, bound);
  return db
    .select({
      recordId: diagnosisTests.id,
      patientId: diagnosisTests.patientId,
      doctorId: diagnosisTests.doctorId,
      diagnosis: diagnosisCategories.name,
      recordedAt: diagnosisTests.createdAt,
      voidedAt: diagnosisTests.voidedAt,
      encounterId: encounterIdColumn(),
      testId: diagnosisTests.id,
    })
    .from(diagnosisTests)
    .innerJoin(diagnosisCategories, eq(diagnosisCategories.id, diagnosisTests.categoryId))
    .leftJoin(appointments, eq(appointments.id, diagnosisTests.appointmentId))
    .where(and(where, position))
    .orderBy(order)
    .limit(bound.limit);
}

function prescriptionRows(db: Db, where: SQL, bound: PageBound): Promise<Found[]> {
  const { position, order } = keyset(prescriptions.id, bound);
  return db
    .select({
      recordId: prescriptions.id,
      patientId: prescriptions.patientId,
      doctorId: prescriptions.doctorId,
      diagnosis: prescriptions.diagnosis,
      recordedAt: prescriptions.addedAt,
      voidedAt: prescriptions.voidedAt,
      encounterId: encounterIdColumn(),
      testId: prescriptions.diagnosisTestId,
    })
    .from(prescriptions)
    .leftJoin(appointments, eq(appointments.id, prescriptions.appointmentId))
    .where(and(where, position))
    .orderBy(order)
    .limit(bound.limit);
}

const READ: Record<ConditionSource, (db: Db, where: SQL, bound: PageBound) => Promise<Found[]>> = { 'diagnosis-test': testRows, prescription: prescriptionRows };

/** One page of the diagnoses of both records in page-key order, each table read by its own primary key. */
export async function readFhirConditions(db: Db, search: ConditionSearch, bound: PageBound): Promise<ConditionRow[]> {
  const pages = await Promise.all(
    CONDITION_SOURCES.map(async (source) => keyed(source, await READ[source](db, search[source], tableBound(CONDITION_SOURCES.length, placeOf(source), bound)))),
  );
  return mergePages(bound, pages);
}

export async function countFhirConditions(db: Db, search: ConditionSearch): Promise<number> {
  const [tests, written] = await Promise.all([
    db.select({ total: count() }).from(diagnosisTests).leftJoin(appointments, eq(appointments.id, diagnosisTests.appointmentId)).where(search['diagnosis-test']),
    db.select({ total: count() }).from(prescriptions).leftJoin(appointments, eq(appointments.id, prescriptions.appointmentId)).where(search.prescription),
  ]);
  return tests[0].total + written[0].total;
}

/** A diagnosis by its id (`dt-12`, `rx-7`), a voided record's too (it reads as entered-in-error). */
export async function readFhirCondition(db: Db, id: string): Promise<ConditionRow | undefined> {
  for (const source of CONDITION_SOURCES) {
    const recordId = prefixedId(id, CONDITION_ID_PREFIX[source]);
    if (recordId === null) continue;
    const [row] = keyed(source, await READ[source](db, and(NAMES_ONE[source], eq(COLUMNS[source].id, recordId)) as SQL, { limit: 1 }));
    return row;
  }
  return undefined;
}
