import type { Metadata } from 'next';
import { listPatientReports } from '@/lib/reports/queries/patient-reports';
import { chartPageOf, openChartPart, type SearchParams } from '../../_components/chart-patient';
import { ReportsList } from '../../_components/reports-list';

export const metadata: Metadata = { title: 'Medical reports · Patient chart' };

/** The chart's Medical reports: everything filed for the patient (medical reports, investigations, operation, birth and death reports), newest first, a page at a time (`?reportsPage=`). */
export default async function ChartMedicalReportsPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<SearchParams> }) {
  const { db, patient } = await openChartPart(params);
  const list = await listPatientReports(db, patient.id, chartPageOf(await searchParams, 'reports'));
  return <ReportsList list={list} />;
}
