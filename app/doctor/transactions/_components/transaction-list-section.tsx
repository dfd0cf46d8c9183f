import { LoadError } from '@/components/forms/load-error';
import type { TransactionStatus } from '@/lib/db/schema/enums';
import { recordRead, type Reader } from '@/lib/audit';
import { listTransactions, transactionListParams, type TransactionRecord } from '@/lib/transactions/queries/transactions';
import type { ListPage } from '@/lib/db/paging';
import { getDb } from '@/lib/db/client';
import { toTransactionRow } from '@/lib/hospital-api/server/serialize';
import { loadFailure } from '@/lib/load-failure';
import { formatPhone } from '@/lib/patients/rules/phone';
import { transactionsQuerySchema } from '@/lib/hospital-api/schema';
import type { TableParams } from '@/lib/lists/table-url';
import { StatusFilter } from './status-filter';
import { TransactionsTable } from './transactions-table';

/**
 * One page of the table, the query checked by GET /api/v1/transactions's schema and read by the same data-layer
 * call, its rows in that call's shape; a failure is shown in place (a plain sentence, the cause in the server's log).
 */
export async function TransactionListSection({ doctor, params, status }: { doctor: Reader; params: TableParams; status: TransactionStatus | undefined }) {
  let list: ListPage<TransactionRecord>;
  try {
    const query = transactionsQuerySchema.parse({ page: params.page, limit: params.pageSize, status });
    list = await listTransactions(await getDb(), transactionListParams(query));
  } catch (error) {
    return (
      <div className="space-y-3">
        <StatusFilter value={status} />
        <LoadError error={loadFailure(error)} title="Could not load the transactions" />
      </div>
    );
  }
  // The page's transactions, each with its patient: one audit insert before they are sent.
  await recordRead(await getDb(), {
    reader: doctor,
    source: `transactions list, page ${list.page}`,
    items: list.rows.map((row) => ({ entity: 'transaction', entityId: row.id, patientId: row.patient.id })),
  });
  // The patient's phone as the chart writes it ("+234 803 555 7781"), formatted here: the sheet is the browser's,
  // and the phone library stays on the server.
  const rows = list.rows.map(toTransactionRow).map((row) => ({ ...row, patient: { ...row.patient, phone: formatPhone(row.patient.phone) } }));
  return (
    <div className="space-y-3">
      <StatusFilter value={status} />
      <TransactionsTable list={{ rows, total: list.total, page: list.page }} params={params} />
    </div>
  );
}
