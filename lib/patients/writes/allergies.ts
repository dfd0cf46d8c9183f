import 'server-only';
import { allergyDrugClass } from '@/lib/medicines/rules/allergy-class';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { doctors, medicines, patientAllergies, patients } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { AllergyValues } from '@/lib/patients/schema/allergies';
import { doctorDisplayName } from '@/lib/staff/queries/doctor-name';
import { standing } from '@/lib/reports/writes/voiding';

// A patient's drug allergies: rows of patient_allergies, voided never erased, and the explicit
// "No known drug allergies" (patients.no_known_drug_allergies). The chart, the visit page and the prescription
// form read them with the patient, in the same query (allergySummaryColumn), so that none of them pays a round trip.

/** One standing allergy as the record shows it. */
export interface PatientAllergy {
  id: number;
  /** The formulary entry's generic name, or the free text typed ("Penicillin"). */
  substance: string;
  /** The formulary entry's class ("penicillin"), copied when recorded; null for free text. */
  drugClass: string | null;
  /** "Rash"; '' when not known. */
  reaction: string;
  /** ISO instant. */
  recordedAt: string;
  /** "Dr. Adaeze Nwankwo". */
  recordedByName: string;
  /** The formulary entry it was chosen from; null for free text. */
  medicineId: number | null;
}

/**
 * What the record says about drug allergies: never asked ('not-recorded': no standing allergy and no
 * "No known drug allergies"), asked and none ('none'), or the allergies ('listed', oldest first).
 */
export type AllergyStatus = 'not-recorded' | 'none' | 'listed';

/** The patient's drug allergies as every screen takes them (the chart header, the visit page, the prescription form). */
export interface AllergySummary {
  status: AllergyStatus;
  allergies: PatientAllergy[];
}

export const NOT_RECORDED: AllergySummary = { status: 'not-recorded', allergies: [] };

/** Who recorded an allergy, under the name the summary's subquery joins them by (`rd`). */
const recorder = alias(doctors, 'rd');

/**
 * The summary of the patient of the outer query (`patients`, unaliased, in its FROM; named in full because Drizzle
 * leaves the columns of a one-table select unqualified, which the subquery's own ids would make ambiguous), as ONE column: the flag and a correlated
 * json_agg of the standing allergies (from their patient_id index), oldest first.
 */
export const allergySummaryColumn = () =>
  sql<AllergySummary>`json_build_object(
    'noKnownDrugAllergies', "patients"."no_known_drug_allergies",
    'allergies', (
      select coalesce(json_agg(json_build_object(
        'id', pa.id, 'substance', pa.substance, 'drugClass', pa.drug_class, 'reaction', pa.reaction,
        'recordedAt', pa.recorded_at, 'recordedByName', ${doctorDisplayName(recorder)}, 'medicineId', pa.medicine_id
      ) order by pa.recorded_at, pa.id), '[]'::json)
      from patient_allergies pa join doctors rd on rd.id = pa.recorded_by_id
      where pa.patient_id = "patients"."id" and pa.voided_at is null
    )
  )`.mapWith(allergySummaryOf);

interface SummaryRow {
  noKnownDrugAllergies: boolean;
  allergies: Array<Omit<PatientAllergy, 'recordedAt'> & { recordedAt: string }>;
}

/** The column's JSON (parsed or not, as the driver gives it) as an AllergySummary. */
export function allergySummaryOf(value: unknown): AllergySummary {
  const row = (typeof value === 'string' ? JSON.parse(value) : value) as SummaryRow | null;
  if (!row) return NOT_RECORDED;
  // json_build_object writes a timestamptz in PostgreSQL's own style: made an ISO instant like every other.
  const allergies = (row.allergies ?? []).map((allergy) => ({ ...allergy, recordedAt: new Date(allergy.recordedAt).toISOString() }));
  if (allergies.length > 0) return { status: 'listed', allergies };
  return { status: row.noKnownDrugAllergies ? 'none' : 'not-recorded', allergies: [] };
}

/** The patient's drug allergies; "not recorded" for an id that is no patient's. */
export async function readPatientAllergies(db: Db, patientId: number): Promise<AllergySummary> {
  const [row] = await db.select({ summary: allergySummaryColumn() }).from(patients).where(eq(patients.id, patientId));
  return row?.summary ?? NOT_RECORDED;
}

/** The patient with their allergies in one query (the visit page): null for an id that is no patient's. */
export async function getPatientWithAllergies(db: Db, patientId: number) {
  const [row] = await db.select({ patient: patients, allergies: allergySummaryColumn() }).from(patients).where(eq(patients.id, patientId));
  return row ?? null;
}

/** The patient an allergy is on (standing or voided), or null when there is no such allergy: read before a void. */
export async function patientOfAllergy(db: Db, allergyId: number): Promise<number | null> {
  const [row] = await db.select({ patientId: patientAllergies.patientId }).from(patientAllergies).where(eq(patientAllergies.id, allergyId)).limit(1);
  return row?.patientId ?? null;
}

/** The doctor who writes: only their id is stored. */
type Writer = { id: number };

export type RecordAllergyResult = { ok: true; id: number } | { ok: false; reason: 'patient-not-found' | 'medicine-not-found' | 'duplicate' };

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
export function recordAllergy(db: Db, doctor: Writer, patientId: number, input: AllergyValues): Promise<RecordAllergyResult> {
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
    if (existing) return { ok: false, reason: 'duplicate' };
    const [row] = await tx
      .insert(patientAllergies)
      .values({ patientId, medicineId: input.medicineId ?? null, substance, drugClass, reaction: input.reaction, recordedById: doctor.id })
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
export function setNoKnownDrugAllergies(db: Db, doctor: Writer, patientId: number): Promise<NoKnownDrugAllergiesResult> {
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
