import { z } from '@/lib/zod';
import { GENDERS } from '@/lib/constants';
import { boundedText, TEXT_MAX } from '@/lib/forms/common';
import { toValidInternationalPhone } from '@/lib/patients/rules/phone';
import { PATIENT_ADDRESS_MAX, patientSchema, type PatientValues } from '@/lib/patients/schema/patient';

// A Patient a connected system sends (POST /fhir/Patient), read into the registration the "New patient" form
// makes: the shape checked by a zod schema (a 400 names what is malformed), the FHIR elements taken into the
// form's fields, then the form's own schema with two differences a system needs (a 422 names the element):
// a phone that cannot be read in international form is kept as sent (the chart marks it), and the address may
// be missing, as many systems hold none.

const humanNameSchema = z.object({
  use: z.string().optional(),
  text: z.string().optional(),
  family: z.string().optional(),
  given: z.array(z.string()).optional(),
});
const contactPointSchema = z.object({ system: z.string().optional(), value: z.string().optional(), use: z.string().optional() });
const addressSchema = z.object({
  use: z.string().optional(),
  line: z.array(z.string()).optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  postalCode: z.string().optional(),
});
const conceptSchema = z.object({ coding: z.array(z.object({ system: z.string().optional(), code: z.string().optional() })).optional(), text: z.string().optional() });

/** The parts of a Patient the clinic reads; anything else it carries (identifiers of other systems, photos) is not kept. */
export const patientInputSchema = z.object({
  resourceType: z.literal('Patient', { error: 'The body must be a Patient' }),
  name: z.array(humanNameSchema).optional(),
  gender: z.string().optional(),
  birthDate: z.string().optional(),
  telecom: z.array(contactPointSchema).optional(),
  address: z.array(addressSchema).optional(),
  contact: z.array(z.object({ relationship: z.array(conceptSchema).optional(), name: humanNameSchema.optional(), telecom: z.array(contactPointSchema).optional() })).optional(),
});
export type PatientInput = z.output<typeof patientInputSchema>;

/** A phone as a system sent it: its international form when it can be read so, else as sent (trimmed). */
const phoneAsSent = (label: string) =>
  boundedText(label, TEXT_MAX.phone).transform((value) => (value === '' ? '' : (toValidInternationalPhone(value) ?? value)));

/**
 * The registration's schema (lib/patients/schema/patient.ts) as a connected system meets it: the same names,
 * date of birth, sex, email and lengths; phones kept as sent when unreadable; state and street optional; no
 * blood group (R4's Patient has none) and no desk vitals (those are Observations).
 */
export const fhirRegistrationSchema = patientSchema.omit({ vitals: true, bloodGroup: true }).extend({
  phone: phoneAsSent('Phone'),
  nextOfKinPhone: phoneAsSent('Next of kin’s phone'),
  state: boundedText('State', PATIENT_ADDRESS_MAX.state),
  street: boundedText('Street', PATIENT_ADDRESS_MAX.street),
});
export type FhirRegistration = Omit<PatientValues, 'vitals'>;

/** Which FHIR element each field of the registration comes from, to name it in a refusal. */
const ELEMENT_OF_FIELD: Record<string, string> = {
  firstName: 'name.given',
  lastName: 'name.family',
  dateOfBirth: 'birthDate',
  gender: 'gender',
  phone: 'telecom (phone)',
  email: 'telecom (email)',
  state: 'address.state',
  street: 'address.line',
  zipCode: 'address.postalCode',
  nextOfKinName: 'contact.name',
  nextOfKinPhone: 'contact.telecom',
};

export type PatientReading = { ok: true; registration: FhirRegistration } | { ok: false; message: string };

/** The name the clinic registers: the official one, else the usual one, else the first. */
const chosen = <T extends { use?: string }>(items: readonly T[] | undefined, ...uses: string[]): T | undefined =>
  uses.map((use) => items?.find((item) => item.use === use)).find(Boolean) ?? items?.[0];

/** A name's given names and family name; a name sent as text alone ("Ada Obi") is split at its last word. */
function nameParts(name: z.output<typeof humanNameSchema> | undefined): { firstName: string; lastName: string } {
  const given = (name?.given ?? []).join(' ').trim();
  const family = name?.family?.trim() ?? '';
  if (given || family || !name?.text) return { firstName: given, lastName: family };
  const words = name.text.trim().split(/\s+/);
  return words.length > 1 ? { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1)! } : { firstName: words[0] ?? '', lastName: '' };
}

const telecomOf = (points: readonly z.output<typeof contactPointSchema>[] | undefined, systems: readonly string[]) => {
  const matching = (points ?? []).filter((point) => systems.includes(point.system ?? '') && point.value?.trim());
  return (matching.find((point) => point.use === 'mobile') ?? matching[0])?.value ?? '';
};

/** HL7's contact role for the next of kin (v2-0131 N), or a contact that says so in words. */
const isNextOfKin = (contact: NonNullable<PatientInput['contact']>[number]) =>
  (contact.relationship ?? []).some((concept) => concept.coding?.some((coding) => coding.code === 'N') || /next.of.kin/i.test(concept.text ?? ''));

/**
 * A Patient read into the registration, or why the clinic cannot register it. The patient's sex is required
 * (male, female or other, as at the desk; "unknown" is not a sex the clinic records). The address's lines and
 * city become the street. The next of kin is the contact marked as one, else the first contact.
 */
export function readPatient(input: PatientInput): PatientReading {
  if (!(GENDERS as readonly string[]).includes(input.gender ?? '')) {
    return { ok: false, message: `gender ${input.gender === undefined ? 'is required' : `${input.gender.slice(0, 20)} is not kept`}: the clinic registers each patient’s sex as male, female or other` };
  }
  const { firstName, lastName } = nameParts(chosen(input.name, 'official', 'usual'));
  const address = chosen(input.address, 'home');
  const kin = input.contact?.find(isNextOfKin) ?? input.contact?.[0];
  const fields = {
    firstName,
    lastName: lastName || undefined,
    dateOfBirth: input.birthDate ?? '',
    gender: input.gender,
    phone: telecomOf(input.telecom, ['phone', 'sms']),
    email: telecomOf(input.telecom, ['email']),
    state: address?.state ?? '',
    street: [...(address?.line ?? []), address?.city ?? ''].map((part) => part.trim()).filter(Boolean).join(', '),
    zipCode: address?.postalCode ?? '',
    nextOfKinName: kin?.name ? Object.values(nameParts(kin.name)).filter(Boolean).join(' ') || (kin.name.text ?? '') : '',
    nextOfKinPhone: telecomOf(kin?.telecom, ['phone', 'sms']),
  };
  const parsed = fhirRegistrationSchema.safeParse(fields);
  if (parsed.success) return { ok: true, registration: { ...parsed.data, bloodGroup: null } };
  const issue = parsed.error.issues[0]!;
  const field = String(issue.path[0] ?? '');
  return { ok: false, message: `${ELEMENT_OF_FIELD[field] ?? field}: ${issue.message}` };
}
