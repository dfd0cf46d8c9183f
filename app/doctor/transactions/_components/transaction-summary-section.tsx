import { LoadError } from '@/components/forms/load-error';
import { todayIso } from '@/lib/clinic-time';
import { getCachedTransactionSummary, type TransactionSummary } from '@/lib/transactions/queries/summary';
import { loadFailure } from '@/lib/load-failure';
import { SummaryCards } from './summary-cards';

/** The four cards, one cached aggregate query, read beside the table's page; a failed sum says so in place. */
export async function TransactionSummarySection() {
  let summary: TransactionSummary;
  try {
    summary = await getCachedTransactionSummary(todayIso());
  } catch (error) {
    return <LoadError error={loadFailure(error)} title="Could not load the transaction totals" />;
  }
  return <SummaryCards summary={summary} />;
}
