import { LoadError } from '@/components/forms/load-error';
import type { TransactionStatus } from '@/lib/db/schema/enums';
import { recordRead, type Reader } from '@/lib/audit';
import { getDb } from '@/lib/db/client';
import { listTransactions, type TransactionsResponse } from '@/lib/hospital-api';
import { loadFailure } from '@/lib/load-failure';
import { formatPhone } from '@/lib/phone';
import type { TableParams } from '@/lib/validations/table-params';
import { StatusFilter } from './status-filter';
import { TransactionsTable } from './transactions-table';

/** One page of the table through the hospital API; a failure is shown in place (its status, or a plain sentence). */
export async function TransactionListSection({ doctor, params, status }: { doctor: Reader; params: TableParams; status: TransactionStatus | undefined }) {
  let list: TransactionsResponse;
  try {
    list = await listTransactions({ page: params.page, limit: params.pageSize, status });
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
    source: `transactions list, page ${list.pagination.page}`,
    items: list.data.map((row) => ({ entity: 'transaction', entityId: row.id, patientId: row.patient.id })),
  });
  // The patient's phone as the chart writes it ("+234 803 555 7781"), formatted here: the sheet is the browser's,
  // and the phone library stays on the server.
  const rows = list.data.map((row) => ({ ...row, patient: { ...row.patient, phone: formatPhone(row.patient.phone) } }));
  return (
    <div className="space-y-3">
      <StatusFilter value={status} />
      <TransactionsTable list={{ rows, total: list.pagination.total, page: list.pagination.page }} params={params} />
    </div>
  );
}
