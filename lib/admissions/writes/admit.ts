import 'server-only';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { admissions, appointments, bedStays, doctors, patients } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { ALREADY_ADMITTED } from '@/lib/admissions/rules/messages';
import type { AdmitValues } from '@/lib/admissions/schema/admission';
import { checkBed } from './beds';
import { inOneTransaction, refuse, type AdmissionOutcome } from './outcome';

export const PATIENT_GONE = 'This patient no longer exists.';
export const VISIT_NOT_THE_PATIENTS = 'That visit is not this patient’s: admit from the patient’s own visit or chart.';
export const ADMITTING_DOCTOR_REFUSED = 'Choose an active doctor as the admitting doctor.';

/**
 * Admits a patient to a free bed: the admission and its first bed stay, both from now. Refused, in words, for a
 * patient who is gone or already admitted, a visit of another patient, an admitting doctor who is not an active
 * doctor or administrator (a lab scientist sees no patients), a bed that is not free in the chosen ward, and a
 * ward that does not take the patient. Two admissions at once of one bed, or of one patient, cannot both win:
 * the database refuses the second (see inOneTransaction).
 */
export async function admit(db: Db, values: AdmitValues, { doctorId, now = new Date() }: { doctorId: number; now?: Date }): Promise<AdmissionOutcome<{ admissionId: number }>> {
  return inOneTransaction(db, async (tx) => {
    const [patient] = await tx.select({ gender: patients.gender }).from(patients).where(eq(patients.id, values.patientId));
    if (!patient) refuse(PATIENT_GONE);
    const [open] = await tx
      .select({ id: admissions.id })
      .from(admissions)
      .where(and(eq(admissions.patientId, values.patientId), isNull(admissions.dischargedAt)));
    if (open) refuse(ALREADY_ADMITTED);
    if (values.appointmentId) {
      const [visit] = await tx.select({ patientId: appointments.patientId }).from(appointments).where(eq(appointments.id, values.appointmentId));
      if (visit?.patientId !== values.patientId) refuse(VISIT_NOT_THE_PATIENTS);
    }
    const [admitting] = await tx
      .select({ id: doctors.id })
      .from(doctors)
      .where(and(eq(doctors.id, values.admittingDoctorId), eq(doctors.status, 'active'), ne(doctors.role, 'lab-scientist')));
    if (!admitting) refuse(ADMITTING_DOCTOR_REFUSED);
    await checkBed(tx, values, patient.gender);

    const [admission] = await tx
      .insert(admissions)
      .values({
        patientId: values.patientId,
        appointmentId: values.appointmentId ?? null,
        admittingDoctorId: values.admittingDoctorId,
        admittedById: doctorId,
        reason: values.reason,
        expectedDays: values.expectedDays,
        admittedAt: now,
      })
      .returning({ id: admissions.id });
    await tx.insert(bedStays).values({ admissionId: admission.id, bedId: values.bedId, fromAt: now, movedById: doctorId });
    return { ok: true, data: { admissionId: admission.id }, admissionId: admission.id, patientId: values.patientId };
  });
}
