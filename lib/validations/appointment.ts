import { z } from 'zod';
import { APPOINTMENT_FULLNAME_MIN, APPOINTMENT_PHONE_MIN, APPOINTMENT_TYPES, GENDERS } from '@/lib/constants';
import { expectedReceived, isIsoDate, isTimeOfDay, NO_NUL } from './common';

/** The highest age the form accepts. */
export const APPOINTMENT_MAX_AGE = 150;
/** Longest accepted values (RFC 5321 for the email); beyond them the input is not a name, email or phone. */
export const APPOINTMENT_MAX_LENGTH = { fullName: 100, email: 254, phone: 30 } as const;

/** Zod v3's wording for a too long string (SPEC.md section 5's generic fallback). */
const atMost = (max: number) => ({ error: `String must contain at most ${max} character(s)` });

/** Missing (or empty) says `required`; any other wrong type the zod v3 fallback. */
const requiredString = (required: string, invalidType?: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? required : (invalidType ?? expectedReceived('string', issue.input))) })
    .trim()
    .min(1, { error: required, abort: true })
    .regex(NO_NUL, { error: 'Invalid input', abort: true });

const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? 'Required'
        : `Invalid enum value. Expected ${values.map((value) => `'${value}'`).join(' | ')}, received '${String(issue.input)}'`,
  });

/**
 * The "Add new Appointment" form (SPEC.md sections 3 and 5), used by the form, the server action and
 * POST /api/v1/appointments alike.
 */
export const appointmentFormSchema = z.object({
  fullName: requiredString('Fullname is required', 'Invalid input')
    .min(APPOINTMENT_FULLNAME_MIN, { error: 'Fullname is too short' })
    .max(APPOINTMENT_MAX_LENGTH.fullName, atMost(APPOINTMENT_MAX_LENGTH.fullName)),
  email: requiredString('Email is required')
    .max(APPOINTMENT_MAX_LENGTH.email, { ...atMost(APPOINTMENT_MAX_LENGTH.email), abort: true })
    .pipe(z.email({ error: 'Invalid email' })),
  phone: requiredString('Phone number is required')
    .min(APPOINTMENT_PHONE_MIN, { error: 'Phone is too short' })
    .max(APPOINTMENT_MAX_LENGTH.phone, atMost(APPOINTMENT_MAX_LENGTH.phone)),
  age: z.preprocess(
    // An empty number input gives '' (or NaN with valueAsNumber): both mean "not filled in".
    (value) => (value === '' || value === null || (typeof value === 'number' && Number.isNaN(value)) ? undefined : value),
    z.coerce
      .number({ error: 'Age is required' })
      .int({ error: 'Expected integer, received float' })
      .gt(0, { error: 'Number must be greater than 0' })
      .max(APPOINTMENT_MAX_AGE, { error: `Number must be less than or equal to ${APPOINTMENT_MAX_AGE}` }),
  ),
  gender: oneOf(GENDERS),
  date: z.string({ error: 'Date is required' }).refine(isIsoDate, { error: 'Date is required' }),
  time: z.string({ error: 'Time is required' }).refine(isTimeOfDay, { error: 'Time is required' }),
  type: oneOf(APPOINTMENT_TYPES),
});

/** What the form holds (react-hook-form's field values). */
export type AppointmentFormInput = z.input<typeof appointmentFormSchema>;
/** What a successful parse gives: trimmed strings, age as a number. */
export type AppointmentFormValues = z.output<typeof appointmentFormSchema>;
