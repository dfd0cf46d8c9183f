import { clinicWallTime, instantOfClinicWallTime } from '@/lib/clinic-time';
import { z } from '@/lib/zod';
import { MEASURE_INFO, parseBloodPressure, type Measure } from '@/lib/vitals/rules/measures';
import { optionalNumber } from '@/lib/diagnosis/schema/clinical-fields';

/** How far ahead of the server's clock a "Measured at" may be (the doctor's clock may run a little fast). */
export const MEASURED_AT_SLACK_MS = 5 * 60 * 1000;

export const OBSERVATION_MESSAGES = {
  measuredAt: 'Measured at must be a date and time',
  measuredAtFuture: 'Measured at cannot be in the future',
  measuredAtTooOld: 'Measured at cannot be before 1900',
  bloodPressure: 'Blood pressure must look like 120/80',
} as const;

/** One optional measurement with the range and unit of lib/vitals/rules/measures.ts, its messages in words. */
export function measureField(measure: Measure, label: string = MEASURE_INFO[measure].label) {
  const { min, max, unit, decimals } = MEASURE_INFO[measure];
  return optionalNumber(label, { min, max, unit, integer: decimals === 0 });
}

/**
 * "Measured at" as its field gives it, "2026-11-24T09:30" (the clinic's wall time): empty means now; otherwise a
 * real time, not in the future and not before 1900. Parses to the instant, or null for "now".
 */
export const measuredAtField = z
  // The form's parsed value (an instant) comes back as a Date when it is sent on to the action.
  .preprocess((value) => (value instanceof Date ? (Number.isNaN(value.getTime()) ? 'invalid' : clinicWallTime(value)) : (value ?? '')), z.string({ error: OBSERVATION_MESSAGES.measuredAt }).trim())
  .refine((text) => text === '' || instantOfClinicWallTime(text) !== null, { error: OBSERVATION_MESSAGES.measuredAt, abort: true })
  .refine((text) => text === '' || instantOfClinicWallTime(text)!.getTime() <= Date.now() + MEASURED_AT_SLACK_MS, {
    error: OBSERVATION_MESSAGES.measuredAtFuture,
    abort: true,
  })
  .refine((text) => text === '' || text >= '1900-01-01', { error: OBSERVATION_MESSAGES.measuredAtTooOld })
  .transform((text) => (text === '' ? null : instantOfClinicWallTime(text)));

/** What a new form's "Measured at" starts with: now, on the clinic's clock. */
export const measuredAtNow = (now: Date = new Date()) => clinicWallTime(now);

/** A blood pressure typed as "120/80" (spaces allowed); empty means not taken. Parses to its two numbers. */
export const bloodPressureField = z
  .preprocess((value) => value ?? '', z.string().trim().max(15, { error: OBSERVATION_MESSAGES.bloodPressure }))
  .refine((text) => text === '' || parseBloodPressure(text) !== null, { error: OBSERVATION_MESSAGES.bloodPressure })
  .transform((text) => parseBloodPressure(text));

/**
 * The optional vitals taken at registration or a correction of the patient's record
 * (components/vitals/vitals-fields.tsx): each becomes an observation; an empty input records nothing.
 */
export const vitalsSchema = z.object({
  weight: measureField('weight'),
  height: measureField('height'),
  bloodPressure: bloodPressureField,
  glucose: measureField('glucose'),
  pulse: measureField('pulse'),
  temperature: measureField('temperature'),
  spo2: measureField('spo2'),
  respiratoryRate: measureField('respiratory-rate'),
  measuredAt: measuredAtField,
});

export type VitalsFormInput = z.input<typeof vitalsSchema>;
export type ObservationValues = z.output<typeof vitalsSchema>;

export const EMPTY_VITALS = (now: Date = new Date()): { [K in keyof VitalsFormInput]-?: string } => ({
  weight: '',
  height: '',
  bloodPressure: '',
  glucose: '',
  pulse: '',
  temperature: '',
  spo2: '',
  respiratoryRate: '',
  measuredAt: measuredAtNow(now),
});
