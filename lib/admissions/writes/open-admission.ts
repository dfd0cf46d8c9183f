import 'server-only';
import { eq } from 'drizzle-orm';
import { admissions, patients, progressNotes } from '@/lib/db/schema';
import type { Gender } from '@/lib/db/schema/enums';
import type { Db } from '@/lib/db/types';
import { ADMISSION_GONE, NOT_ADMITTED } from '@/lib/admissions/rules/messages';
import { refuse } from './outcome';

export interface OpenAdmission {
  id: number;
  patientId: number;
  gender: Gender;
  admittingDoctorId: number;
  admittedAt: Date;
}

/**
 * The admission, locked until the write's transaction ends (two doctors transferring or discharging one patient
 * at once take turns, and the second sees what the first did); refuses one that is gone or has ended.
 */
export async function lockOpenAdmission(db: Db, admissionId: number): Promise<OpenAdmission> {
  const [row] = await db
    .select({
      id: admissions.id,
      patientId: admissions.patientId,
      gender: patients.gender,
      admittingDoctorId: admissions.admittingDoctorId,
      admittedAt: admissions.admittedAt,
      dischargedAt: admissions.dischargedAt,
    })
    .from(admissions)
    .innerJoin(patients, eq(patients.id, admissions.patientId))
    .where(eq(admissions.id, admissionId))
    .for('update', { of: admissions });
  if (!row) refuse(ADMISSION_GONE);
  if (row.dischargedAt !== null) refuse(NOT_ADMITTED);
  return { id: row.id, patientId: row.patientId, gender: row.gender, admittingDoctorId: row.admittingDoctorId, admittedAt: row.admittedAt };
}

/** The patient an admission is of, or null when there is none: read before a change, for its audit line. */
export async function patientOfAdmission(db: Db, admissionId: number): Promise<number | null> {
  const [row] = await db.select({ patientId: admissions.patientId }).from(admissions).where(eq(admissions.id, admissionId)).limit(1);
  return row?.patientId ?? null;
}

/** The patient a progress note is of, or null when there is none. */
export async function patientOfNote(db: Db, noteId: number): Promise<number | null> {
  const [row] = await db
    .select({ patientId: admissions.patientId })
    .from(progressNotes)
    .innerJoin(admissions, eq(admissions.id, progressNotes.admissionId))
    .where(eq(progressNotes.id, noteId))
    .limit(1);
  return row?.patientId ?? null;
}
