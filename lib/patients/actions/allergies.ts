'use server';

import { revalidatePath } from 'next/cache';
import * as data from '@/lib/patients/writes/allergies';
import * as read from '@/lib/patients/queries/allergies';
import type { AllergySummary } from '@/lib/patients/queries/allergies';
import type { Db } from '@/lib/db/types';
import { ALLERGY_MESSAGES, noKnownDrugAllergiesSchema, recordAllergySchema } from '@/lib/patients/schema/allergies';
import { voidSchema } from '@/lib/reports/schema/void';
import { doctorAction } from '@/lib/server-actions/doctor-action';
import { fail, ok, type ActionResult } from '@/lib/server-actions/result';

// The patient's drug allergies, from the "Drug allergies" dialog of the chart and the visit page. Allergies are on
// the patient's record, which is the clinic's: any active doctor records and removes them, as any corrects the record.

/** What each action answers: the patient and their allergies as they now stand, for the dialog to show at once. */
export interface AllergiesSaved {
  patientId: number;
  allergies: AllergySummary;
}

/** The chart (its header is in the layout) and the visit pages show the allergies: both are read again. */
async function saved(db: Db, patientId: number): Promise<ActionResult<AllergiesSaved>> {
  revalidatePath(`/doctor/patients/${patientId}`, 'layout');
  revalidatePath('/doctor/appointment/[id]', 'page');
  return ok({ patientId, allergies: await read.readPatientAllergies(db, patientId) });
}

const RECORD_REFUSALS = {
  'patient-not-found': fail(ALLERGY_MESSAGES.patientGone),
  'medicine-not-found': fail(ALLERGY_MESSAGES.medicineGone, { medicineId: ALLERGY_MESSAGES.medicineGone }),
  duplicate: fail(ALLERGY_MESSAGES.duplicate, { substance: ALLERGY_MESSAGES.duplicate }),
} as const;

/** "Save" in the dialog: one allergy recorded (and "No known drug allergies" cleared). */
export const recordPatientAllergy = doctorAction(
  recordAllergySchema,
  async ({ patientId, ...allergy }, { db, doctor }) => {
    const result = await data.recordAllergy(db, doctor, patientId, allergy);
    if (!result.ok) return RECORD_REFUSALS[result.reason];
    return saved(db, patientId);
  },
  { audit: { entity: 'patient', action: 'update', entityId: (input) => input.patientId, patientId: (input) => input.patientId, detail: () => 'drug allergy recorded' } },
);

/** "Remove": the allergy is voided with the doctor's reason, never erased. */
export const removePatientAllergy = doctorAction(
  voidSchema,
  async ({ id, reason }, { db, doctor }) => {
    const result = await data.voidAllergy(db, doctor, id, reason);
    if (!result.ok) return fail(result.reason === 'not-found' ? ALLERGY_MESSAGES.allergyGone : ALLERGY_MESSAGES.alreadyRemoved);
    return saved(db, result.patientId);
  },
  {
    audit: {
      entity: 'patient',
      action: 'void',
      entityId: (_, answer) => answer?.patientId,
      patientId: (input, db) => read.patientOfAllergy(db, input.id),
      detail: (input) => `drug allergy ${input.id}`,
    },
  },
);

/** "No known drug allergies": refused while an allergy stands. */
export const markNoKnownDrugAllergies = doctorAction(
  noKnownDrugAllergiesSchema,
  async ({ patientId }, { db }) => {
    const result = await data.setNoKnownDrugAllergies(db, patientId);
    if (!result.ok) return fail(result.reason === 'patient-not-found' ? ALLERGY_MESSAGES.patientGone : ALLERGY_MESSAGES.allergiesStanding);
    return saved(db, patientId);
  },
  { audit: { entity: 'patient', action: 'update', entityId: (input) => input.patientId, patientId: (input) => input.patientId, detail: () => 'no known drug allergies' } },
);
