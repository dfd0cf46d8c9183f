'use client';

import { useMemo, useState } from 'react';
import { DataTable, useTableUrl } from '@/components/data-table';
import type { ListPage } from '@/lib/data/paging';
import type { TransactionRow } from '@/lib/hospital-api/contract';
import type { TableParams } from '@/lib/validations/table-params';
import { getTransactionColumns, type TransactionRowAction } from './transaction-columns';
import { TransactionSheet } from './transaction-sheet';

const rowId = (row: TransactionRow) => String(row.id);

/**
 * One page of transactions, paged by the server through the URL (`?page=`); SPEC gives the table no search
 * and no sortable column. A row click or its View button opens its `Transaction detail`.
 */
export function TransactionsTable({ list, params }: { list: ListPage<TransactionRow>; params: Pick<TableParams, 'page' | 'pageSize'> }) {
  const { state } = useTableUrl({ params: { ...params, page: list.page, q: '', sort: null, dir: 'asc' }, total: list.total });
  const [selected, setSelected] = useState<TransactionRow | null>(null);
  const columns = useMemo(() => getTransactionColumns({ onRowAction: (action: TransactionRowAction) => setSelected(action.row) }), []);

  return (
    <>
      <DataTable data={list.rows} columns={columns} label="Transactions" getRowId={rowId} server={state} onRowClick={setSelected} />
      <TransactionSheet transaction={selected} onClose={() => setSelected(null)} />
    </>
  );
}
