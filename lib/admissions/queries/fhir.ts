import 'server-only';
import { and, asc, count, eq, gte, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { ADMISSION_ID_PREFIX, INPATIENT_CLASS, toFhirAdmissionEncounter, type AdmissionRow, type StayRow } from '@/lib/admissions/fhir/encounter';
import { clinicInstant } from '@/lib/clinic-time';
import { admissions, beds, bedStays, wards } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { readDaySpan, type DaySpan } from '@/lib/fhir/search/date';
import { prefixedId } from '@/lib/fhir/search/interleave';
import type { PageBound } from '@/lib/fhir/search/page';
import { referencedId } from '@/lib/fhir/search/reference';
import { keyset, NOTHING, parameterConditions } from '@/lib/fhir/search/sql';
import { tokenCode } from '@/lib/fhir/search/token';
import type { SearchPlan } from '@/lib/fhir/searches';
import { referencedLocation } from '@/lib/wards/fhir/location';

type Values = ReadonlyMap<string, readonly string[]>;

const ENCOUNTER_STATUS_SYSTEM = 'http://hl7.org/fhir/encounter-status';

const reference = (type: string, column: typeof admissions.patientId | typeof admissions.admittingDoctorId) => (value: string) => {
  const id = referencedId(value, type);
  return id === null ? NOTHING : eq(column, id);
};

/**
 * A date parameter against the stay, from admission to discharge (still running while the patient is in): the
 * Encounter's `date` is "a date within the period the Encounter lasted", so a stay matches the days it overlaps,
 * on the clinic's clock. ge and gt: the stay runs on to those days or after them; le and lt: it began by them.
 */
function stayOverlaps({ prefix, from, until }: DaySpan): SQL {
  const start = clinicInstant(from, '00:00');
  const end = clinicInstant(until, '00:00');
  const runsTo = (instant: Date) => or(isNull(admissions.dischargedAt), gte(admissions.dischargedAt, instant)) as SQL;
  if (prefix === 'ge') return runsTo(start);
  if (prefix === 'gt') return runsTo(end);
  if (prefix === 'le') return lt(admissions.admittedAt, end);
  if (prefix === 'lt') return lt(admissions.admittedAt, start);
  return and(lt(admissions.admittedAt, end), runsTo(start)) as SQL;
}

/** An admission that stayed in the bed named, or in any bed of the ward named, at any time of the stay. */
function stayedIn(value: string): SQL {
  const place = referencedLocation(value);
  if (place === null) return NOTHING;
  const where = place.kind === 'bed' ? eq(bedStays.bedId, place.id) : eq(beds.wardId, place.id);
  return sql`exists (select 1 from ${bedStays} inner join ${beds} on ${beds.id} = ${bedStays.bedId}
    where ${bedStays.admissionId} = ${admissions.id} and ${where})`;
}

function statusCondition(value: string): SQL {
  const code = tokenCode(value, ENCOUNTER_STATUS_SYSTEM);
  return code === 'in-progress' ? isNull(admissions.dischargedAt) : code === 'finished' ? isNotNull(admissions.dischargedAt) : NOTHING;
}

const PARAMETER: Record<string, (value: string) => SQL> = {
  _id: (value) => {
    const id = prefixedId(value, ADMISSION_ID_PREFIX);
    return id === null ? NOTHING : eq(admissions.id, id);
  },
  patient: reference('Patient', admissions.patientId),
  subject: reference('Patient', admissions.patientId),
  practitioner: reference('Practitioner', admissions.admittingDoctorId),
  date: (value) => stayOverlaps(readDaySpan('date', value)),
  status: statusCondition,
  class: (value) => (tokenCode(value, INPATIENT_CLASS.system) === INPATIENT_CLASS.code ? sql`true` : NOTHING),
  location: stayedIn,
};

/** A search of the admissions as SQL (the Encounter search's admissions side). */
export function fhirAdmissionCondition(values: Values): SQL {
  return and(...parameterConditions(values, PARAMETER)) ?? sql`true`;
}

const COLUMNS = {
  id: admissions.id,
  patientId: admissions.patientId,
  admittingDoctorId: admissions.admittingDoctorId,
  reason: admissions.reason,
  admittedAt: admissions.admittedAt,
  dischargedAt: admissions.dischargedAt,
  disposition: admissions.disposition,
};

/** The bed stays of the admissions given, each with its bed and ward, in the order they began. */
async function staysOf(db: Db, admissionIds: readonly number[]): Promise<Map<number, StayRow[]>> {
  const stays = new Map<number, StayRow[]>(admissionIds.map((id) => [id, []]));
  if (admissionIds.length === 0) return stays;
  const rows = await db
    .select({ admissionId: bedStays.admissionId, bedId: bedStays.bedId, wardName: wards.name, label: beds.label, fromAt: bedStays.fromAt, toAt: bedStays.toAt })
    .from(bedStays)
    .innerJoin(beds, eq(beds.id, bedStays.bedId))
    .innerJoin(wards, eq(wards.id, beds.wardId))
    .where(inArray(bedStays.admissionId, [...admissionIds]))
    .orderBy(asc(bedStays.admissionId), asc(bedStays.fromAt), asc(bedStays.id));
  for (const { admissionId, ...stay } of rows) stays.get(admissionId)?.push(stay);
  return stays;
}

async function withStays(db: Db, rows: Array<Omit<AdmissionRow, 'stays'>>): Promise<AdmissionRow[]> {
  const stays = await staysOf(db, rows.map((row) => row.id));
  return rows.map((row) => ({ ...row, stays: stays.get(row.id) ?? [] }));
}

export async function readFhirAdmissions(db: Db, where: SQL, bound: PageBound): Promise<AdmissionRow[]> {
  const { position, order } = keyset(admissions.id, bound);
  return withStays(db, await db.select(COLUMNS).from(admissions).where(and(where, position)).orderBy(order).limit(bound.limit));
}

export async function countFhirAdmissions(db: Db, where: SQL): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(admissions).where(where);
  return total;
}

/** An admission by its Encounter id (`admission-12`), or undefined. */
export async function readFhirAdmission(db: Db, id: string): Promise<AdmissionRow | undefined> {
  const admissionId = prefixedId(id, ADMISSION_ID_PREFIX);
  if (admissionId === null) return undefined;
  const [row] = await readFhirAdmissions(db, eq(admissions.id, admissionId), { limit: 1 });
  return row;
}

/** The admissions' side of an Encounter search (lib/fhir/searches.ts): each one names its patient for the audit trail. */
export function admissionPlan(db: Db, values: Values): SearchPlan<AdmissionRow> {
  const where = fhirAdmissionCondition(values);
  return { read: (bound) => readFhirAdmissions(db, where, bound), count: () => countFhirAdmissions(db, where), toResource: toFhirAdmissionEncounter, patientIdOf: (row) => row.patientId };
}
