import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { medicalReports, patients } from '@/lib/db/schema';
import type { MedicalReportStatus } from '@/lib/db/schema/enums';

export interface MedicalReportRecord {
  id: number;
  patientId: number;
  patientName: string;
  title: string;
  /** YYYY-MM-DD. */
  date: string;
  doctorName: string;
  result: string;
  status: MedicalReportStatus;
  note: string;
}

/** Newest first; all patients' reports, or one patient's. */
export async function listMedicalReports(
  db: Db,
  { patientId, limit = 500 }: { patientId?: number; limit?: number } = {},
): Promise<MedicalReportRecord[]> {
  return db
    .select({
      id: medicalReports.id,
      patientId: medicalReports.patientId,
      patientName: patients.fullName,
      title: medicalReports.title,
      date: medicalReports.reportDate,
      doctorName: medicalReports.doctorName,
      result: medicalReports.result,
      status: medicalReports.status,
      note: medicalReports.note,
    })
    .from(medicalReports)
    .innerJoin(patients, eq(patients.id, medicalReports.patientId))
    .where(patientId === undefined ? undefined : eq(medicalReports.patientId, patientId))
    .orderBy(desc(medicalReports.reportDate), desc(medicalReports.id))
    .limit(limit);
}
