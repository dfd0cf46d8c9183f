import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { diagnosisCategories, diagnosisTests, patients } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { diagnosisTestLabel } from '@/lib/diagnosis/rules';
import { allergySummaryColumn, type AllergyStatus } from '@/lib/patients/queries/allergies';
import { standing } from '@/lib/reports/queries/voided-marks';

/** A drug allergy as the prescription form warns of it and the printout lists it. */
export interface PrescribingAllergy {
  substance: string;
  drugClass: string | null;
  reaction: string;
}

export type { AllergyStatus };

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
  const [row] = await db.select({ summary: allergySummaryColumn() }).from(patients).where(eq(patients.id, patientId));
  if (!row) return null;
  return { allergyStatus: row.summary.status, allergies: row.summary.allergies.map(({ substance, drugClass, reaction }) => ({ substance, drugClass, reaction })) };
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
  return { ...allergies, diagnoses: diagnoses.map((test) => ({ id: test.id, label: diagnosisTestLabel(test) })) };
}
