import type { DrugClass } from './drug-classes';
import type { Route } from './routes';

/**
 * Where a formulary entry comes from; 'clinic' is an administrator's addition (never in the shipped list). 'spec'
 * marks the three medicines the prescription form offered before there was a formulary (Atenolol, Unidox,
 * Parastamol); the name is stored (a database enum value, and the Medicines screen's `?source=`), so it stays.
 */
export type MedicineSource = 'who-eml' | 'nigeria-eml' | 'spec' | 'clinic';

/** The sources of the shipped list (lib/medicines/rules/essential-medicines.ts). */
export type ShippedSource = Exclude<MedicineSource, 'clinic'>;

/**
 * One entry of the shipped list: one generic name at one strength in one form (Amlodipine 5 mg tablet and
 * 10 mg tablet are two). Written into the `medicines` table by `code`, so the code never changes once shipped.
 */
export interface EssentialMedicine {
  /** Stable key, lower case: "amlodipine-5mg-tablet". */
  code: string;
  /** The generic name ("Amlodipine"); a combination joins its parts with " + ". */
  name: string;
  /** "5 mg", "125 mg/5 mL", "1%", '' when it has none. */
  strength: string;
  /** "tablet", "capsule", "oral suspension", "injection", "cream", … */
  form: string;
  route: Route;
  /** null when no class is a reason to warn (see DRUG_CLASSES). */
  drugClass: DrugClass | null;
  source: ShippedSource;
}
