import 'server-only';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { todayIso } from '@/lib/clinic-time';
import { admissions, beds, bedStays, patients, wards } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { occupantsOf, type Occupant } from './occupants';

/** More inpatients than one doctor can hold: the read is bounded whatever the data says. */
export const INPATIENTS_MAX = 200;

/** One of a doctor's inpatients, with where they lie (plain data: it goes to the browser). */
export interface Inpatient extends Occupant {
  /** Null only between the statements of a transfer, which no reader sees. */
  wardId: number | null;
  wardName: string | null;
  bedLabel: string | null;
}

/**
 * The patients admitted under `doctorId` (the admitting doctor) and not yet discharged, with their ward and bed: one
 * join served by the index of open admissions per doctor, then one read of their latest vitals. Ordered as the board
 * orders them: by ward, then bed.
 */
export async function listDoctorInpatients(db: Db, doctorId: number, { today = todayIso() }: { today?: string } = {}): Promise<Inpatient[]> {
  const rows = await db
    .select({
      admissionId: admissions.id,
      admittedAt: admissions.admittedAt,
      admittingDoctorId: admissions.admittingDoctorId,
      patientId: patients.id,
      patientName: patients.fullName,
      patientNumber: patients.patientNumber,
      gender: patients.gender,
      dateOfBirth: patients.dateOfBirth,
      wardId: wards.id,
      wardName: wards.name,
      bedLabel: beds.label,
    })
    .from(admissions)
    .innerJoin(patients, eq(patients.id, admissions.patientId))
    .leftJoin(bedStays, and(eq(bedStays.admissionId, admissions.id), isNull(bedStays.toAt)))
    .leftJoin(beds, eq(beds.id, bedStays.bedId))
    .leftJoin(wards, eq(wards.id, beds.wardId))
    .where(and(eq(admissions.admittingDoctorId, doctorId), isNull(admissions.dischargedAt)))
    .orderBy(asc(sql`lower(${wards.name})`), asc(sql`length(${beds.label})`), asc(sql`lower(${beds.label})`), asc(admissions.id))
    .limit(INPATIENTS_MAX);
  const occupants = await occupantsOf(db, rows, today);
  return rows.map((row) => ({ ...occupants.get(row.admissionId)!, wardId: row.wardId, wardName: row.wardName, bedLabel: row.bedLabel }));
}
