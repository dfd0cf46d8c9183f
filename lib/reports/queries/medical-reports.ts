import 'server-only';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { medicalReports, patients } from '@/lib/db/schema';
import type { MedicalReportStatus } from '@/lib/db/schema/enums';
import type { TableParams } from '@/lib/lists/table-url';
import { listPage, type ListPage } from '@/lib/db/paging';
import { standing } from '@/lib/reports/queries/voided-marks';

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

/** One page of all patients' reports, or of one patient's. Neither searched nor sorted by a column. */
export interface MedicalReportListParams extends Pick<TableParams, 'page' | 'pageSize'> {
  patientId?: number;
}

/** One page, newest first (the id breaks ties so that pages never overlap), and how many there are in all. */
export async function listMedicalReports(db: Db, { patientId, ...params }: MedicalReportListParams): Promise<ListPage<MedicalReportRecord>> {
  // Voided reports leave the list and its count (the hospital API's too); the chart shows them on its own.
  const where = and(standing(medicalReports), patientId === undefined ? undefined : eq(medicalReports.patientId, patientId));
  return listPage(
    params,
    async () => (await db.select({ total: count() }).from(medicalReports).where(where))[0].total,
    (limit, offset) =>
      db
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
        .where(where)
        .orderBy(desc(medicalReports.reportDate), desc(medicalReports.id))
        .limit(limit)
        .offset(offset),
  );
}
