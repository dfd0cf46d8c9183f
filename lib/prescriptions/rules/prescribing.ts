// The prescription form's limits and its duration rule, without the schemas (lib/prescriptions/schema.ts):
// what the form needs in the browser at its first load, where zod is not sent until the form is checked.

export const PRESCRIPTION_MEDICINES_MAX = 20;

/** The Diagnosis test dropdown's "None". */
export const NO_DIAGNOSIS_TEST = 'none';

/** Whole days a duration may run: a year. */
export const DURATION_DAYS_MAX = 365;
export const DURATION_UNITS = ['days', 'weeks'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

/** How many days "n days" or "n weeks" is. */
export const durationInDays = (count: number, unit: DurationUnit) => (unit === 'weeks' ? count * 7 : count);
