import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title';
import type { ErrorDetails } from '@/components/error-state';
import { requireDoctor } from '@/lib/auth/current-doctor';
import { TRANSACTIONS_PAGE_SIZE } from '@/lib/constants';
import { getCachedTransactionSummary } from '@/lib/data/transactions-summary';
import { todayIso } from '@/lib/format';
import { isHospitalApiError, listTransactions } from '@/lib/hospital-api';
import { LoadError } from '@/components/load-error';
import { SummaryCards } from './_components/summary-cards';
import { TransactionsTable } from './_components/transactions-table';

export const metadata: Metadata = { title: 'Transactions' };

/** `?page=` from 1; anything else is the first page. */
function pageFrom(value: string | string[] | undefined): number {
  const page = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1;
}

/**
 * The table's page goes through the hospital API, whose failure is shown in place with its status; the
 * cards are one cached aggregate query (lib/data), whose failure goes to error.tsx.
 */
async function load(page: number) {
  try {
    const [list, summary] = await Promise.all([listTransactions({ page, limit: TRANSACTIONS_PAGE_SIZE }), getCachedTransactionSummary(todayIso())]);
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
  const page = pageFrom((await searchParams).page);
  const result = await load(page);
  return (
    <div className="space-y-6">
      <PageTitle>Transactions</PageTitle>
      {result.ok ? (
        <>
          <SummaryCards summary={result.summary} />
          <TransactionsTable rows={result.list.data} page={page} pageCount={result.list.pagination.totalPages} />
        </>
      ) : (
        <LoadError error={result.error} title="Could not load the transactions" />
      )}
    </div>
  );
}
