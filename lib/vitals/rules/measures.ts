/**
 * Every vital the app records, named once: the patients' cards, the side sheet, the CSV export, the chart,
 * the forms and the hospital API all take a measure's label and unit from here, so one measure never goes by
 * two names. Blood glucose is a reading at any time of day (what diagnosis tests called "average glucose" and
 * the patient's record "blood glucose"); a fasting blood sugar is a different fact (taken after 8 hours without
 * food, the one a diabetes diagnosis rests on), so it is its own measure and never shown as "Blood glucose".
 */
export const MEASURES = [
  'weight',
  'height',
  'blood-pressure',
  'glucose',
  'fasting-glucose',
  'pulse',
  'temperature',
  'spo2',
  'respiratory-rate',
] as const;

export type Measure = (typeof MEASURES)[number];

export interface MeasureInfo {
  label: string;
  /** '' for none. */
  unit: string;
  /** Digits after the point the value is stored with (and at most shown with). */
  decimals: number;
  /**
   * Digits after the point the measure is read to at the bedside, always shown: a temperature taken as 37.0 is
   * written "37.0 °C", never "37 °C", and a weight of 70 "70.0 kg" (a scale reads to a tenth). A stored decimal
   * past these is shown too (a height typed 174.5 cm stays 174.5, one typed 174 reads 174).
   */
  usualDecimals: number;
  /** The accepted range (both values of a blood pressure); a form says a value outside it in words. */
  min: number;
  max: number;
}

export const MEASURE_INFO: Record<Measure, MeasureInfo> = {
  weight: { label: 'Weight', unit: 'kg', decimals: 1, usualDecimals: 1, min: 1, max: 500 },
  height: { label: 'Height', unit: 'cm', decimals: 1, usualDecimals: 0, min: 20, max: 300 },
  'blood-pressure': { label: 'Blood pressure', unit: 'mmHg', decimals: 0, usualDecimals: 0, min: 20, max: 300 },
  glucose: { label: 'Blood glucose', unit: 'mg/dL', decimals: 1, usualDecimals: 0, min: 10, max: 1500 },
  'fasting-glucose': { label: 'Fasting blood sugar', unit: 'mg/dL', decimals: 1, usualDecimals: 0, min: 10, max: 1500 },
  pulse: { label: 'Pulse rate', unit: 'bpm', decimals: 0, usualDecimals: 0, min: 20, max: 250 },
  temperature: { label: 'Temperature', unit: '°C', decimals: 1, usualDecimals: 1, min: 30, max: 45 },
  spo2: { label: 'SpO₂', unit: '%', decimals: 0, usualDecimals: 0, min: 50, max: 100 },
  'respiratory-rate': { label: 'Respiratory rate', unit: 'breaths/min', decimals: 0, usualDecimals: 0, min: 4, max: 80 },
};

/**
 * Where an observation came from: editing or deleting that record changes or removes its observations. A connected
 * system's (sent through FHIR) names the system as its source id.
 */
export const OBSERVATION_SOURCES = ['diagnosis-test', 'prescription', 'registration', 'connected-system', 'import', 'ward-round'] as const;
export type ObservationSource = (typeof OBSERVATION_SOURCES)[number];

/** A measured value: a blood pressure has two numbers (systolic, diastolic), every other measure one. */
export interface MeasuredValue {
  value: number;
  /** Diastolic mmHg of a blood pressure; null for every other measure. */
  value2: number | null;
}

/**
 * One number of a measure to its precision: rounded to the decimals it is stored with, written with at least
 * the measure's usual ones: 37 °C → "37.0", 37.25 °C → "37.3", 70 kg → "70.0", 174 cm → "174", 174.5 cm →
 * "174.5", 98.4 % → "98".
 */
export function formatMeasureNumber(measure: Measure, value: number): string {
  const { decimals, usualDecimals } = MEASURE_INFO[measure];
  const stored = Number(value.toFixed(decimals));
  for (let places = usualDecimals; places < decimals; places++) if (Number(stored.toFixed(places)) === stored) return stored.toFixed(places);
  return stored.toFixed(decimals);
}

/** A value as the screens write it: "120/80" for a blood pressure, "68.5" for a weight (without unit). */
export function formatMeasureValue(measure: Measure, { value, value2 }: MeasuredValue): string {
  if (measure === 'blood-pressure') return `${formatMeasureNumber(measure, value)}/${formatMeasureNumber(measure, value2 ?? 0)}`;
  return formatMeasureNumber(measure, value);
}

/** A value with its unit: "68.5 kg", "120/80 mmHg", "98 %" is written "98%". */
export function formatMeasure(measure: Measure, measured: MeasuredValue): string {
  const { unit } = MEASURE_INFO[measure];
  const text = formatMeasureValue(measure, measured);
  if (!unit) return text;
  return unit === '%' ? `${text}%` : `${text} ${unit}`;
}

/** One reading of a one-number measure with its unit ("37.0 °C", "70.0 kg"), or `none` when it was not taken. */
export const formatReading = <T>(measure: Measure, value: number | null, none: T): string | T =>
  value === null ? none : formatMeasure(measure, { value, value2: null });

/** "120/80" (possibly with spaces) into its two numbers; anything else is no blood pressure. */
export function parseBloodPressure(text: string | null | undefined): { systolic: number; diastolic: number } | null {
  const match = /^\s*(\d{2,3})\s*\/\s*(\d{2,3})\s*$/.exec(text ?? '');
  return match ? { systolic: Number(match[1]), diastolic: Number(match[2]) } : null;
}

/** One measured value to record; a blood pressure has its diastolic value in value2. */
export interface ObservationInput {
  measure: Measure;
  value: number;
  value2?: number | null;
}
