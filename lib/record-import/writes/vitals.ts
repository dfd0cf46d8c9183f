import type { Observation } from '@medplum/fhirtypes';
import { MEASURE_CODING } from '@/lib/vitals/fhir/observation';
import { observationInputSchema, readMeasurement, type IncomingMeasurement } from '@/lib/vitals/fhir/observation-input';
import type { Mapped } from '../context';

// An imported Observation is one of the patient's vitals when its LOINC code is one of the clinic's measures: read
// by the same rules as an Observation a connected system posts (units converted into the app's). Measures worked
// out from others (BMI and its percentiles) are not stored: the app works them out from the weight and height.

const LOINC = 'http://loinc.org';

/** Every LOINC code of a clinic measure. */
const MEASURE_CODES = new Set(Object.values(MEASURE_CODING).flatMap(({ codes }) => codes.map(({ code }) => code)));

/** Measures worked out from others, which the app derives rather than stores. */
const DERIVED = new Map([
  ['39156-5', 'BMI'],
  ['59576-9', 'BMI percentile'],
  ['77606-2', 'weight-for-length percentile'],
  ['8289-1', 'head circumference percentile'],
]);

const loincCodes = (observation: Observation) => (observation.code?.coding ?? []).filter((coding) => coding.system === LOINC && typeof coding.code === 'string').map((coding) => coding.code!);

/** Whether the Observation is one of the clinic's measures, one it derives, or neither. */
export function vitalKind(observation: Observation): 'measure' | 'derived' | null {
  const codes = loincCodes(observation);
  if (codes.some((code) => MEASURE_CODES.has(code))) return 'measure';
  if (codes.some((code) => DERIVED.has(code))) return 'derived';
  return null;
}

/** The reason a derived measure is not stored. */
export const derivedReason = (observation: Observation) => `${DERIVED.get(loincCodes(observation).find((code) => DERIVED.has(code))!) ?? 'a derived measure'}: the app works it out, it is not stored`;

/** An Observation of a clinic measure read into a measurement, or why it is not kept. */
export function readVital(observation: Observation, now: Date): Mapped<Omit<IncomingMeasurement, 'patientReference'>> {
  const parsed = observationInputSchema.safeParse({ ...observation, subject: { reference: 'Patient/imported' } });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, reason: `${issue.path.join('.')}: ${issue.message}` };
  }
  const reading = readMeasurement(parsed.data, now);
  if (!reading.ok) return { ok: false, reason: reading.message };
  const { measure, value, value2, takenAt } = reading.measurement;
  return { ok: true, row: { measure, value, value2, takenAt } };
}
