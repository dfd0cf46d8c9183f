import { z } from '@/lib/zod';
import { APPOINTMENT_FULLNAME_MIN, APPOINTMENT_PHONE_MIN, APPOINTMENT_TYPES, GENDERS } from '@/lib/constants';
import { boundedId, expectedReceived, isIsoDate, looksLikePhone, NO_NUL, PHONE_MESSAGE, receivedType, TEXT_MAX } from '@/lib/forms/common';
import { clockTimeField } from '@/lib/clinic-time/clock-time';

/** The highest age the form accepts. */
export const APPOINTMENT_MAX_AGE = 150;
/** Longest accepted values (RFC 5321 for the email); beyond them the input is not a name, email or phone. */
export const APPOINTMENT_MAX_LENGTH = { fullName: TEXT_MAX.name, email: TEXT_MAX.email, phone: TEXT_MAX.phone } as const;

/** Zod v3's wording for a too long string (the generic message the product brief names). */
const atMost = (max: number) => ({ error: `String must contain at most ${max} character(s)` });

/** Missing (or empty) says `required`; any other wrong type the zod v3 fallback. */
const requiredString = (required: string, invalidType?: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? required : (invalidType ?? expectedReceived('string', issue.input))) })
    .trim()
    .min(1, { error: required, abort: true })
    .regex(NO_NUL, { error: 'Invalid input', abort: true });

/** An enum whose message names the choices and, as zod v3 did, the type received, but never the value itself. */
const oneOf = <T extends readonly [string, ...string[]]>(values: T) => {
  const expected = values.map((value) => `'${value}'`).join(' | ');
  return z.enum(values, {
    error: (issue) => {
      if (issue.input === undefined || issue.input === '') return 'Required';
      if (typeof issue.input === 'string') return `Invalid enum value. Expected ${expected}`;
      return `Expected ${expected}, received ${receivedType(issue.input)}`;
    },
  });
};

/**
 * The age as a number input gives it: a number, or the text of one. An empty input ('', or NaN with
 * valueAsNumber) means "not filled in"; a boolean, an array or an object is no age (not 1 or 5, as
 * coercing it would make it).
 */
function toAge(value: unknown): unknown {
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : value;
  if (typeof value === 'string') return value.trim() === '' ? undefined : Number(value);
  return value === null ? undefined : value;
}

/**
 * The "Add new Appointment" form, used by the form, the server action and
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
    .min(APPOINTMENT_PHONE_MIN, { error: 'Phone is too short', abort: true })
    .max(APPOINTMENT_MAX_LENGTH.phone, { ...atMost(APPOINTMENT_MAX_LENGTH.phone), abort: true })
    .refine(looksLikePhone, { error: PHONE_MESSAGE }),
  age: z.preprocess(
    toAge,
    z
      .number({ error: 'Age is required' })
      .int({ error: 'Expected integer, received float' })
      .gt(0, { error: 'Number must be greater than 0' })
      .max(APPOINTMENT_MAX_AGE, { error: `Number must be less than or equal to ${APPOINTMENT_MAX_AGE}` }),
  ),
  gender: oneOf(GENDERS),
  date: z.string({ error: 'Date is required' }).refine(isIsoDate, { error: 'Date is required' }),
  // Typed on the 24-hour clock field: empty says 'Time is required' as the form always has, "3 PM" how to write it.
  time: clockTimeField('Time', 'Time is required'),
  type: oneOf(APPOINTMENT_TYPES),
});

/** What the form holds (react-hook-form's field values). */
export type AppointmentFormInput = z.input<typeof appointmentFormSchema>;
/** What a successful parse gives: trimmed strings, age as a number. */
export type AppointmentFormValues = z.output<typeof appointmentFormSchema>;

/**
 * POST /api/v1/appointments's body: the form and, optionally, the doctor to book with (without one, the first
 * doctor free at that time takes it). The add form books with the signed-in doctor.
 */
/** Said when a doctor who may not book for colleagues names another doctor (the form never offers it them). */
export const BOOKING_FOR_COLLEAGUES_REFUSED = 'Only an administrator can book an appointment with another doctor.';

/** Said above the registered patients a new email's booking may be for (the add form lists them). */
export const LIKELY_DUPLICATES_IN_FORM = 'This may be a registered patient. Book the one it is, or book a new patient.';

const doctorId = z
  .number({ error: 'doctorId must be a whole number' })
  .int({ error: 'doctorId must be a whole number' })
  .positive({ error: 'doctorId must be a positive number' })
  .max(2147483647, { error: 'doctorId is too large' })
  .optional();

/**
 * A booking for a patient not chosen by id: the form's details. An unknown email registers the patient, unless
 * the phone, or the name and age, match a registered patient: then the booking is refused with them listed
 * (409), until the caller says `newPatient: true` (a different person) or books the one it meant by `patientId`.
 */
export const appointmentBookingSchema = appointmentFormSchema.extend({
  doctorId,
  newPatient: z.boolean({ error: 'newPatient must be true or false' }).optional(),
});

/**
 * A booking for a registered patient, chosen by `patientId`: the details come from their record, so the form's
 * name, email, phone, age and sex may be left out; any given must agree with the record (else 400).
 */
export const appointmentForPatientSchema = appointmentFormSchema
  .partial({ fullName: true, email: true, phone: true, age: true, gender: true })
  .extend({ patientId: boundedId('patientId must be the id of a patient'), doctorId });

/** A booking's body is for a registered patient when it names one by `patientId`. */
const namesPatient = (body: unknown) => typeof body === 'object' && body !== null && (body as { patientId?: unknown }).patientId !== undefined;

/**
 * Either booking, chosen by whether the body names a patient: used by POST /api/v1/appointments and the add
 * form's action alike, so each kind says its own field's messages (the form's, for a new patient).
 */
export const bookingRequestSchema = z.unknown().transform((body, context) => {
  const parsed = namesPatient(body) ? appointmentForPatientSchema.safeParse(body) : appointmentBookingSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) context.addIssue({ ...issue, code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
});

export type AppointmentBookingInput = z.input<typeof appointmentBookingSchema> | z.input<typeof appointmentForPatientSchema>;
export type BookingValues = z.output<typeof bookingRequestSchema>;
