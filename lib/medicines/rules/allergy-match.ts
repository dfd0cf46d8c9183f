import { drugClassNamed } from './drug-classes';

export interface AllergyMedicine {
  name: string;
  drugClass: string | null;
}

export interface AllergyRecord {
  /** The medicine's generic name, or free text ("Penicillin", "Sulfa"). */
  substance: string;
  drugClass: string | null;
}

export type AllergyReason = 'same medicine' | 'same class';

export interface AllergyMatch<A extends AllergyRecord> {
  allergy: A;
  why: AllergyReason;
}

/** Names compared as a doctor reads them: case, spacing and a trailing full stop do not matter. */
export const normaliseMedicineName = (name: string): string => name.trim().toLowerCase().replace(/\s+/g, ' ').replace(/\.$/, '');

/** "Tenofovir disoproxil + Lamivudine + Dolutegravir" → its three parts; a single medicine is its own part. */
const partsOf = (name: string): string[] =>
  normaliseMedicineName(name)
    .split(/\s*\+\s*/)
    .filter(Boolean);

/**
 * The class an allergy warns about: the one recorded with it (a formulary entry's, or allergyDrugClass's for
 * free text), else the class its text names ("Penicillin", "Sulfa": an allergy recorded before classes were).
 */
const classOfAllergy = (allergy: AllergyRecord): string | null => allergy.drugClass?.toLowerCase() || drugClassNamed(allergy.substance);

/**
 * The patient's allergies that prescribing `medicine` runs into, each with why: the same
 * medicine (the generic names are equal, or a combination shares a part: an allergy to lumefantrine matches
 * artemether + lumefantrine), or the same class (both classes equal, or the allergy's text names the medicine's
 * class: "Penicillin" matches amoxicillin). Same medicine wins when both hold.
 */
export function allergyMatches<A extends AllergyRecord>(medicine: AllergyMedicine, allergies: readonly A[]): AllergyMatch<A>[] {
  const parts = new Set(partsOf(medicine.name));
  const medicineClass = medicine.drugClass?.toLowerCase() ?? null;
  const matches: AllergyMatch<A>[] = [];
  for (const allergy of allergies) {
    if (partsOf(allergy.substance).some((part) => parts.has(part))) matches.push({ allergy, why: 'same medicine' });
    else if (medicineClass && classOfAllergy(allergy) === medicineClass) matches.push({ allergy, why: 'same class' });
  }
  return matches;
}

/**
 * The indexes of rows whose medicine already appears in an earlier row of the same prescription (the names
 * compared as in allergyMatches), so the form warns on the second, not the first. Empty rows are skipped.
 */
export function duplicateMedicines(rows: readonly { name: string }[]): number[] {
  const seen = new Set<string>();
  const duplicates: number[] = [];
  rows.forEach((row, index) => {
    const name = normaliseMedicineName(row.name);
    if (!name) return;
    if (seen.has(name)) duplicates.push(index);
    else seen.add(name);
  });
  return duplicates;
}
