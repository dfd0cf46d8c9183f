import type { Metadata } from 'next';
import { listPatientDiagnosisTests } from '@/lib/patients/queries/chart';
import { chartPageOf, openChartPart, type SearchParams } from '../../_components/chart-patient';
import { TestsList } from '../../_components/tests-list';

export const metadata: Metadata = { title: 'Diagnosis tests · Patient chart' };

/** The chart's Diagnosis tests: the patient's diagnosis tests, newest first, voided ones struck through, a page at a time (`?testsPage=`). */
export default async function ChartDiagnosisTestsPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<SearchParams> }) {
  const { db, patient } = await openChartPart(params);
  const list = await listPatientDiagnosisTests(db, patient.id, chartPageOf(await searchParams, 'tests'));
  return <TestsList list={list} />;
}
