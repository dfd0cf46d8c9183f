import 'server-only';
import { REPORTS_PAGE_SIZE } from '@/lib/constants';
import { listPatientReports } from '@/lib/reports/queries/patient-reports';
import type { Db } from '@/lib/db/types';
import { loadFailure } from '@/lib/load-failure';
import type { PatientReports } from './patient-sheet';

/**
 * The open patient's reports for the side sheet, one page of 10 (`?reportsPage=` beside `?patient=`): the chart's
 * Medical reports' own query (every kind filed for the patient, voided ones marked), not the hospital API's
 * medical reports, which hold one kind only and left the sheet saying "No record found" beside a chart that
 * listed the patient's investigations. The page's audit line for the sheet records the read.
 */
export async function loadSheetReports(db: Db, patientId: number, reportsPage: number): Promise<PatientReports> {
  try {
    const list = await listPatientReports(db, patientId, { page: reportsPage, pageSize: REPORTS_PAGE_SIZE });
    return { patientId, ok: true, list, pageSize: REPORTS_PAGE_SIZE };
  } catch (error) {
    return { patientId, ok: false, error: loadFailure(error) };
  }
}
