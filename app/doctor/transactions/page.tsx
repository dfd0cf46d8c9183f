import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title';
import { requireDoctor } from '@/lib/auth/current-doctor';
import { TRANSACTIONS_PAGE_SIZE } from '@/lib/constants';
import { parseTableParams } from '@/lib/lists/table-params';
import { parseTransactionStatus } from '@/lib/transactions/schema';
import { TransactionListSection } from './_components/transaction-list-section';
import { TransactionSummarySection } from './_components/transaction-summary-section';

export const metadata: Metadata = { title: 'Transactions' };

/**
 * The cards (one cached aggregate query) and the table's page (the data layer's transactions list) are read side by
 * side and sent in the first HTML (the content, not a skeleton, paints first); each says its own failure in place
 * with a retry.
 */
export default async function TransactionsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { doctor } = await requireDoctor();
  // 10 a page, no search and no sortable column: `page` is read from the URL, and `status` (ours: the
  // dashboard's Total Earnings opens the successful ones).
  const query = await searchParams;
  const params = parseTableParams(query, { pageSize: TRANSACTIONS_PAGE_SIZE, sorts: [] });
  const status = parseTransactionStatus(query.status);
  return (
    <div className="space-y-6">
      <PageTitle>Transactions</PageTitle>
      <TransactionSummarySection />
      <TransactionListSection doctor={doctor} params={params} status={status} />
    </div>
  );
}
