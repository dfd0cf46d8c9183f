import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { doctors, patientAllergies, patients } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { doctorDisplayName } from '@/lib/staff/queries/doctor-name';

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
  /** "Dr. Adaeze Nwankwo", "Lab system (connected system)", "From Hospital X (imported record)". */
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
        'recordedAt', pa.recorded_at, 'recordedByName', coalesce(${doctorDisplayName(recorder)}, cs.name || ' (connected system)', 'From ' || ri.source_name || ' (imported record)'), 'medicineId', pa.medicine_id
      ) order by pa.recorded_at, pa.id), '[]'::json)
      from patient_allergies pa
      left join doctors rd on rd.id = pa.recorded_by_id
      left join connected_systems cs on cs.id = pa.recorded_by_system_id
      left join record_imports ri on ri.id = pa.import_id
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
