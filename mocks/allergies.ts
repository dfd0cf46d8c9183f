import type { patientAllergies } from '@/lib/db/schema';
import { allergyDrugClass } from '@/lib/medicines/rules/allergy-class';

// Not `server-only`: `npm run db:seed` runs this in plain Node.

type NewAllergy = typeof patientAllergies.$inferInsert;

/** The drug allergies a Nigerian clinic meets most, as a doctor types them (free text, the reaction). */
export const SAMPLE_ALLERGIES = [
  { substance: 'Penicillin', reaction: 'Rash' },
  { substance: 'Sulfonamides', reaction: 'Stevens–Johnson syndrome' },
  { substance: 'Aspirin', reaction: 'Wheeze' },
  { substance: 'Ibuprofen', reaction: 'Hives' },
  { substance: 'Chloroquine', reaction: 'Itching' },
  { substance: 'Codeine', reaction: 'Vomiting' },
] as const;

export type SampleAllergyState = 'allergy' | 'none' | 'not-recorded';

/**
 * What the record says of the n-th sample patient (from 0), by position so that no random draw of the rest of the
 * seed moves: a fifth have a drug allergy (every third of them two), a fifth "No known drug allergies", the rest
 * were never asked.
 */
export function allergyStateOf(index: number): SampleAllergyState {
  if (index % 5 === 0) return 'allergy';
  if (index % 5 === 2) return 'none';
  return 'not-recorded';
}

function allergiesOf(index: number): Array<(typeof SAMPLE_ALLERGIES)[number]> {
  if (allergyStateOf(index) !== 'allergy') return [];
  const n = index / 5;
  const first = SAMPLE_ALLERGIES[n % SAMPLE_ALLERGIES.length];
  return n % 3 === 2 ? [first, SAMPLE_ALLERGIES[(n + 1) % SAMPLE_ALLERGIES.length]] : [first];
}

export interface SampleAllergyPlan {
  /** The allergy rows, one multi-row insert. */
  rows: NewAllergy[];
  /** The patients who have "No known drug allergies". */
  noneIds: number[];
}

/**
 * The drug allergies of the sample patients (`patientIds` in their order; `serialOf` the position that decides,
 * the index by default), by the record's rules: free text with the reaction, no patient both allergic and "none",
 * no substance twice. `penicillinFor` (the demo doctor's first patient still to be seen today) is allergic to
 * penicillin whatever their position says, so the prescription form's warning shows on the first visit of the day.
 */
export function sampleAllergies(
  patientIds: readonly number[],
  { recordedById, recordedAt, penicillinFor, serialOf = (index) => index }: { recordedById: number; recordedAt: Date; penicillinFor?: number; serialOf?: (index: number) => number },
): SampleAllergyPlan {
  const rows: NewAllergy[] = [];
  const noneIds: number[] = [];
  patientIds.forEach((patientId, index) => {
    const serial = serialOf(index);
    const allergies = [...allergiesOf(serial)];
    if (patientId === penicillinFor && !allergies.some((allergy) => allergy.substance === 'Penicillin')) allergies.unshift(SAMPLE_ALLERGIES[0]);
    if (allergies.length === 0 && allergyStateOf(serial) === 'none') noneIds.push(patientId);
    for (const { substance, reaction } of allergies) {
      rows.push({ patientId, medicineId: null, substance, drugClass: allergyDrugClass(substance), reaction, recordedById, recordedAt });
    }
  });
  return { rows, noneIds };
}
