import { LoadError } from '@/components/forms/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { getCachedTransactionSummary, type TransactionSummary } from '@/lib/data/transactions-summary';
import { todayIso } from '@/lib/format';
import { loadFailure } from '@/lib/load-failure';
import { SummaryCards } from './summary-cards';

/** The four cards, one cached aggregate query; streamed on their own, so a slow or failed sum never holds the table. */
export async function TransactionSummarySection() {
  let summary: TransactionSummary;
  try {
    summary = await getCachedTransactionSummary(todayIso());
  } catch (error) {
    return <LoadError error={loadFailure(error)} title="Could not load the transaction totals" />;
  }
  return <SummaryCards summary={summary} />;
}

export function TransactionSummarySkeleton() {
  return (
    <div role="status" aria-label="Loading the transaction totals" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} className="h-32" />
      ))}
    </div>
  );
}
