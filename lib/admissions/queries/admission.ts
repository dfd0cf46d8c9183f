import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { admissions, doctors, patients } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { DischargeDisposition } from '@/lib/admissions/rules/disposition';
import { allergySummaryColumn, type AllergySummary } from '@/lib/patients/queries/allergies';
import { doctorDisplayName } from '@/lib/staff/queries/doctor-name';
import type { PatientIdentityFields } from '@/lib/patients/rules/identity';
import { bedOf, isoOf, lastBedOf, type AdmissionBed } from './last-bed';

export type { AdmissionBed };

/** Who is admitted: what the admission page's header and the discharge summary say of the patient. */
export type AdmittedPatient = PatientIdentityFields;

/** How the stay ended: the discharge summary, as written at discharge. */
export interface AdmissionDischarge {
  /** ISO instant. */
  dischargedAt: string;
  /** "Dr. Ada Obi"; null once that account is gone. */
  dischargedBy: string | null;
  disposition: DischargeDisposition;
  diagnoses: string;
  course: string;
  procedures: string;
  /** YYYY-MM-DD, or null when none was set. */
  followUpDate: string | null;
  /** The visit the follow-up booked, if the doctor asked for one. */
  followUpAppointmentId: number | null;
}

export interface AdmissionDetail {
  id: number;
  patient: AdmittedPatient;
  allergies: AllergySummary;
  /** The visit the patient was admitted from; null when admitted from the chart. */
  appointmentId: number | null;
  admittingDoctorId: number;
  /** "Dr. Ada Obi": the doctor responsible for the patient while in. */
  admittingDoctorName: string;
  reason: string;
  expectedDays: number | null;
  /** ISO instant. */
  admittedAt: string;
  plan: string;
  /** The bed the patient lies in, or the last one once discharged. */
  bed: AdmissionBed | null;
  /** Null while the patient is in. */
  discharge: AdmissionDischarge | null;
}

const discharger = alias(doctors, 'discharger');

/**
 * One admission with its patient (and their drug allergies), its doctors' names and its bed: ONE query, the bed
 * through a lateral join on the stays. Undefined for no such admission.
 */
export async function getAdmission(db: Db, id: number): Promise<AdmissionDetail | undefined> {
  const lastBed = lastBedOf(db);
  const [row] = await db
    .select({
      admission: admissions,
      patient: {
        id: patients.id,
        fullName: patients.fullName,
        patientNumber: patients.patientNumber,
        dateOfBirth: patients.dateOfBirth,
        dateOfBirthEstimated: patients.dateOfBirthEstimated,
        gender: patients.gender,
      },
      allergies: allergySummaryColumn(),
      admittingDoctorName: doctorDisplayName(doctors),
      dischargedBy: sql<string | null>`case when ${discharger.id} is null then null else ${doctorDisplayName(discharger)} end`,
      wardId: lastBed.wardId,
      wardName: lastBed.wardName,
      bedId: lastBed.bedId,
      bedLabel: lastBed.bedLabel,
    })
    .from(admissions)
    .innerJoin(patients, eq(patients.id, admissions.patientId))
    .innerJoin(doctors, eq(doctors.id, admissions.admittingDoctorId))
    .leftJoin(discharger, eq(discharger.id, admissions.dischargedById))
    .leftJoinLateral(lastBed, sql`true`)
    .where(eq(admissions.id, id));
  if (!row) return undefined;
  const { admission } = row;
  return {
    id: admission.id,
    patient: row.patient,
    allergies: row.allergies,
    appointmentId: admission.appointmentId,
    admittingDoctorId: admission.admittingDoctorId,
    admittingDoctorName: row.admittingDoctorName,
    reason: admission.reason,
    expectedDays: admission.expectedDays,
    admittedAt: admission.admittedAt.toISOString(),
    plan: admission.plan,
    bed: bedOf(row),
    discharge:
      admission.dischargedAt && admission.disposition
        ? {
            dischargedAt: isoOf(admission.dischargedAt)!,
            dischargedBy: row.dischargedBy,
            disposition: admission.disposition,
            diagnoses: admission.diagnoses ?? '',
            course: admission.course ?? '',
            procedures: admission.procedures ?? '',
            followUpDate: admission.followUpDate,
            followUpAppointmentId: admission.followUpAppointmentId,
          }
        : null,
  };
}
