import 'server-only';
import type { Db } from '@/lib/db/types';
import { parseRowId } from '@/lib/diagnosis/schema/clinical-fields';
import { safeReturnTo } from '@/lib/forms/return-to';
import { getPatientOption, type PatientOption } from '@/lib/patients/queries/options';
import { readVisitStart, type VisitStart } from '@/lib/vitals/queries/visit-readings';
import { isVisitOfPatient } from '@/lib/appointments/queries/visit-records';

/** A new diagnosis test's or prescription's URL parameters, as the page receives them. */
export interface FormStartParams {
  patient?: string | string[];
  appointment?: string | string[];
  returnTo?: string | string[];
}

/** What a new record's form opens with. */
export interface FormStart {
  /** The patient already chosen (`?patient=`), or null: an id that is no patient's opens the form empty. */
  patient: PatientOption | null;
  /** The visit it is written at (`?appointment=`), only when it is that patient's; otherwise null and ignored. */
  appointmentId: number | null;
  /** Where saving goes back to (`?returnTo=`): a path in the doctor area, or null for the form's usual place. */
  returnTo: string | null;
  /** What the visit already knows (its readings, its diagnosis test), when the form is written at one; else null. */
  visit: VisitStart | null;
}

/**
 * Reads where a new diagnosis test or prescription was started from (a visit's page, a patient's chart). Each
 * parameter is checked here, on the server; one that does not hold is left out rather than refused, so the
 * doctor still gets the form. The save checks the visit again. A form of a visit starts with what the visit
 * measured and its diagnosis test, so the doctor confirms the sitting's readings rather than types them again.
 */
export async function readFormStart(db: Db, params: FormStartParams): Promise<FormStart> {
  const first = (value: string | string[] | undefined) => [value].flat()[0];
  const patientId = parseRowId(first(params.patient));
  const patient = patientId === null ? null : await getPatientOption(db, patientId);
  const appointmentId = parseRowId(first(params.appointment));
  const visitIsPatients = patient !== null && appointmentId !== null && (await isVisitOfPatient(db, appointmentId, patient.id));
  return {
    patient,
    appointmentId: visitIsPatients ? appointmentId : null,
    returnTo: safeReturnTo(params.returnTo),
    visit: visitIsPatients ? await readVisitStart(db, appointmentId) : null,
  };
}
