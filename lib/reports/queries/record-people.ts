import 'server-only';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { doctors, patients } from '@/lib/db/schema';
import { doctorAvatarUrl, doctorDisplayName } from '@/lib/staff/queries/doctor-name';

/** The patient a record is about and the doctor who wrote it, as a list row or a view shows them. */
export interface RecordPeople {
  patientId: number;
  /** The patient's number (shown as P-000123 by formatPatientNumber). */
  patientNumber: number;
  patientName: string;
  patientEmail: string | null;
  patientAvatar: string;
  doctorId: number;
  doctorName: string;
  doctorEmail: string;
  doctorAvatar: string;
}

/** The columns of RecordPeople, for a select of `record` joined to its patient and its doctor. */
export const recordPeopleColumns = <P extends PgColumn, D extends PgColumn>(record: { patientId: P; doctorId: D }) => ({
  patientId: record.patientId,
  patientNumber: patients.patientNumber,
  patientName: patients.fullName,
  patientEmail: patients.email,
  patientAvatar: patients.avatar,
  doctorId: record.doctorId,
  doctorName: doctorDisplayName(),
  doctorEmail: doctors.email,
  doctorAvatar: doctorAvatarUrl(),
});
