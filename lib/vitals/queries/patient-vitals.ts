import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@/lib/db/rows';
import type { Db } from '@/lib/db/types';
import { MEASURES, type Measure } from '@/lib/vitals/rules/measures';

// Every view of a patient's vitals reads them here, from their observations (lib/db/schema/observations.ts):
// the latest of each measure with its date, and "last visited" as their latest completed appointment.

/** How many of a measure's latest observations the chart's trend reads. */
export const VITALS_TREND_POINTS = 12;

/** The three measures the patients' cards, the CSV export and the hospital API show. */
export const CARD_MEASURES = ['weight', 'blood-pressure', 'glucose'] as const satisfies readonly Measure[];

/** One observation as the views show it. */
export interface ObservedValue {
  value: number;
  /** Diastolic of a blood pressure; null otherwise. */
  value2: number | null;
  /** ISO instant it was measured at. */
  takenAt: string;
  /** The hospital or system it was measured at, for one from an imported record (the chart's trend read says it). */
  elsewhere?: string;
}

export type LatestVitals = Partial<Record<Measure, ObservedValue>>;

// "nulls last" matches the index's order (drizzle declares `desc` as DESC NULLS LAST; a bare DESC is NULLS
// FIRST), so each step reads the index in order and stops at its first row instead of sorting a history. The
// columns are named with their table: a bare `taken_at` in ORDER BY is the select's formatted text of that name.

/** The timestamp as one ISO text on both engines (their drivers return instants differently from raw SQL). */
const isoOf = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
const intArray = (ids: readonly number[]) => sql`array[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::int[]`;
const measureArray = (measures: readonly Measure[]) => sql`array[${sql.join(measures.map((measure) => sql`${measure}`), sql`, `)}]::measure[]`;

type Row = { patient_id: number; measure: Measure; value: string | number; value2: string | number | null; taken_at: string; elsewhere?: string | null };

const toObserved = (row: Row): ObservedValue => ({
  value: Number(row.value),
  value2: row.value2 === null ? null : Number(row.value2),
  takenAt: row.taken_at,
  ...(row.elsewhere ? { elsewhere: row.elsewhere } : {}),
});

/**
 * The latest observation of each measure for one page of patients: for each (patient, measure) pair one step
 * down the index (patient_id, measure, taken_at desc, id desc), however long the patients' histories are and
 * however many patients there are. Patients with no observation of a measure have no entry for it.
 */
export async function readLatestVitals(db: Db, patientIds: readonly number[], measures: readonly Measure[] = MEASURES): Promise<Map<number, LatestVitals>> {
  const latest = new Map<number, LatestVitals>(patientIds.map((id) => [id, {}]));
  if (patientIds.length === 0 || measures.length === 0) return latest;
  const rows = await rowsOf<Row>(
    db,
    sql`select p.id as patient_id, m.measure, o.value, o.value2, o.taken_at
        from unnest(${intArray(patientIds)}) as p(id)
        cross join unnest(${measureArray(measures)}) as m(measure)
        cross join lateral (
          select value, value2, ${isoOf('taken_at')} as taken_at from observations
          where patient_id = p.id and measure = m.measure and voided_at is null
          order by observations.taken_at desc nulls last, observations.id desc nulls last limit 1
        ) as o`,
  );
  for (const row of rows) latest.get(Number(row.patient_id))![row.measure] = toObserved(row);
  return latest;
}

/** Each patient's latest completed appointment's date (YYYY-MM-DD); patients never seen have none. */
export async function readLastVisited(db: Db, patientIds: readonly number[]): Promise<Map<number, string>> {
  if (patientIds.length === 0) return new Map();
  const rows = await rowsOf<{ patient_id: number; last_visited: string }>(
    db,
    sql`select p.id as patient_id, v.last_visited
        from unnest(${intArray(patientIds)}) as p(id)
        cross join lateral (
          select date::text as last_visited from appointments
          where patient_id = p.id and status = 'completed'
          order by date desc limit 1
        ) as v`,
  );
  return new Map(rows.map((row) => [Number(row.patient_id), row.last_visited]));
}

/** What the patient record does not keep: the latest vitals and the last completed visit. */
export interface PatientVitals {
  latest: LatestVitals;
  lastVisited: string | null;
}

/** One patient's latest vitals and last visit (the chart, a single API read). */
export async function readPatientVitals(db: Db, patientId: number): Promise<PatientVitals> {
  const [latest, visited] = await Promise.all([readLatestVitals(db, [patientId]), readLastVisited(db, [patientId])]);
  return { latest: latest.get(patientId) ?? {}, lastVisited: visited.get(patientId) ?? null };
}

/**
 * The cards' measures and last visit of one page of patients, by id: what the patients screen, its CSV export
 * and GET /api/v1/users show beside each record, read the same way for all three (one index step per patient
 * and measure, however long the histories).
 */
export async function readCardVitals(db: Db, patientIds: readonly number[]): Promise<Map<number, PatientVitals>> {
  const [latest, visited] = await Promise.all([readLatestVitals(db, patientIds, CARD_MEASURES), readLastVisited(db, patientIds)]);
  return new Map(patientIds.map((id) => [id, { latest: latest.get(id) ?? {}, lastVisited: visited.get(id) ?? null }]));
}

/**
 * The latest `limit` observations of each of `measures` for one patient, oldest first (the order a trend is
 * read in). Only those rows are read, newest first down the index, whatever the patient's history.
 */
export async function readVitalsTrend(
  db: Db,
  patientId: number,
  measures: readonly Measure[] = CARD_MEASURES,
  limit = VITALS_TREND_POINTS,
): Promise<Partial<Record<Measure, ObservedValue[]>>> {
  const trend: Partial<Record<Measure, ObservedValue[]>> = {};
  if (measures.length === 0) return trend;
  const rows = await rowsOf<Row>(
    db,
    // A reading from an imported record names the hospital it came from (its import's row, by primary key).
    sql`select ${patientId}::int as patient_id, m.measure, o.value, o.value2, o.taken_at, o.elsewhere
        from unnest(${measureArray(measures)}) as m(measure)
        cross join lateral (
          select value, value2, ${isoOf('taken_at')} as taken_at, id,
            case when source = 'import' then (select source_name from record_imports where record_imports.id = observations.source_id) end as elsewhere
          from observations
          where patient_id = ${patientId} and measure = m.measure and voided_at is null
          order by observations.taken_at desc nulls last, observations.id desc nulls last limit ${limit}
        ) as o
        order by m.measure, o.taken_at asc, o.id asc`,
  );
  for (const row of rows) (trend[row.measure] ??= []).push(toObserved(row));
  return trend;
}

/**
 * The chart's vitals in one read: the latest `limit` observations of every measure (oldest first, as a trend
 * is read), and each measure's latest, which is the last of its trend.
 */
export async function readChartVitals(db: Db, patientId: number, limit = VITALS_TREND_POINTS): Promise<{ trend: Partial<Record<Measure, ObservedValue[]>>; latest: LatestVitals }> {
  const trend = await readVitalsTrend(db, patientId, MEASURES, limit);
  const latest: LatestVitals = {};
  for (const measure of MEASURES) {
    const points = trend[measure];
    if (points && points.length > 0) latest[measure] = points[points.length - 1];
  }
  return { trend, latest };
}
