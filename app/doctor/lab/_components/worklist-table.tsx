'use client';

import { useMemo } from 'react';
import { DataTable, useTableUrl } from '@/components/data-table';
import type { WorklistRow, WorklistStatus } from '@/lib/lab/queries/worklist';
import type { ListPage } from '@/lib/db/paging';
import type { TableParams } from '@/lib/lists/table-url';
import { AmendResultForm } from './amend-result-form';
import { CollectSpecimenDialog } from './collect-specimen-dialog';
import { EnterResultsForm } from './enter-results-form';
import { OrderDialog, WithOrder } from './order-dialog';
import { ReleasedOrder } from './released-order';
import { useWorklistDialog } from './use-worklist-dialog';
import { VerifyReleaseForm } from './verify-release-form';
import { EMPTY_MESSAGES, labelOf } from './worklist-lists';
import { getWorklistColumns } from './worklist-columns';

const rowId = (row: WorklistRow) => String(row.id);

interface WorklistTableProps {
  list: WorklistStatus;
  page: ListPage<WorklistRow>;
  params: TableParams;
  /** The signed-in member of staff (Verify and release says when they entered the results themselves). */
  me: number;
  /** Whether the clinic lets a scientist verify their own results (LAB_SELF_VERIFICATION). */
  selfVerification: boolean;
}

/** One page of one worklist, paged by the server through the URL; each row's action opens its dialog, one at a time. */
export function WorklistTable({ list, page, params, me, selfVerification }: WorklistTableProps) {
  const { state } = useTableUrl({ params: { ...params, page: page.page }, total: page.total });
  const { dialog, open, close, retry } = useWorklistDialog();
  const columns = useMemo(() => getWorklistColumns({ list, onRowAction: open }), [list, open]);
  return (
    <>
      <DataTable data={page.rows} columns={columns} getRowId={rowId} server={state} label={`${labelOf(list)} worklist`} emptyMessage={EMPTY_MESSAGES[list]} />
      {dialog?.type === 'collect' ? <CollectSpecimenDialog key={dialog.row.id} row={dialog.row} onClose={close} /> : null}
      {dialog && dialog.type !== 'collect' ? (
        <OrderDialog key={`${dialog.type}-${dialog.row.id}`} title={dialog.type === 'enter' && list === 'resulted' ? 'Edit results' : TITLES[dialog.type]} row={dialog.row} onClose={close} wide={dialog.type !== 'amend'}>
          <WithOrder loaded={dialog.loaded} onRetry={retry}>
            {(order) => {
              if (dialog.type === 'enter') return <EnterResultsForm order={order} onDone={close} />;
              if (dialog.type === 'verify') return <VerifyReleaseForm order={order} me={me} selfVerification={selfVerification} onDone={close} />;
              if (dialog.type === 'amend') return <AmendResultForm order={order} onDone={close} />;
              return <ReleasedOrder order={order} />;
            }}
          </WithOrder>
        </OrderDialog>
      ) : null}
    </>
  );
}

const TITLES = {
  enter: 'Enter results',
  verify: 'Verify and release',
  view: 'Results',
  amend: 'Amend result',
} as const;
