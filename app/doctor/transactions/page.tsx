import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PageTitle } from '@/components/page-title';
import { requireDoctor } from '@/lib/auth/current-doctor';
import { TRANSACTIONS_PAGE_SIZE } from '@/lib/constants';
import { parseTableParams } from '@/lib/validations/table-params';
import { TransactionListSection, TransactionListSkeleton } from './_components/transaction-list-section';
import { TransactionSummarySection, TransactionSummarySkeleton } from './_components/transaction-summary-section';

export const metadata: Metadata = { title: 'Transactions' };

/**
 * The cards (one cached aggregate query) and the table's page (through the hospital API) load side by side
 * and stream in as each is ready; each says its own failure in place with a retry.
 */
export default async function TransactionsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireDoctor();
  // SPEC: 10 a page, no search and no sortable column: only `page` is read from the URL.
  const params = parseTableParams(await searchParams, { pageSize: TRANSACTIONS_PAGE_SIZE, sorts: [] });
  return (
    <div className="space-y-6">
      <PageTitle>Transactions</PageTitle>
      <Suspense fallback={<TransactionSummarySkeleton />}>
        <TransactionSummarySection />
      </Suspense>
      <Suspense fallback={<TransactionListSkeleton />}>
        <TransactionListSection params={params} />
      </Suspense>
    </div>
  );
}
