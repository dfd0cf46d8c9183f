import { z } from '@/lib/zod';
import { boundedId } from '@/lib/forms/common';
import { optionalText, requiredText } from '@/lib/diagnosis/schema/clinical-fields';

// A patient's drug allergies: each a formulary entry or free text, with the reaction; or the explicit
// "No known drug allergies". One schema for the dialog and the server actions.

export const ALLERGY_SUBSTANCE_MAX = 80;
export const ALLERGY_REACTION_MAX = 120;

export const ALLERGY_MESSAGES = {
  substanceRequired: 'Drug or class is required',
  unknownPatient: 'Unknown patient',
  unknownMedicine: 'Unknown medicine',
  patientGone: 'This patient no longer exists.',
  medicineGone: 'This medicine is no longer in the formulary.',
  allergyGone: 'This allergy is no longer on the record.',
  alreadyRemoved: 'This allergy was already removed.',
  duplicate: 'This drug allergy is already recorded.',
  allergiesStanding: 'Remove the recorded drug allergies first: a patient with a drug allergy cannot be "No known drug allergies".',
} as const;

/** Nothing chosen ('' or null from a form) is no formulary entry: the substance is free text. */
const optionalMedicineId = z.preprocess((value) => (value === '' || value === null ? undefined : value), boundedId(ALLERGY_MESSAGES.unknownMedicine).optional());

/** One allergy as the dialog sends it: the drug or class (free text, or a formulary entry's name), and the reaction. */
export const allergySchema = z.object({
  medicineId: optionalMedicineId,
  substance: requiredText(ALLERGY_MESSAGES.substanceRequired, 'Drug or class', ALLERGY_SUBSTANCE_MAX),
  reaction: optionalText('Reaction', ALLERGY_REACTION_MAX),
});

export type AllergyFormInput = z.input<typeof allergySchema>;
export type AllergyValues = z.output<typeof allergySchema>;

const patientIdSchema = boundedId(ALLERGY_MESSAGES.unknownPatient);

/** "Save" in the dialog: an allergy recorded for the patient. */
export const recordAllergySchema = allergySchema.extend({ patientId: patientIdSchema });
export type RecordAllergyInput = z.input<typeof recordAllergySchema>;

// "Remove" takes lib/reports/schema/void.ts `voidSchema`: the allergy's id and the reason, as every clinical record.

/** "No known drug allergies": the doctor asked, and the patient has none (set; recording an allergy clears it). */
export const noKnownDrugAllergiesSchema = z.object({ patientId: patientIdSchema, noKnownDrugAllergies: z.literal(true, { error: 'Say that the patient has no known drug allergies' }) });
