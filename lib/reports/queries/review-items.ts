import 'server-only';
import { and, desc, eq, gte, isNull, lte, ne, or, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { clinicDayStart } from '@/lib/clinic-time';
import { REVIEW_ITEMS_SHOWN, REVIEW_WINDOW_DAYS } from '@/lib/constants';
import { appointments, auditEvents, investigations, observations, patients } from '@/lib/db/schema';
import type { InvestigationStatus } from '@/lib/db/schema/enums';
import { MEASURE_INFO, type Measure } from '@/lib/vitals/rules/measures';
import { flagReading, NORMAL_RANGES, type NormalRange, type VitalFlag } from '@/lib/vitals/rules/ranges';
import { newestFirst } from '@/lib/db/newest-first';
import type { Db } from '@/lib/db/types';
import { formatPatientNumber } from '@/lib/patients/rules/number';
import { totalOf, windowTotal, type FirstFew } from '@/lib/db/paging';

/** A patient of the doctor's: one with an appointment with them (past, today or ahead). */
const ofTheDoctor = (patientId: AnyColumn, doctorId: number) =>
  sql`exists (select 1 from ${appointments} where ${appointments.patientId} = ${patientId} and ${appointments.doctorId} = ${doctorId})`;

/** An investigation filed for one of the doctor's patients that the doctor has not looked at since (plain data). */
export interface InvestigationToReview {
  id: number;
  title: string;
  status: InvestigationStatus;
  /** ISO instant it was filed. */
  filedAt: string;
  patientId: number;
  patientName: string;
  patientNumber: string;
}

/** A reading outside its normal range taken today, the latest of its measure for the patient today (plain data). */
export interface AbnormalReading {
  observationId: number;
  measure: Measure;
  value: number;
  value2: number | null;
  flag: VitalFlag;
  /** ISO instant it was taken. */
  takenAt: string;
  patientId: number;
  patientName: string;
  patientNumber: string;
}


/**
 * Investigations filed in the last REVIEW_WINDOW_DAYS days, by someone else, for a patient the doctor has
 * seen or will see (an appointment with them), after the doctor last opened that patient's chart: opening the
 * chart is the look (its "view" line in the audit trail), so an item leaves the list once the doctor has been
 * there. Voided investigations are not news. The newest first; the window bounds the read.
 */
export async function investigationsToReview(
  db: Db,
  doctorId: number,
  { now = new Date(), limit = REVIEW_ITEMS_SHOWN }: { now?: Date; limit?: number } = {},
): Promise<FirstFew<InvestigationToReview>> {
  const since = new Date(now.getTime() - REVIEW_WINDOW_DAYS * 86_400_000);
  const rows = await db
    .select({
      id: investigations.id,
      title: investigations.title,
      status: investigations.status,
      filedAt: investigations.createdAt,
      patientId: patients.id,
      patientName: patients.fullName,
      patientNumber: patients.patientNumber,
      total: windowTotal(),
    })
    .from(investigations)
    .innerJoin(patients, eq(patients.id, investigations.patientId))
    .where(
      and(
        gte(investigations.createdAt, since),
        isNull(investigations.voidedAt),
        or(isNull(investigations.authorId), ne(investigations.authorId, doctorId)),
        ofTheDoctor(investigations.patientId, doctorId),
        sql`not exists (select 1 from ${auditEvents} where ${auditEvents.patientId} = ${investigations.patientId}
          and ${auditEvents.actorId} = ${doctorId} and ${auditEvents.action} = 'view' and ${auditEvents.detail} = 'chart'
          and ${auditEvents.at} >= ${investigations.createdAt})`,
      ),
    )
    .orderBy(newestFirst(investigations.createdAt), newestFirst(investigations.id))
    .limit(limit);
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: row.title,
      status: row.status,
      filedAt: row.filedAt.toISOString(),
      patientId: row.patientId,
      patientName: row.patientName,
      patientNumber: formatPatientNumber(row.patientNumber),
    })),
    total: totalOf(rows),
  };
}

type Operand = AnyColumn | SQL.Aliased | SQLWrapper;

/** A value outside the range as the screens show it (rounded to the measure's decimals), as flagReading judges it. */
function outside(value: Operand, measure: Measure, { min, max }: NormalRange): SQL | undefined {
  const shown = sql`round(${value}, ${MEASURE_INFO[measure].decimals})`;
  return or(max === null ? undefined : sql`${shown} > ${max}`, min === null ? undefined : sql`${shown} < ${min}`);
}

/** A reading outside its measure's normal range (NORMAL_RANGES, lib/vitals/rules/ranges.ts): the flags' thresholds, in SQL. */
function outOfRange(reading: { measure: Operand; value: Operand; value2: Operand }): SQL {
  const conditions = Object.entries(NORMAL_RANGES).map(([key, ranges]) => {
    const measure = key as Measure;
    const off =
      ranges.kind === 'one'
        ? outside(reading.value, measure, ranges.range)
        : or(outside(reading.value, measure, ranges.systolic), outside(reading.value2, measure, ranges.diastolic));
    return sql`(${reading.measure} = ${measure} and ${off})`;
  });
  return or(...conditions)!;
}

/**
 * Readings taken today (the clinic's day) of the doctor's patients that are outside their normal range, the
 * latest of each measure per patient, the newest first. A day's readings are few (observations_taken_idx).
 */
export async function abnormalReadingsToday(
  db: Db,
  doctorId: number,
  { now = new Date(), limit = REVIEW_ITEMS_SHOWN }: { now?: Date; limit?: number } = {},
): Promise<FirstFew<AbnormalReading>> {
  const dayStart = clinicDayStart(now);
  const latest = db
    .selectDistinctOn([observations.patientId, observations.measure], {
      id: observations.id,
      patientId: observations.patientId,
      measure: observations.measure,
      value: observations.value,
      value2: observations.value2,
      takenAt: observations.takenAt,
    })
    .from(observations)
    .where(and(isNull(observations.voidedAt), gte(observations.takenAt, dayStart), lte(observations.takenAt, now), ofTheDoctor(observations.patientId, doctorId)))
    .orderBy(observations.patientId, observations.measure, newestFirst(observations.takenAt), newestFirst(observations.id))
    .as('latest');
  // The latest reading of each measure decides: one that is normal again is no longer news.
  const rows = await db
    .select({
      id: latest.id,
      measure: latest.measure,
      value: latest.value,
      value2: latest.value2,
      takenAt: latest.takenAt,
      patientId: patients.id,
      patientName: patients.fullName,
      patientNumber: patients.patientNumber,
      total: windowTotal(),
    })
    .from(latest)
    .innerJoin(patients, eq(patients.id, latest.patientId))
    .where(outOfRange(latest))
    .orderBy(desc(latest.takenAt), desc(latest.id))
    .limit(limit);
  return {
    items: rows.map((row) => ({
      observationId: row.id,
      measure: row.measure,
      value: row.value,
      value2: row.value2,
      flag: flagReading(row.measure, { value: row.value, value2: row.value2 })!,
      takenAt: row.takenAt.toISOString(),
      patientId: row.patientId,
      patientName: row.patientName,
      patientNumber: formatPatientNumber(row.patientNumber),
    })),
    total: totalOf(rows),
  };
}
