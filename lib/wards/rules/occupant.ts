import { MEASURE_INFO, MEASURES, type Measure, type MeasuredValue } from '@/lib/vitals/rules/measures';
import { flagReading, NORMAL_RANGES, type VitalFlag } from '@/lib/vitals/rules/ranges';

// What the board says of the patient in a bed beyond their name: the flags of their latest vitals.

/** The measures that can be flagged (weight and height have no normal range). */
export const FLAGGED_MEASURES: readonly Measure[] = MEASURES.filter((measure) => NORMAL_RANGES[measure] !== undefined);

export interface VitalFlagOf {
  measure: Measure;
  /** "Blood pressure". */
  label: string;
  flag: VitalFlag;
}

/**
 * The High and Low flags of a patient's latest readings, in the measures' order, counting only readings taken since
 * `since` (the start of the admission's day): a reading from before the stay says nothing of the patient on the ward.
 */
export function flagsOfLatest(latest: Partial<Record<Measure, MeasuredValue & { takenAt: string }>>, since: Date): VitalFlagOf[] {
  const flags: VitalFlagOf[] = [];
  for (const measure of FLAGGED_MEASURES) {
    const reading = latest[measure];
    if (!reading || Date.parse(reading.takenAt) < since.getTime()) continue;
    const flag = flagReading(measure, reading);
    if (flag) flags.push({ measure, label: MEASURE_INFO[measure].label, flag });
  }
  return flags;
}
