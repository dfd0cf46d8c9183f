import 'server-only';
import { allergyDrugClass } from '@/lib/medicines/rules/allergy-class';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { medicines, patientAllergies, patients } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { AllergyValues } from '@/lib/patients/schema/allergies';
import { standing } from '@/lib/reports/queries/voided-marks';

/** The doctor who writes: only their id is stored. */
type Writer = { id: number };

/** Who records an allergy: a doctor (their id), or a connected system that sent it through FHIR. */
export type AllergyRecorder = Writer | { systemId: number };

export type RecordAllergyResult =
  | { ok: true; id: number }
  | { ok: false; reason: 'patient-not-found' | 'medicine-not-found' }
  | { ok: false; reason: 'duplicate'; existingId: number };

/** Locks the patient's row, so that recording an allergy and "No known drug allergies" cannot cross. */
async function lockPatient(tx: Db, patientId: number): Promise<boolean> {
  const [row] = await tx.select({ id: patients.id }).from(patients).where(eq(patients.id, patientId)).for('update');
  return row !== undefined;
}

/** The same substance, in any letter case, already standing on the patient. */
const sameSubstance = (patientId: number, substance: string): SQL =>
  and(eq(patientAllergies.patientId, patientId), standing(patientAllergies), sql`lower(${patientAllergies.substance}) = lower(${substance})`)!;

/**
 * Records a drug allergy. Chosen from the formulary (`medicineId`), the entry's name and class are copied (so a class
 * allergy still warns when the list changes); else the substance is the free text, and its class the one the text
 * names or the shipped list gives that medicine ("Amoxicillin" is a penicillin: lib/medicines/rules/allergy-class.ts), read
 * once here so that the prescription form's matching needs no list. The patient then no longer has
 * "No known drug allergies". The same substance twice is refused: the record lists it once.
 */
export function recordAllergy(db: Db, recorder: AllergyRecorder, patientId: number, input: AllergyValues): Promise<RecordAllergyResult> {
  return db.transaction(async (tx): Promise<RecordAllergyResult> => {
    if (!(await lockPatient(tx, patientId))) return { ok: false, reason: 'patient-not-found' };
    let substance = input.substance;
    let drugClass: string | null = allergyDrugClass(input.substance);
    if (input.medicineId !== undefined) {
      const [medicine] = await tx.select({ name: medicines.name, drugClass: medicines.drugClass }).from(medicines).where(eq(medicines.id, input.medicineId));
      if (!medicine) return { ok: false, reason: 'medicine-not-found' };
      substance = medicine.name;
      drugClass = medicine.drugClass;
    }
    const [existing] = await tx.select({ id: patientAllergies.id }).from(patientAllergies).where(sameSubstance(patientId, substance)).limit(1);
    if (existing) return { ok: false, reason: 'duplicate', existingId: existing.id };
    const author = 'systemId' in recorder ? { recordedById: null, recordedBySystemId: recorder.systemId } : { recordedById: recorder.id, recordedBySystemId: null };
    const [row] = await tx
      .insert(patientAllergies)
      .values({ patientId, medicineId: input.medicineId ?? null, substance, drugClass, reaction: input.reaction, ...author })
      .returning({ id: patientAllergies.id });
    await tx.update(patients).set({ noKnownDrugAllergies: false }).where(eq(patients.id, patientId));
    return { ok: true, id: row.id };
  });
}

export type VoidAllergyResult = { ok: true; patientId: number } | { ok: false; reason: 'not-found' | 'already-voided' };

/**
 * Removes an allergy from the record by voiding it (when, by whom, why): nothing is erased. With none left standing,
 * the record reads "Not recorded" again (not "No known drug allergies": that the doctor says explicitly).
 */
export function voidAllergy(db: Db, doctor: Writer, allergyId: number, reason: string): Promise<VoidAllergyResult> {
  return db.transaction(async (tx): Promise<VoidAllergyResult> => {
    const [row] = await tx
      .select({ patientId: patientAllergies.patientId, voidedAt: patientAllergies.voidedAt })
      .from(patientAllergies)
      .where(eq(patientAllergies.id, allergyId))
      .for('update');
    if (!row) return { ok: false, reason: 'not-found' };
    if (row.voidedAt !== null) return { ok: false, reason: 'already-voided' };
    await tx.update(patientAllergies).set({ voidedAt: sql`now()`, voidedById: doctor.id, voidReason: reason }).where(eq(patientAllergies.id, allergyId));
    return { ok: true, patientId: row.patientId };
  });
}

export type NoKnownDrugAllergiesResult = { ok: true } | { ok: false; reason: 'patient-not-found' | 'allergies-standing' };

/**
 * "No known drug allergies": refused while an allergy stands (the doctor removes it first, with a reason, so the
 * record never says both). Who said it and when is the audit trail's line of the action.
 */
export function setNoKnownDrugAllergies(db: Db, patientId: number): Promise<NoKnownDrugAllergiesResult> {
  return db.transaction(async (tx): Promise<NoKnownDrugAllergiesResult> => {
    if (!(await lockPatient(tx, patientId))) return { ok: false, reason: 'patient-not-found' };
    const [allergy] = await tx
      .select({ id: patientAllergies.id })
      .from(patientAllergies)
      .where(and(eq(patientAllergies.patientId, patientId), standing(patientAllergies)))
      .limit(1);
    if (allergy) return { ok: false, reason: 'allergies-standing' };
    await tx.update(patients).set({ noKnownDrugAllergies: true }).where(eq(patients.id, patientId));
    return { ok: true };
  });
}
