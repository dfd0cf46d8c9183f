import { LoadError } from '@/components/forms/load-error';
import { todayIso } from '@/lib/clinic-time';
import { getDb } from '@/lib/db/client';
import { getTransactionSummary, type TransactionSummary } from '@/lib/transactions/queries/summary';
import { loadFailure } from '@/lib/load-failure';
import { SummaryCards } from './summary-cards';

/** The four cards, read from the per-day totals beside the table's page; a failed sum says so in place. */
export async function TransactionSummarySection() {
  let summary: TransactionSummary;
  try {
    summary = await getTransactionSummary(await getDb(), todayIso());
  } catch (error) {
    return <LoadError error={loadFailure(error)} title="Could not load the transaction totals" />;
  }
  return <SummaryCards summary={summary} />;
}
