import 'server-only';
import { and, asc, desc, eq } from 'drizzle-orm';
import { diagnosisCategories, diagnosisTests, patientAllergies, patients } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { standing } from './voiding';

/** A drug allergy as the prescription form warns of it and the printout lists it. */
export interface PrescribingAllergy {
  substance: string;
  drugClass: string | null;
  reaction: string;
}

/** "not-recorded": nobody has asked; "none": the explicit "No known drug allergies"; "listed": see `allergies`. */
export type AllergyStatus = 'not-recorded' | 'none' | 'listed';

export interface DiagnosisChoice {
  id: number;
  /** "RPT-13 · Hypertension". */
  label: string;
}

/** What the prescription form needs to know of the chosen patient: their drug allergies and their diagnoses. */
export interface PrescribingContext {
  allergyStatus: AllergyStatus;
  allergies: PrescribingAllergy[];
  /** The patient's latest standing diagnosis tests (newest first), to name the prescription's diagnosis. */
  diagnoses: DiagnosisChoice[];
}

/** How many of the patient's diagnosis tests the form offers: the latest ones; older ones are free text. */
export const DIAGNOSIS_CHOICES_MAX = 20;

/** The patient's drug allergies (standing ones, oldest first) and what they amount to; null for no such patient. */
export async function readDrugAllergies(db: Db, patientId: number): Promise<Pick<PrescribingContext, 'allergyStatus' | 'allergies'> | null> {
  const [patient] = await db.select({ none: patients.noKnownDrugAllergies }).from(patients).where(eq(patients.id, patientId));
  if (!patient) return null;
  const allergies = await db
    .select({ substance: patientAllergies.substance, drugClass: patientAllergies.drugClass, reaction: patientAllergies.reaction })
    .from(patientAllergies)
    .where(and(eq(patientAllergies.patientId, patientId), standing(patientAllergies)))
    .orderBy(asc(patientAllergies.recordedAt), asc(patientAllergies.id));
  return { allergyStatus: allergies.length > 0 ? 'listed' : patient.none ? 'none' : 'not-recorded', allergies };
}

export async function readPrescribingContext(db: Db, patientId: number): Promise<PrescribingContext | null> {
  const allergies = await readDrugAllergies(db, patientId);
  if (!allergies) return null;
  const diagnoses = await db
    .select({ id: diagnosisTests.id, reportNumber: diagnosisTests.reportNumber, category: diagnosisCategories.name })
    .from(diagnosisTests)
    .innerJoin(diagnosisCategories, eq(diagnosisCategories.id, diagnosisTests.categoryId))
    .where(and(eq(diagnosisTests.patientId, patientId), standing(diagnosisTests)))
    .orderBy(desc(diagnosisTests.createdAt), desc(diagnosisTests.id))
    .limit(DIAGNOSIS_CHOICES_MAX);
  return { ...allergies, diagnoses: diagnoses.map(({ id, reportNumber, category }) => ({ id, label: `${reportNumber} · ${category}` })) };
}
