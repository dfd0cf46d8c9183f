import type { Metadata } from 'next';
import { listPatientTransactions } from '@/lib/patients/queries/chart';
import { chartPageOf, openChartPart, type SearchParams } from '../../_components/chart-patient';
import { TransactionsList } from '../../_components/transactions-list';

export const metadata: Metadata = { title: 'Transactions · Patient chart' };

/** The chart's Transactions: the patient's transactions, newest first, a page at a time (`?transactionsPage=`). */
export default async function ChartTransactionsPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<SearchParams> }) {
  const { db, patient } = await openChartPart(params);
  const list = await listPatientTransactions(db, patient.id, chartPageOf(await searchParams, 'transactions'));
  return <TransactionsList list={list} />;
}
