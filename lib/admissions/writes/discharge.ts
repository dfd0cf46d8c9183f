import 'server-only';
import { eq } from 'drizzle-orm';
import { admissions } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { DischargeValues } from '@/lib/admissions/schema/admission';
import { endOf, leaveBed, lockBeds, openStayOf } from './beds';
import { lockOpenAdmission } from './open-admission';
import { bookFollowUp } from './follow-up';
import { inOneTransaction, type AdmissionOutcome } from './outcome';

export interface Discharged {
  admissionId: number;
  /** The visit booked on the follow-up date, when the doctor asked for one. */
  followUpAppointmentId: number | null;
  /** Where the death report opens with the patient filled in, when the patient died. */
  deathReportHref: string | null;
}

/** The reports page, opening "New Death Report" for this patient. */
export const deathReportHref = (patientId: number) => `/doctor/reports?tab=death&new=death&patient=${patientId}`;

/**
 * Ends an admission: the last stay ends now and its bed is to be cleaned; the discharge summary (disposition,
 * diagnoses, course, procedures, follow-up date) is written on the admission. With `bookFollowUp`, a visit with
 * the admitting doctor is booked on the follow-up date; when it cannot be, nothing is discharged. Refused for an
 * admission that is gone or has ended already.
 */
export async function discharge(db: Db, values: DischargeValues, { doctorId, now = new Date() }: { doctorId: number; now?: Date }): Promise<AdmissionOutcome<Discharged>> {
  return inOneTransaction(db, async (tx) => {
    const admission = await lockOpenAdmission(tx, values.admissionId);
    const { patientId } = admission;
    const followUpAppointmentId =
      values.bookFollowUp && values.followUpDate ? await bookFollowUp(tx, { patientId, doctorId: admission.admittingDoctorId, date: values.followUpDate }, now) : null;
    const stay = await openStayOf(tx, admission.id);
    await lockBeds(tx, [stay.bedId]);
    const at = endOf(stay, now);
    await leaveBed(tx, stay, at);
    await tx
      .update(admissions)
      .set({
        dischargedAt: at,
        dischargedById: doctorId,
        disposition: values.disposition,
        diagnoses: values.diagnoses,
        course: values.course,
        procedures: values.procedures,
        followUpDate: values.followUpDate,
        followUpAppointmentId,
      })
      .where(eq(admissions.id, admission.id));
    const data = { admissionId: admission.id, followUpAppointmentId, deathReportHref: values.disposition === 'died' ? deathReportHref(patientId) : null };
    return { ok: true, data, admissionId: admission.id, patientId };
  });
}
