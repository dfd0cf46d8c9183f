import { z } from '@/lib/zod';
import { MEASURE_INFO, type Measure } from '@/lib/vitals/rules/measures';
import { MEASURED_AT_SLACK_MS } from '@/lib/vitals/schema';
import { LOINC, MEASURE_CODING, UCUM } from './observation';

// An Observation a connected system sends (POST /fhir/Observation), read into one of the clinic's measurements:
// the shape checked by a zod schema (a 400 names what is malformed), then the clinic's rules (a 422 names the code,
// the unit or the value it does not keep). Units are converted into the app's own.

const quantitySchema = z.object({
  value: z.number({ error: 'valueQuantity.value must be a number' }),
  system: z.string().optional(),
  code: z.string({ error: 'valueQuantity.code must name the UCUM unit' }),
  unit: z.string().optional(),
});
const conceptSchema = z.object({ coding: z.array(z.object({ system: z.string().optional(), code: z.string().optional() })).optional(), text: z.string().optional() });

/** The parts of an Observation the clinic reads; anything else it carries is left as it is. */
export const observationInputSchema = z.object({
  resourceType: z.literal('Observation', { error: 'The body must be an Observation' }),
  status: z.string({ error: 'status is required' }),
  code: conceptSchema,
  subject: z.object({ reference: z.string({ error: 'subject.reference is required: Patient/{id}' }) }, { error: 'subject is required: the patient, Patient/{id}' }),
  effectiveDateTime: z.string().optional(),
  effectiveInstant: z.string().optional(),
  valueQuantity: quantitySchema.optional(),
  component: z.array(z.object({ code: conceptSchema, valueQuantity: quantitySchema.optional() })).optional(),
});
export type ObservationInput = z.output<typeof observationInputSchema>;

/** A measurement the clinic keeps: which measure, its value(s) in the app's unit, when it was taken. */
export interface IncomingMeasurement {
  measure: Measure;
  value: number;
  value2: number | null;
  takenAt: Date;
  /** The patient the subject names: its existence is the caller's check. */
  patientReference: string;
}

export type MeasurementReading = { ok: true; measurement: IncomingMeasurement } | { ok: false; message: string };

/** The statuses of a measurement taken: an Observation still to come, cancelled or in error is no reading. */
const TAKEN = ['final', 'amended', 'corrected'];

/** Each LOINC code the clinic keeps, to its measure (SpO₂ by either of its two codes). */
const MEASURE_OF_CODE = new Map<string, Measure>(
  (Object.entries(MEASURE_CODING) as Array<[Measure, (typeof MEASURE_CODING)[Measure]]>).flatMap(([measure, { codes }]) => codes.map(({ code }) => [code, measure] as [string, Measure])),
);
const SYSTOLIC = '8480-6';
const DIASTOLIC = '8462-4';

/** The UCUM units each measure takes, and how each becomes the app's unit (the first, the app's own). */
const UNITS: Record<Measure, Record<string, (value: number) => number>> = {
  weight: { kg: (v) => v, g: (v) => v / 1000, '[lb_av]': (v) => v * 0.45359237 },
  height: { cm: (v) => v, m: (v) => v * 100, '[in_i]': (v) => v * 2.54 },
  'blood-pressure': { 'mm[Hg]': (v) => v },
  pulse: { '/min': (v) => v, '{beats}/min': (v) => v },
  'respiratory-rate': { '/min': (v) => v, '{breaths}/min': (v) => v },
  temperature: { Cel: (v) => v, '[degF]': (v) => ((v - 32) * 5) / 9 },
  spo2: { '%': (v) => v },
  glucose: { 'mg/dL': (v) => v, 'mmol/L': (v) => v * 18.0156 },
  'fasting-glucose': { 'mg/dL': (v) => v, 'mmol/L': (v) => v * 18.0156 },
};

const loincCodes = (concept: z.output<typeof conceptSchema>) => (concept.coding ?? []).filter((one) => one.system === LOINC && one.code).map((one) => one.code!);

/** A value in a unit, converted to the measure's, rounded as the app stores it; or why not. */
function convert(measure: Measure, quantity: z.output<typeof quantitySchema> | undefined, what: string): { ok: true; value: number } | { ok: false; message: string } {
  const info = MEASURE_INFO[measure];
  if (!quantity) return { ok: false, message: `${what} has no valueQuantity: the clinic keeps the measured value` };
  if (quantity.system !== undefined && quantity.system !== UCUM) return { ok: false, message: `${what}'s unit must be a UCUM code (system ${UCUM})` };
  const toAppUnit = UNITS[measure][quantity.code];
  if (!toAppUnit || !Number.isFinite(quantity.value)) {
    return { ok: false, message: `The unit ${quantity.code.slice(0, 20)} is not one the clinic keeps for ${info.label}: send ${Object.keys(UNITS[measure]).join(', ')}` };
  }
  const factor = 10 ** info.decimals;
  const value = Math.round(toAppUnit(quantity.value) * factor) / factor;
  if (value < info.min || value > info.max) return { ok: false, message: `${info.label} must be between ${info.min} and ${info.max} ${info.unit}; ${what} is ${value} ${info.unit}` };
  return { ok: true, value };
}

/** When it was measured: a date with a time, not in the future (a few minutes of clock difference forgiven). */
function takenAtOf(input: ObservationInput, now: Date): { ok: true; at: Date } | { ok: false; message: string } {
  const text = input.effectiveDateTime ?? input.effectiveInstant;
  if (!text) return { ok: false, message: 'effectiveDateTime is required: when it was measured' };
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text)) {
    return { ok: false, message: 'effectiveDateTime must be a date with a time and its offset, such as 2026-11-29T09:30:00+01:00' };
  }
  const at = new Date(text);
  if (Number.isNaN(at.getTime())) return { ok: false, message: 'effectiveDateTime is not a real date and time' };
  if (at.getTime() > now.getTime() + MEASURED_AT_SLACK_MS) return { ok: false, message: 'effectiveDateTime is in the future: the clinic records measurements taken' };
  return { ok: true, at };
}

/** The clinic's reading of an Observation: the measurement to store, or the rule it breaks. */
export function readMeasurement(input: ObservationInput, now = new Date()): MeasurementReading {
  if (!TAKEN.includes(input.status)) return { ok: false, message: `An Observation with status ${input.status.slice(0, 20)} is not kept: send final, amended or corrected measurements` };
  const codes = loincCodes(input.code);
  const measure = codes.map((code) => MEASURE_OF_CODE.get(code)).find((found) => found !== undefined);
  if (!measure) {
    const named = [...(input.code.coding ?? []).map((one) => `${one.system ?? '(no system)'}|${one.code ?? ''}`)].slice(0, 3).join(', ') || 'no code';
    return { ok: false, message: `The clinic does not keep the measurement ${named.slice(0, 120)}: it keeps LOINC ${[...MEASURE_OF_CODE.keys()].join(', ')}` };
  }
  const taken = takenAtOf(input, now);
  if (!taken.ok) return taken;
  const base = { measure, takenAt: taken.at, patientReference: input.subject.reference };
  if (measure !== 'blood-pressure') {
    const value = convert(measure, input.valueQuantity, 'the value');
    return value.ok ? { ok: true, measurement: { ...base, value: value.value, value2: null } } : value;
  }
  const part = (code: string) => (input.component ?? []).find((component) => loincCodes(component.code).includes(code));
  const systolic = part(SYSTOLIC);
  const diastolic = part(DIASTOLIC);
  if (!systolic || !diastolic) return { ok: false, message: `A blood pressure needs its systolic (LOINC ${SYSTOLIC}) and diastolic (LOINC ${DIASTOLIC}) components` };
  const high = convert(measure, systolic.valueQuantity, 'the systolic value');
  if (!high.ok) return high;
  const low = convert(measure, diastolic.valueQuantity, 'the diastolic value');
  if (!low.ok) return low;
  // A diastolic at or above the systolic is a pair sent the wrong way round, not a pressure.
  if (low.value >= high.value) return { ok: false, message: `The diastolic value (${low.value} mmHg) must be below the systolic (${high.value} mmHg)` };
  return { ok: true, measurement: { ...base, value: high.value, value2: low.value } };
}
