'use client';

import type { ChartListPage } from '@/lib/patients/queries/chart';
import type { PatientReport } from '@/lib/reports/queries/patient-reports';
import { PATIENT_REPORT_COLUMNS, patientReportRowId } from '../../_components/patient-report-columns';
import { ChartTable } from './chart-table';

/**
 * Everything filed for the patient, newest first: medical reports, investigations and operation reports with
 * their files, birth and death reports. A voided one still shows, struck through, with who voided it and why.
 * The patients list's side sheet shows the same rows with the same columns.
 */
export function ReportsList({ list }: { list: ChartListPage<PatientReport> }) {
  return <ChartTable list={list} name="reports" columns={PATIENT_REPORT_COLUMNS} emptyMessage="No medical reports yet." rowId={patientReportRowId} />;
}
