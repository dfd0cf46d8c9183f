'use client';

import { useMemo, useState } from 'react';
import { DataTable, useTableUrl } from '@/components/data-table';
import { OpenedPart } from '@/components/opened-part';
import { lazyPart } from '@/components/ui/lazy-part';
import type { ListPage } from '@/lib/db/paging';
import type { TransactionRow } from '@/lib/hospital-api/contract';
import type { TableParams } from '@/lib/lists/table-url';
import { getTransactionColumns, type TransactionRowAction } from './transaction-columns';

const rowId = (row: TransactionRow) => String(row.id);

/** `Transaction detail` (the sheet, its receipt link): fetched when a row is first opened, not with the page. */
export const transactionSheet = lazyPart(() => import('./transaction-sheet').then((module) => module.TransactionSheet));

/**
 * One page of transactions, paged by the server through the URL (`?page=`); the table has no search
 * and no sortable column (the brief's). A row click or its View button opens its `Transaction detail`.
 */
export function TransactionsTable({ list, params }: { list: ListPage<TransactionRow>; params: Pick<TableParams, 'page' | 'pageSize'> }) {
  const { state } = useTableUrl({ params: { ...params, page: list.page, q: '', sort: null, dir: 'asc' }, total: list.total });
  const [selected, setSelected] = useState<TransactionRow | null>(null);
  const columns = useMemo(() => getTransactionColumns({ onRowAction: (action: TransactionRowAction) => setSelected(action.row) }), []);
  const close = () => setSelected(null);

  return (
    <>
      <DataTable data={list.rows} columns={columns} label="Transactions" getRowId={rowId} server={state} onRowClick={setSelected} />
      <OpenedPart part={transactionSheet} open={selected !== null} name="Transaction detail" onClose={close} props={{ transaction: selected, onClose: close }} />
    </>
  );
}
