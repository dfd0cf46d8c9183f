import 'server-only';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { observations } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { formatMeasureValue, type Measure, type MeasuredValue, type ObservationSource } from '@/lib/vitals/rules/measures';

/** What one diagnosis test or prescription measured, by measure, with when (the form's "Measured at"). */
export interface SourceObservations {
  /** When they were measured (one sitting: every value of a record has the same time); null when none. */
  takenAt: Date | null;
  values: Partial<Record<Measure, MeasuredValue>>;
}

/** A record whose measurements to read: a voided one still shows what it measured (its observations were voided with it). */
export interface SourceRecord {
  id: number;
  voided: boolean;
}

/**
 * What each of `records` (diagnosis tests or prescriptions: one page, or one record) measured, in ONE query by
 * observations_source_idx. Voided observations are left out, except a voided record's own: they were voided
 * with it, and its page still shows them struck through. A record that measured nothing has no entry.
 */
export async function readSourcesObservations(db: Db, source: ObservationSource, records: readonly SourceRecord[]): Promise<Map<number, SourceObservations>> {
  const byRecord = new Map<number, SourceObservations>();
  if (records.length === 0) return byRecord;
  const voidedIds = records.filter((record) => record.voided).map((record) => record.id);
  const rows = await db
    .select({ sourceId: observations.sourceId, measure: observations.measure, value: observations.value, value2: observations.value2, takenAt: observations.takenAt })
    .from(observations)
    .where(
      and(
        eq(observations.source, source),
        inArray(observations.sourceId, records.map((record) => record.id)),
        voidedIds.length === 0 ? isNull(observations.voidedAt) : or(isNull(observations.voidedAt), inArray(observations.sourceId, voidedIds)),
      ),
    );
  for (const { sourceId, measure, value, value2, takenAt } of rows) {
    const measured = byRecord.get(sourceId!) ?? { takenAt, values: {} };
    measured.values[measure] = { value, value2 };
    byRecord.set(sourceId!, measured);
  }
  return byRecord;
}

/** A record's blood pressure as the screens and the form write it ("120/80"), or '' when it measured none. */
export function bloodPressureText(values: SourceObservations['values']): string {
  const pressure = values['blood-pressure'];
  return pressure ? formatMeasureValue('blood-pressure', pressure) : '';
}
