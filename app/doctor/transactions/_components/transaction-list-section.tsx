import { LoadError } from '@/components/forms/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { listTransactions, type TransactionsResponse } from '@/lib/hospital-api';
import { loadFailure } from '@/lib/load-failure';
import type { TableParams } from '@/lib/validations/table-params';
import { TransactionsTable } from './transactions-table';

/** One page of the table through the hospital API; a failure is shown in place (its status, or a plain sentence). */
export async function TransactionListSection({ params }: { params: TableParams }) {
  let list: TransactionsResponse;
  try {
    list = await listTransactions({ page: params.page, limit: params.pageSize });
  } catch (error) {
    return <LoadError error={loadFailure(error)} title="Could not load the transactions" />;
  }
  return <TransactionsTable list={{ rows: list.data, total: list.pagination.total, page: list.pagination.page }} params={params} />;
}

export function TransactionListSkeleton() {
  return <Skeleton role="status" aria-label="Loading transactions" className="h-96" />;
}
