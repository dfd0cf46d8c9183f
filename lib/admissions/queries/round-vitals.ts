import 'server-only';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { doctors, observations } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { newestFirst } from '@/lib/db/newest-first';
import type { Measure, MeasuredValue } from '@/lib/vitals/rules/measures';
import { doctorDisplayName } from '@/lib/staff/queries/doctor-name';

/** One round's readings: measured at one time by one doctor, each measure once. */
export interface WardRoundReadings {
  /** ISO instant: the round's "Measured at". */
  takenAt: string;
  /** "Dr. Ada Obi"; null once the account is gone. */
  recordedBy: string | null;
  values: Partial<Record<Measure, MeasuredValue>>;
}

/** Readings the admission page lists: a long stay's rounds, four a day for weeks, stay well under it. */
export const ROUND_READINGS_LIMIT = 600;

/**
 * The vitals charted on the admission's rounds, newest round first: the observations of source 'ward-round' whose
 * source is this admission and that stand (the same rows the chart's trends and flags read). One query, by the
 * observations' source index; the readings of one round (one time, one doctor) are grouped into one row.
 */
export async function listRoundVitals(db: Db, admissionId: number): Promise<WardRoundReadings[]> {
  const rows = await db
    .select({
      measure: observations.measure,
      value: observations.value,
      value2: observations.value2,
      takenAt: observations.takenAt,
      recordedById: observations.recordedById,
      recordedBy: sql<string | null>`case when ${doctors.id} is null then null else ${doctorDisplayName(doctors)} end`,
    })
    .from(observations)
    .leftJoin(doctors, eq(doctors.id, observations.recordedById))
    .where(and(eq(observations.source, 'ward-round'), eq(observations.sourceId, admissionId), isNull(observations.voidedAt)))
    .orderBy(newestFirst(observations.takenAt), desc(observations.id))
    .limit(ROUND_READINGS_LIMIT);
  const rounds: WardRoundReadings[] = [];
  let lastKey = '';
  for (const { measure, value, value2, takenAt, recordedById, recordedBy } of rows) {
    const key = `${takenAt.getTime()}:${recordedById ?? ''}`;
    if (key !== lastKey || rounds.length === 0) rounds.push({ takenAt: takenAt.toISOString(), recordedBy, values: {} });
    lastKey = key;
    // Newest first: a measure read twice at one time keeps the later row.
    rounds.at(-1)!.values[measure] ??= { value, value2 };
  }
  return rounds;
}
