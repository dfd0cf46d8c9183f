'use client';

import { useRouter } from 'next/navigation';
import { useMemo, useState, useTransition } from 'react';
import { DataTable } from '@/components/data-table';
import { TRANSACTIONS_PAGE_SIZE } from '@/lib/constants';
import type { TransactionRow } from '@/lib/hospital-api/contract';
import { OpenTransactionContext, TRANSACTION_COLUMNS } from './transaction-columns';
import { TransactionSheet } from './transaction-sheet';

const rowId = (row: TransactionRow) => String(row.id);

/** One page of transactions from the server (`?page=`); a row click opens its `Transaction detail`. */
export function TransactionsTable({ rows, page, pageCount }: { rows: TransactionRow[]; page: number; pageCount: number }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [selected, setSelected] = useState<TransactionRow | null>(null);
  const pagination = useMemo(() => ({ pageIndex: page - 1, pageSize: TRANSACTIONS_PAGE_SIZE }), [page]);

  return (
    <OpenTransactionContext value={setSelected}>
      <div aria-busy={pending} className={pending ? 'opacity-60 transition-opacity' : undefined}>
        <DataTable
          data={rows}
          columns={TRANSACTION_COLUMNS}
          label="Transactions"
          getRowId={rowId}
          manualPagination
          pageCount={pageCount}
          pagination={pagination}
          onPaginationChange={(next) =>
            startTransition(() => router.push(`/doctor/transactions?page=${next.pageIndex + 1}`, { scroll: false }))
          }
          onRowClick={setSelected}
        />
      </div>
      <TransactionSheet transaction={selected} onClose={() => setSelected(null)} />
    </OpenTransactionContext>
  );
}
