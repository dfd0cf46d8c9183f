import { todayIso } from '@/lib/clinic-time';
import { z } from '@/lib/zod';
import { GENDERS } from '@/lib/constants';
import { addYearsIso } from '@/lib/format';
import { toInternationalPhone } from '@/lib/patients/rules/phone';
import { boundedText, isIsoDate, TEXT_MAX } from '@/lib/forms/common';
import { rowIdSchema } from '@/lib/diagnosis/schema/clinical-fields';
import { vitalsSchema } from '@/lib/vitals/schema';
import { BLOOD_GROUPS } from '@/lib/patients/rules/groups';

/** Nobody registered is older than this (the appointment form's highest age). */
export const PATIENT_MAX_AGE_YEARS = 150;

/** Longest accepted values of the address's parts. */
export const PATIENT_ADDRESS_MAX = { state: 60, street: 200, zipCode: 20 } as const;

export const PATIENT_MESSAGES = {
  dateOfBirthRequired: 'Date of birth is required',
  dateOfBirthFuture: 'Date of birth cannot be in the future',
  dateOfBirthTooOld: `Date of birth cannot be more than ${PATIENT_MAX_AGE_YEARS} years ago`,
  gender: 'Select the patient’s sex',
  phone: 'Enter a phone number, e.g. 0803 555 1234 or +234 803 555 1234',
  nextOfKinPhone: 'Enter the next of kin’s phone number, e.g. 0803 555 1234',
  email: 'Enter an email address like name@example.com, or leave it empty',
  bloodGroup: `Blood group must be one of ${BLOOD_GROUPS.join(', ')}, or not tested`,
  duplicateEmail: 'A patient with this email already exists.',
  likelyDuplicates: 'This may be a patient who is already registered. Open them, or confirm that this is a different person.',
} as const;

/** What the Blood group select holds for a patient never tested (a Radix select item cannot hold ''); '' means the same. */
export const NOT_TESTED = 'not-tested';

/**
 * The date of birth as `<input type="date">` gives it: a real date, not after the clinic's today and not
 * more than PATIENT_MAX_AGE_YEARS before it. "Today" is read at each parse, in the form and in the action.
 */
const dateOfBirth = z
  .string({ error: PATIENT_MESSAGES.dateOfBirthRequired })
  .trim()
  .refine(isIsoDate, { error: PATIENT_MESSAGES.dateOfBirthRequired, abort: true })
  .refine((value) => value <= todayIso(), { error: PATIENT_MESSAGES.dateOfBirthFuture, abort: true })
  .refine((value) => value >= addYearsIso(todayIso(), -PATIENT_MAX_AGE_YEARS), { error: PATIENT_MESSAGES.dateOfBirthTooOld });

/** A phone number typed any way, stored in its international form ("+2348035551234"); `message` when it is none. */
const phoneNumber = (label: string, message: string, required?: string) =>
  boundedText(label, TEXT_MAX.phone, { required })
    .refine((value) => value === '' || toInternationalPhone(value) !== null, { error: message })
    .transform((value) => (value === '' ? '' : (toInternationalPhone(value) as string)));

/** An optional field a caller may leave out altogether: missing is empty. */
const blankIfMissing = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === undefined ? '' : value), schema);

/** Optional: many patients (children, elderly, rural) have none. Empty text is null; unique when given (the database's index). */
const optionalEmail = boundedText('Email', TEXT_MAX.email)
  .refine((value) => value === '' || z.email().safeParse(value).success, { error: PATIENT_MESSAGES.email })
  .transform((value) => (value === '' ? null : value));

/**
 * Registering or correcting a patient: the form (app/doctor/patients/_components/patient-form.tsx) and the
 * actions (lib/patients/actions/patients.ts) parse with this one schema. The email is optional and kept as typed
 * (trimmed); its uniqueness in any letter case is the database's (a unique index on lower(email)), reported
 * by the action. Phones are parsed and stored in their international form. A blood group "not tested"
 * (NOT_TESTED, or empty) is stored as null.
 */
export const patientSchema = z.object({
  firstName: boundedText('First name', TEXT_MAX.name, { required: 'First name is required' }),
  lastName: boundedText('Last name', TEXT_MAX.name, { required: 'Last name is required' }),
  dateOfBirth,
  gender: z.enum(GENDERS, { error: PATIENT_MESSAGES.gender }),
  phone: phoneNumber('Phone', PATIENT_MESSAGES.phone, 'Phone is required'),
  email: optionalEmail,
  state: boundedText('State', PATIENT_ADDRESS_MAX.state, { required: 'State is required' }),
  street: boundedText('Street', PATIENT_ADDRESS_MAX.street, { required: 'Street is required' }),
  zipCode: boundedText('Zip code', PATIENT_ADDRESS_MAX.zipCode),
  bloodGroup: z
    .union([z.literal(NOT_TESTED), z.literal(''), z.enum(BLOOD_GROUPS)], { error: PATIENT_MESSAGES.bloodGroup })
    .transform((value) => (value === NOT_TESTED || value === '' ? null : value)),
  nextOfKinName: blankIfMissing(boundedText('Next of kin', TEXT_MAX.name)),
  nextOfKinPhone: blankIfMissing(phoneNumber('Next of kin’s phone', PATIENT_MESSAGES.nextOfKinPhone)),
  /** Vitals taken at the desk, recorded as observations (lib/vitals/writes.ts); none when left out. */
  vitals: vitalsSchema.optional(),
});

/**
 * "New patient" sends whether the doctor confirmed that this is a different person from the likely duplicates
 * the form showed; without it the registration is refused while any exist (lib/patients/queries/duplicates.ts).
 */
export const patientRegistrationSchema = patientSchema.extend({ differentPerson: z.boolean().default(false) });

/**
 * The edit form sends the patient's id with the fields, and, as registration does, whether the doctor confirmed
 * that the corrected details are still a different person from the likely duplicates the form showed.
 */
export const patientUpdateSchema = patientSchema.extend({ id: rowIdSchema, differentPerson: z.boolean().default(false) });

/** What the form holds: every input's text. */
export type PatientFormInput = z.input<typeof patientSchema>;
/** What a successful parse gives: trimmed text, null for a blood group not tested. */
export type PatientValues = z.output<typeof patientSchema>;

/** A stored blood group as the form's select holds it: one of the list, or "not tested". */
export const bloodGroupChoice = (stored: string | null): PatientFormInput['bloodGroup'] =>
  (BLOOD_GROUPS as readonly string[]).includes(stored ?? '') ? (stored as (typeof BLOOD_GROUPS)[number]) : NOT_TESTED;
