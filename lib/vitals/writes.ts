import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { observations } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { Measure, ObservationInput, ObservationSource } from '@/lib/vitals/rules/measures';
import type { ObservationValues } from '@/lib/vitals/schema';

export interface RecordObservations {
  patientId: number;
  /** The doctor who recorded them; null for values of no known doctor. */
  recordedById: number | null;
  /** When they were measured; now when not given. */
  takenAt?: Date | null;
  source: ObservationSource;
  /** The diagnosis test's or prescription's id; none for a registration. */
  sourceId?: number | null;
  values: readonly ObservationInput[];
}

/** Records one sitting's measurements of a patient (nothing when no value was given); answers their ids. */
export async function recordObservations(db: Db, { patientId, recordedById, takenAt, source, sourceId = null, values }: RecordObservations): Promise<number[]> {
  if (values.length === 0) return [];
  const rows = await db.insert(observations).values(
    values.map(({ measure, value, value2 = null }) => ({
      patientId,
      measure,
      value,
      value2: measure === 'blood-pressure' ? value2 : null,
      takenAt: takenAt ?? new Date(),
      recordedById,
      source,
      sourceId,
    })),
  ).returning({ id: observations.id });
  return rows.map((row) => row.id);
}

/** Removes what a diagnosis test or prescription recorded (it was deleted, or is about to be rewritten). */
export async function deleteSourceObservations(db: Db, source: ObservationSource, sourceId: number): Promise<void> {
  await db.delete(observations).where(and(eq(observations.source, source), eq(observations.sourceId, sourceId)));
}

/**
 * Withdraws what a voided diagnosis test or prescription recorded from the patient's vitals (the latest and the
 * trends leave them out); the rows stay, so the voided record still shows what it measured.
 */
export async function voidSourceObservations(db: Db, source: ObservationSource, sourceId: number): Promise<void> {
  await db
    .update(observations)
    .set({ voidedAt: sql`now()` })
    .where(and(eq(observations.source, source), eq(observations.sourceId, sourceId), isNull(observations.voidedAt)));
}

/**
 * Makes a diagnosis test's or prescription's observations what its form now says: editing the record edits
 * its own measurements, never another record's. Call inside the record's transaction.
 */
export async function replaceSourceObservations(db: Db, input: RecordObservations & { sourceId: number }): Promise<void> {
  await deleteSourceObservations(db, input.source, input.sourceId);
  await recordObservations(db, input);
}

/** The optional vitals of a form (lib/vitals/schema.ts) as observations to record. */
export function observationsOf(values: Pick<ObservationValues, 'weight' | 'height' | 'bloodPressure' | 'glucose' | 'pulse' | 'temperature' | 'spo2' | 'respiratoryRate'> & { fastingGlucose?: number | null }): ObservationInput[] {
  const list: ObservationInput[] = [];
  const add = (measure: Measure, value: number | null | undefined) => {
    if (value !== null && value !== undefined) list.push({ measure, value });
  };
  add('weight', values.weight);
  add('height', values.height);
  if (values.bloodPressure) list.push({ measure: 'blood-pressure', value: values.bloodPressure.systolic, value2: values.bloodPressure.diastolic });
  add('glucose', values.glucose);
  add('fasting-glucose', values.fastingGlucose);
  add('pulse', values.pulse);
  add('temperature', values.temperature);
  add('spo2', values.spo2);
  add('respiratory-rate', values.respiratoryRate);
  return list;
}
