'use server';

import { revalidatePath } from 'next/cache';
import { expireAggregatesOf } from '@/lib/db/cache/aggregate-cache';
import { findLikelyDuplicates, findLikelyDuplicatesOfCorrection } from '@/lib/patients/queries/duplicates';
import { createPatient, updatePatient, type PatientWriteResult } from '@/lib/patients/writes/patient';
import { PATIENT_MESSAGES, patientRegistrationSchema, patientUpdateSchema } from '@/lib/patients/schema/patient';
import { doctorAction } from '@/lib/server-actions/doctor-action';
import { fail, ok, type ActionResult } from '@/lib/server-actions/result';

const NOT_FOUND = 'This patient no longer exists.';

/** The refusal in the doctor's words (a duplicate email under the Email field), or the saved patient's id. */
function answer(result: PatientWriteResult): ActionResult<{ id: number }> {
  if (result.ok) {
    // The patient list's counts and Filter states, and the dashboard's figures, read patients.
    expireAggregatesOf('patients');
    revalidatePath('/doctor/patients');
    revalidatePath(`/doctor/patients/${result.id}`, 'layout');
    return ok({ id: result.id });
  }
  if (result.reason === 'duplicate-email') return fail(PATIENT_MESSAGES.duplicateEmail, { email: PATIENT_MESSAGES.duplicateEmail });
  return fail(NOT_FOUND);
}

/**
 * "New patient": any active doctor registers a patient of the clinic. While patients who may be the same
 * person exist (same name and date of birth, same phone, same email), it is refused with them listed, until
 * the doctor confirms a different person (`differentPerson`); the refusal is in the audit trail.
 */
export const registerPatient = doctorAction(
  patientRegistrationSchema,
  async ({ differentPerson, ...input }, { db, doctor }) => {
    if (!differentPerson) {
      const duplicates = await findLikelyDuplicates(db, input);
      if (duplicates.length > 0) return { ...fail(PATIENT_MESSAGES.likelyDuplicates), duplicates };
    }
    return answer(await createPatient(db, input, doctor.id));
  },
  { audit: { entity: 'patient', action: 'create', entityId: (_, data) => data?.id, patientIdOfResult: (data) => data.id } },
);

/**
 * "Edit" on the chart: any active doctor corrects a patient's registration (patients have no author). A change of
 * name, date of birth, phone or email that makes the patient look like another registered one is refused with
 * them listed, as at registration, until the doctor confirms a different person.
 */
export const correctPatient = doctorAction(
  patientUpdateSchema,
  async ({ id, differentPerson, ...input }, { db, doctor }) => {
    if (!differentPerson) {
      const duplicates = await findLikelyDuplicatesOfCorrection(db, id, input);
      if (duplicates.length > 0) return { ...fail(PATIENT_MESSAGES.likelyDuplicates), duplicates };
    }
    return answer(await updatePatient(db, id, input, doctor.id));
  },
  { audit: { entity: 'patient', action: 'update', entityId: (input) => input.id, patientId: (input) => input.id } },
);
