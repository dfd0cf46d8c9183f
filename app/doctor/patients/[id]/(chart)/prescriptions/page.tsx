import type { Metadata } from 'next';
import { listPatientMedicationHistory, type ChartMedicationHistory } from '@/lib/medication-history/queries/chart';
import { emptyChartList, listPatientPrescriptions } from '@/lib/patients/queries/chart';
import { chartListOrFailure } from '../../_components/chart-list-read';
import { chartPageOf, openChartPart, type SearchParams } from '../../_components/chart-patient';
import { MedicationHistoryList } from '../../_components/medication-history-list';
import { PrescriptionsList } from '../../_components/prescriptions-list';

export const metadata: Metadata = { title: 'Prescriptions · Patient chart' };

/**
 * The chart's Prescriptions: the patient's prescriptions, newest first, voided ones struck through, a page at a time
 * (`?prescriptionsPage=`); after them, and titled apart, the medicines they took or were prescribed elsewhere
 * (`?medicationHistoryPage=`), which say their own failure in place.
 */
export default async function ChartPrescriptionsPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<SearchParams> }) {
  const { db, patient, held } = await openChartPart(params);
  const query = await searchParams;
  const [list, [history]] = await Promise.all([
    listPatientPrescriptions(db, patient.id, chartPageOf(query, 'prescriptions')),
    // Most patients brought no record from elsewhere: their history is shown empty, unread.
    Promise.allSettled([held.medicationHistory ? listPatientMedicationHistory(db, patient.id, chartPageOf(query, 'medicationHistory')) : emptyChartList<ChartMedicationHistory>()]),
  ]);
  return (
    <>
      <PrescriptionsList list={list} />
      {chartListOrFailure('medicationHistory', history, (page) => (
        <MedicationHistoryList list={page} />
      ))}
    </>
  );
}
