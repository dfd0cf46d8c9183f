import 'server-only';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { diagnosisTests, medicines, patientAllergies } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { allergyMatches } from '@/lib/medicines/rules/allergy-match';
import type { MedicineValues } from '@/lib/prescriptions/schema';
import { standing } from '@/lib/reports/queries/voided-marks';

/** A medicine row ready to store: the formulary entry's name, strength and form copied onto it, and its class. */
export type ResolvedMedicine = MedicineValues & { drugClass: string | null };

/**
 * The rows' formulary entries, read once: a row naming an entry takes its name, strength and form from it (never
 * from what the browser sent), so that what was prescribed is what the list said. Null when a row names an entry
 * that does not exist.
 */
export async function resolveMedicines(tx: Db, rows: MedicineValues[]): Promise<ResolvedMedicine[] | null> {
  const ids = [...new Set(rows.flatMap((row) => (row.medicineId === null ? [] : [row.medicineId])))];
  const entries = ids.length === 0 ? [] : await tx.select().from(medicines).where(inArray(medicines.id, ids));
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const resolved: ResolvedMedicine[] = [];
  for (const row of rows) {
    if (row.medicineId === null) {
      resolved.push({ ...row, drugClass: null });
      continue;
    }
    const entry = byId.get(row.medicineId);
    if (!entry) return null;
    resolved.push({ ...row, name: entry.name, strength: entry.strength, form: entry.form, drugClass: entry.drugClass });
  }
  return resolved;
}

/** The patient's standing drug allergies, as the matching rule reads them. */
export function readAllergiesToMatch(tx: Db, patientId: number) {
  return tx
    .select({ substance: patientAllergies.substance, drugClass: patientAllergies.drugClass })
    .from(patientAllergies)
    .where(and(eq(patientAllergies.patientId, patientId), standing(patientAllergies)));
}

/** "Amoxicillin matches the drug allergy to Penicillin recorded for this patient: write why it is prescribed." */
export const allergyReasonNeeded = (medicine: string, allergy: string) =>
  `${medicine} matches the drug allergy to ${allergy} recorded for this patient: write why it is prescribed`;

/**
 * The rule every saved prescription keeps: a medicine that matches one of the patient's drug allergies (the same
 * medicine, or the same class) carries a written reason. Answers the field errors of the rows without one.
 */
export async function unexplainedAllergies(tx: Db, patientId: number, rows: ResolvedMedicine[]): Promise<Record<string, string>> {
  const allergies = await readAllergiesToMatch(tx, patientId);
  const errors: Record<string, string> = {};
  rows.forEach((row, index) => {
    const [match] = allergyMatches({ name: row.name, drugClass: row.drugClass }, allergies);
    if (match && row.allergyOverride === '') errors[`medicines.${index}.allergyOverride`] = allergyReasonNeeded(row.name, match.allergy.substance);
  });
  return errors;
}

/** A diagnosis named by its test must be one of this patient's standing tests. */
export async function isDiagnosisOfPatient(tx: Db, diagnosisTestId: number, patientId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: diagnosisTests.id })
    .from(diagnosisTests)
    .where(and(eq(diagnosisTests.id, diagnosisTestId), eq(diagnosisTests.patientId, patientId), isNull(diagnosisTests.voidedAt)));
  return !!row;
}
