'use client';

import { DataTable, useTableUrl } from '@/components/data-table';
import type { ChartListPage } from '@/lib/patients/queries/chart';
import type { PatientReport } from '@/lib/reports/queries/patient-reports';
import { REPORTS_PREFIX } from './patient-list-keys';
import { PATIENT_REPORT_COLUMNS, patientReportRowId } from './patient-report-columns';

/**
 * One page of everything filed for one patient, newest first, voided reports struck through: the rows and the
 * columns of the chart's Medical reports (one query, one set of columns), paged by the server through the URL
 * (`?reportsPage=`, beside `?patient=`). Neither searched nor sorted, as the brief's table.
 */
export function MedicalReportsTable({ list, pageSize }: { list: ChartListPage<PatientReport>; pageSize: number }) {
  const { state } = useTableUrl({ params: { page: list.page, pageSize, q: '', sort: null, dir: 'asc' }, total: list.total, prefix: REPORTS_PREFIX });
  return <DataTable data={list.rows} columns={PATIENT_REPORT_COLUMNS} getRowId={patientReportRowId} server={state} label="Medical reports" />;
}
