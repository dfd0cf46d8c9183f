import 'server-only';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { admissions, doctors } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { newestFirst } from '@/lib/db/newest-first';
import type { DischargeDisposition } from '@/lib/admissions/rules/disposition';
import { doctorDisplayName } from '@/lib/staff/queries/doctor-name';
import { isoOf, lastBedOf } from './last-bed';

/** The patient's stay now, for the chart's header line ("Admitted to Ward B, bed 4, day 3"). */
export interface OpenAdmission {
  admissionId: number;
  wardName: string;
  bedLabel: string;
  /** ISO instant. */
  admittedAt: string;
}

/** The admission the patient is in now, or null: one query, by the one-open-admission-per-patient index. */
export async function getOpenAdmissionOfPatient(db: Db, patientId: number): Promise<OpenAdmission | null> {
  const lastBed = lastBedOf(db);
  const [row] = await db
    .select({ admissionId: admissions.id, admittedAt: admissions.admittedAt, wardName: lastBed.wardName, bedLabel: lastBed.bedLabel })
    .from(admissions)
    .leftJoinLateral(lastBed, sql`true`)
    .where(and(eq(admissions.patientId, patientId), isNull(admissions.dischargedAt)));
  if (!row) return null;
  return { admissionId: row.admissionId, wardName: row.wardName ?? '', bedLabel: row.bedLabel ?? '', admittedAt: row.admittedAt.toISOString() };
}

/** One of the patient's admissions, as the chart's admissions history lists it. */
export interface PatientAdmission {
  id: number;
  /** ISO instants; `dischargedAt` is null while the patient is in. */
  admittedAt: string;
  dischargedAt: string | null;
  reason: string;
  /** Null while the patient is in. */
  disposition: DischargeDisposition | null;
  /** The bed the patient lies in, or the last one once discharged. */
  wardName: string | null;
  bedLabel: string | null;
  /** "Dr. Ada Obi". */
  admittingDoctorName: string;
}

/** Every admission of the patient, newest first: one query, by the admissions' patient index. */
export async function listPatientAdmissions(db: Db, patientId: number): Promise<PatientAdmission[]> {
  const lastBed = lastBedOf(db);
  const rows = await db
    .select({
      id: admissions.id,
      admittedAt: admissions.admittedAt,
      dischargedAt: admissions.dischargedAt,
      reason: admissions.reason,
      disposition: admissions.disposition,
      wardName: lastBed.wardName,
      bedLabel: lastBed.bedLabel,
      admittingDoctorName: doctorDisplayName(doctors),
    })
    .from(admissions)
    .innerJoin(doctors, eq(doctors.id, admissions.admittingDoctorId))
    .leftJoinLateral(lastBed, sql`true`)
    .where(eq(admissions.patientId, patientId))
    .orderBy(newestFirst(admissions.admittedAt), desc(admissions.id));
  return rows.map((row) => ({ ...row, admittedAt: row.admittedAt.toISOString(), dischargedAt: isoOf(row.dischargedAt) }));
}
