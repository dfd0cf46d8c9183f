import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title';
import type { ErrorDetails } from '@/components/forms/error-state';
import { requireDoctor } from '@/lib/auth/current-doctor';
import { TRANSACTIONS_PAGE_SIZE } from '@/lib/constants';
import { getCachedTransactionSummary } from '@/lib/data/transactions-summary';
import { todayIso } from '@/lib/format';
import { isHospitalApiError, listTransactions } from '@/lib/hospital-api';
import { LoadError } from '@/components/forms/load-error';
import { parseTableParams, type TableParams } from '@/lib/validations/table-params';
import { SummaryCards } from './_components/summary-cards';
import { TransactionsTable } from './_components/transactions-table';

export const metadata: Metadata = { title: 'Transactions' };

/**
 * The table's page goes through the hospital API, whose failure is shown in place with its status; the
 * cards are one cached aggregate query (lib/data), whose failure goes to error.tsx.
 */
async function load(params: TableParams) {
  try {
    const [list, summary] = await Promise.all([listTransactions({ page: params.page, limit: params.pageSize }), getCachedTransactionSummary(todayIso())]);
    return { ok: true as const, list, summary };
  } catch (error) {
    // Production hides a thrown error's details from error.tsx; the API's status is worth showing.
    if (!isHospitalApiError(error)) throw error;
    console.error(error);
    const details: ErrorDetails = { status: error.status, statusText: error.statusText, message: error.message };
    return { ok: false as const, error: details };
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
