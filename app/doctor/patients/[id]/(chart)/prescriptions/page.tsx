import type { Metadata } from 'next';
import { listPatientPrescriptions } from '@/lib/patients/queries/chart';
import { chartPageOf, openChartPart, type SearchParams } from '../../_components/chart-patient';
import { PrescriptionsList } from '../../_components/prescriptions-list';

export const metadata: Metadata = { title: 'Prescriptions · Patient chart' };

/** The chart's Prescriptions: the patient's prescriptions, newest first, voided ones struck through, a page at a time (`?prescriptionsPage=`). */
export default async function ChartPrescriptionsPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<SearchParams> }) {
  const { db, patient } = await openChartPart(params);
  const list = await listPatientPrescriptions(db, patient.id, chartPageOf(await searchParams, 'prescriptions'));
  return <PrescriptionsList list={list} />;
}
