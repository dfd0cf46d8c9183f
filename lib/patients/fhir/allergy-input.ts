import { z } from '@/lib/zod';
import { allergySchema, type AllergyValues } from '@/lib/patients/schema/allergies';

// An AllergyIntolerance a connected system sends (POST /fhir/AllergyIntolerance), read into what the chart's "Drug
// allergies" dialog records: the shape checked by a zod schema (a 400 names what is malformed), then the clinic's
// rules (a 422 names what it does not keep), then the dialog's own schema.

const codingSchema = z.object({ system: z.string().optional(), code: z.string().optional(), display: z.string().optional() });
const conceptSchema = z.object({ coding: z.array(codingSchema).optional(), text: z.string().optional() });

/** The parts of an AllergyIntolerance the clinic reads; anything else it carries is not kept. */
export const allergyInputSchema = z.object({
  resourceType: z.literal('AllergyIntolerance', { error: 'The body must be an AllergyIntolerance' }),
  patient: z.object({ reference: z.string({ error: 'patient.reference is required: Patient/{id}' }) }, { error: 'patient is required: Patient/{id}' }),
  code: conceptSchema.optional(),
  clinicalStatus: conceptSchema.optional(),
  verificationStatus: conceptSchema.optional(),
  type: z.string().optional(),
  category: z.array(z.string()).optional(),
  reaction: z.array(z.object({ manifestation: z.array(conceptSchema).optional(), description: z.string().optional() })).optional(),
});
export type AllergyInput = z.output<typeof allergyInputSchema>;

/** SNOMED CT's "No known drug allergy" and "No known allergy": the patient's "No known drug allergies". */
const NONE_KNOWN_CODES = ['409137002', '716186003'];
const SNOMED = 'http://snomed.info/sct';

export type AllergyReading =
  | { ok: true; kind: 'allergy'; allergy: AllergyValues; patientReference: string }
  | { ok: true; kind: 'none-known'; patientReference: string }
  | { ok: false; message: string };

const codeOf = (concept: z.output<typeof conceptSchema> | undefined) => concept?.coding?.find((coding) => coding.code)?.code;
/** A concept in words: its text, else its first coding's display. */
const wordsOf = (concept: z.output<typeof conceptSchema> | undefined) => (concept?.text ?? concept?.coding?.find((coding) => coding.display)?.display ?? '').trim();

/**
 * An AllergyIntolerance read into a drug allergy of the record, or the patient's "No known drug allergies", or why
 * the clinic does not keep it: the clinic records drug allergies (category medication, or none said) that stand
 * (clinical status active, if said; not refuted or entered in error). The substance is the code's text (or its
 * coding's display): the clinic keeps the drug's name as people read it, and reads its class from it as the dialog
 * does. The reaction is the first reaction's manifestations, in words.
 */
export function readAllergy(input: AllergyInput): AllergyReading {
  const patientReference = input.patient.reference;
  const other = input.category?.find((category) => category !== 'medication');
  if (other) return { ok: false, message: `category ${other.slice(0, 20)} is not kept: the clinic records drug allergies (medication)` };
  const clinical = codeOf(input.clinicalStatus);
  if (clinical !== undefined && clinical !== 'active') return { ok: false, message: `clinicalStatus ${clinical.slice(0, 20)} is not kept: the clinic records the allergies that stand` };
  const verification = codeOf(input.verificationStatus);
  if (verification === 'refuted' || verification === 'entered-in-error') return { ok: false, message: `verificationStatus ${verification} is no allergy to record` };
  if (input.code?.coding?.some((coding) => coding.system === SNOMED && NONE_KNOWN_CODES.includes(coding.code ?? ''))) return { ok: true, kind: 'none-known', patientReference };

  const substance = wordsOf(input.code);
  const reaction = (input.reaction?.[0]?.manifestation ?? []).map(wordsOf).filter(Boolean).join(', ') || (input.reaction?.[0]?.description ?? '');
  const parsed = allergySchema.safeParse({ substance, reaction });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, message: `${issue.path[0] === 'reaction' ? 'reaction.manifestation' : 'code.text'}: ${issue.message}` };
  }
  return { ok: true, kind: 'allergy', allergy: parsed.data, patientReference };
}
