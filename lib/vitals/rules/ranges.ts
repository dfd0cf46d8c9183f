import { MEASURE_INFO, parseBloodPressure, type MeasuredValue, type Measure } from './measures';

/**
 * The adult normal range of each vital, as data in one place: the chart's shading, its marked points, and the
 * "High"/"Low" flag of the card, the side sheet, the chart and the visit page all read it here. Sources are in
 * docs/product.md ("Vitals ranges"). Both ends are normal: a value below `min` is low, above `max` high. A value is
 * judged as the screens show it (rounded to its measure's decimals), so that "37.2 °C" on the screen is never
 * flagged because it was stored as 37.24.
 */
export interface NormalRange {
  /** Lowest normal value; null when there is no low end. */
  min: number | null;
  /** Highest normal value; null when there is no high end. */
  max: number | null;
}

export type VitalFlag = 'high' | 'low';

/** A blood pressure has a range for each of its numbers; every other measure with a range has one. */
export type MeasureRanges = { kind: 'one'; range: NormalRange } | { kind: 'blood-pressure'; systolic: NormalRange; diastolic: NormalRange };

/**
 * Weight and height have no normal range of their own (what is normal depends on the other and on the person),
 * so they are never flagged.
 */
export const NORMAL_RANGES: Partial<Record<Measure, MeasureRanges>> = {
  // ACC/AHA 2017: 130 systolic or 80 diastolic is stage 1 hypertension, so 129/79 is the highest normal;
  // under 90/60 is low blood pressure (NHLBI).
  'blood-pressure': { kind: 'blood-pressure', systolic: { min: 90, max: 129 }, diastolic: { min: 60, max: 79 } },
  // ADA: a fasting plasma glucose of 100 or more is impaired (prediabetes); under 70 is hypoglycaemia.
  'fasting-glucose': { kind: 'one', range: { min: 70, max: 99 } },
  // A reading at any time: ADA's normal 2-hour glucose (under 140) as the high end; under 70 hypoglycaemia.
  glucose: { kind: 'one', range: { min: 70, max: 139 } },
  // AHA: a resting adult heart rate of 60 to 100 beats a minute.
  pulse: { kind: 'one', range: { min: 60, max: 100 } },
  // MedlinePlus: 97 °F (36.1 °C) to 99 °F (37.2 °C).
  temperature: { kind: 'one', range: { min: 36.1, max: 37.2 } },
  // WHO Pulse Oximetry Training Manual: 95 % and above is normal; there is no high.
  spo2: { kind: 'one', range: { min: 95, max: null } },
  // NEWS2 (Royal College of Physicians, 2017): 12 to 20 breaths a minute scores 0.
  'respiratory-rate': { kind: 'one', range: { min: 12, max: 20 } },
};

/** The value as shown: a measure's decimals (a blood pressure's whole numbers). */
const asShown = (measure: Measure, value: number) => Number(value.toFixed(MEASURE_INFO[measure].decimals));

/** Where one number stands against one range. */
export function flagAgainst(range: NormalRange, value: number): VitalFlag | null {
  if (range.max !== null && value > range.max) return 'high';
  if (range.min !== null && value < range.min) return 'low';
  return null;
}

/** Where one number of `measure` stands against one of its ranges, judged as shown (a chart's line of it). */
export const flagMeasured = (measure: Measure, range: NormalRange, value: number): VitalFlag | null => flagAgainst(range, asShown(measure, value));

/**
 * 'high', 'low' or null (normal, or a measure without a range) for one reading. A blood pressure is judged by
 * both its numbers: either high makes it high (162/98, and 135/70, and 120/85), else either low makes it low.
 * A blood pressure without its diastolic is judged by its systolic.
 */
export function flagReading(measure: Measure, reading: number | MeasuredValue): VitalFlag | null {
  const ranges = NORMAL_RANGES[measure];
  if (!ranges) return null;
  const { value, value2 } = typeof reading === 'number' ? { value: reading, value2: null } : reading;
  if (!Number.isFinite(value)) return null;
  if (ranges.kind === 'one') return flagAgainst(ranges.range, asShown(measure, value));
  const flags = [flagAgainst(ranges.systolic, asShown(measure, value)), value2 === null ? null : flagAgainst(ranges.diastolic, asShown(measure, value2))];
  if (flags.includes('high')) return 'high';
  return flags.includes('low') ? 'low' : null;
}

/** A blood pressure as the hospital API writes it ("162/98") flagged; text that is no blood pressure is not. */
export function flagBloodPressureText(text: string | null | undefined): VitalFlag | null {
  const pressure = parseBloodPressure(text);
  return pressure ? flagReading('blood-pressure', { value: pressure.systolic, value2: pressure.diastolic }) : null;
}

/** "High", "Low": the flag in words. */
export const FLAG_LABELS: Record<VitalFlag, string> = { high: 'High', low: 'Low' };

/** "90–129", "95 or more": a normal range in words, for a legend. */
export function describeRange({ min, max }: NormalRange): string {
  if (min !== null && max !== null) return `${min}–${max}`;
  if (min !== null) return `${min} or more`;
  return max !== null ? `${max} or less` : '';
}
