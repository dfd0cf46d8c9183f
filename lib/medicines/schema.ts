import { ROUTES, type Route } from '@/lib/medicines/rules/routes';
import { z } from '@/lib/zod';
import type { MedicineSource } from '@/lib/db/schema/medicines';
import { optionalText, requiredText } from '@/lib/diagnosis/schema/clinical-fields';

export const MEDICINE_NAME_MAX = 80;
export const MEDICINE_STRENGTH_MAX = 40;
export const DRUG_CLASS_MAX = 40;
/** How many medicines the Medicines screen lists a page. */
export const MEDICINES_PAGE_SIZE = 20;

/** The dosage forms a medicine added by the clinic may take (the shipped list uses the same words). */
export const DOSAGE_FORMS = [
  'tablet',
  'capsule',
  'oral solution',
  'oral suspension',
  'syrup',
  'injection',
  'infusion',
  'cream',
  'ointment',
  'gel',
  'eye drops',
  'ear drops',
  'nasal spray',
  'inhaler',
  'suppository',
  'pessary',
  'patch',
  'sachet',
  'powder',
] as const;
export type DosageForm = (typeof DOSAGE_FORMS)[number];

/** The routes a medicine is given by: the formulary's one list (lib/medicines/rules/routes.ts). */
export const MEDICINE_ROUTES = ROUTES;
export type MedicineRoute = Route;

/**
 * An administrator's "Add medicine" dialog: the generic name, its strength ("5 mg", "125 mg/5 mL"; none for
 * a cream sold by the tube), the dosage form, the route and, optionally, its drug class (lower case, so that
 * an allergy to "Penicillin" matches a medicine of class "penicillin").
 */
export const clinicMedicineSchema = z.object({
  name: requiredText('Medicine name is required', 'Medicine name', MEDICINE_NAME_MAX),
  strength: optionalText('Strength', MEDICINE_STRENGTH_MAX),
  form: z.enum(DOSAGE_FORMS, { error: 'Choose the dosage form' }),
  route: z.enum(MEDICINE_ROUTES, { error: 'Choose the route' }),
  drugClass: optionalText('Drug class', DRUG_CLASS_MAX).transform((text) => (text === '' ? null : text.toLowerCase())),
});

export type ClinicMedicineFormInput = z.input<typeof clinicMedicineSchema>;
export type ClinicMedicineValues = z.output<typeof clinicMedicineSchema>;

/**
 * Where a formulary entry comes from, as lib/db/schema/medicines.ts's enum has them (its test holds the two
 * equal): a plain list, so that the screen's filter does not bring the table's definition to the browser.
 */
export const MEDICINE_SOURCES = ['who-eml', 'nigeria-eml', 'spec', 'clinic'] as const satisfies readonly MedicineSource[];

/** The Medicines screen's `?source=`: one of the sources, or anything else for all of them. */
const medicineSourceParam = z.enum(MEDICINE_SOURCES).optional().catch(undefined);

export function parseMedicineSource(value: string | string[] | undefined): MedicineSource | undefined {
  return medicineSourceParam.parse(Array.isArray(value) ? value[0] : value);
}
