import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title';
import { requireDoctor } from '@/lib/auth/current-doctor';
import { TRANSACTIONS_PAGE_SIZE } from '@/lib/constants';
import { getCachedTransactionSummary } from '@/lib/data/transactions-summary';
import { todayIso } from '@/lib/format';
import { LoadError } from '@/components/forms/load-error';
import { listTransactions } from '@/lib/hospital-api';
import { loadFailure } from '@/lib/load-failure';
import { parseTableParams, type TableParams } from '@/lib/validations/table-params';
import { SummaryCards } from './_components/summary-cards';
import { TransactionsTable } from './_components/transactions-table';

export const metadata: Metadata = { title: 'Transactions' };

/**
 * The table's page goes through the hospital API and the cards are one cached aggregate query (lib/data);
 * a failure of either is shown in place as every screen shows it (loadFailure: the API's status, or a
 * plain sentence for a database failure).
 */
async function load(params: TableParams) {
  try {
    const [list, summary] = await Promise.all([listTransactions({ page: params.page, limit: params.pageSize }), getCachedTransactionSummary(todayIso())]);
    return { ok: true as const, list, summary };
  } catch (error) {
    return { ok: false as const, error: loadFailure(error) };
  }
}

export default async function TransactionsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireDoctor();
  // SPEC: 10 a page, no search and no sortable column: only `page` is read from the URL.
  const params = parseTableParams(await searchParams, { pageSize: TRANSACTIONS_PAGE_SIZE, sorts: [] });
  const result = await load(params);
  return (
    <div className="space-y-6">
      <PageTitle>Transactions</PageTitle>
      {result.ok ? (
        <>
          <SummaryCards summary={result.summary} />
          <TransactionsTable
            list={{ rows: result.list.data, total: result.list.pagination.total, page: result.list.pagination.page }}
            params={params}
          />
        </>
      ) : (
        <LoadError error={result.error} title="Could not load the transactions" />
      )}
    </div>
  );
}
