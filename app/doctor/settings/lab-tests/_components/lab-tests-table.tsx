'use client';

import { useCallback, useMemo, useState, useTransition } from 'react';
import { DataTable, DataTableToolbar, useTableUrl, type DataTableInstance } from '@/components/data-table';
import { runInstantAction } from '@/components/forms/instant-action';
import { toast } from '@/components/ui/toast';
import { restoreLabTest } from '@/lib/lab/actions/catalogue';
import type { LabTestState } from '@/lib/lab/catalogue-schema';
import type { LabTestRow } from '@/lib/lab/queries/catalogue-list';
import type { ListPage } from '@/lib/db/paging';
import type { TableParams } from '@/lib/lists/table-url';
import { AddLabTestButton } from './add-lab-test-button';
import { getLabTestColumns } from './lab-test-columns';
import type { LabTestRowAction } from './lab-test-row-actions';
import { LabTestStateChoice } from './lab-test-state-choice';
import { RetireLabTestDialog } from './retire-lab-test-dialog';

const rowId = (row: LabTestRow) => String(row.id);

interface LabTestsTableProps {
  list: ListPage<LabTestRow>;
  params: Pick<TableParams, 'page' | 'pageSize' | 'q'>;
  state: LabTestState;
  /** Administrators add, retire and restore tests; doctors and lab staff read the catalogue. */
  canChange: boolean;
}

const EMPTY_MESSAGES: Record<LabTestState, string> = {
  active: 'The catalogue has no active tests.',
  retired: 'No test is retired.',
  all: 'The catalogue has no tests yet.',
};

/**
 * The laboratory's catalogue, one page at a time, searched (name, synonyms, code, LOINC) and filtered by state on the
 * server through the URL. Retire asks first; Restore acts at once (it undoes Retire). The server's answer refreshes
 * the page, so the row moves to its list.
 */
export function LabTestsTable({ list, params, state, canChange }: LabTestsTableProps) {
  const { state: server } = useTableUrl({ params: { ...params, page: list.page, sort: null, dir: 'asc' }, total: list.total, searchColumn: 'name' });
  const [retiring, setRetiring] = useState<LabTestRow | null>(null);
  const [restoring, startRestore] = useTransition();

  const onRowAction = useCallback((row: LabTestRow, action: LabTestRowAction) => {
    if (action === 'retire') {
      setRetiring(row);
      return;
    }
    startRestore(async () => {
      const result = await runInstantAction(() => restoreLabTest({ id: row.id }));
      if (result?.ok) toast.success(`${row.name} restored`);
    });
  }, []);

  const columns = useMemo(() => getLabTestColumns({ onRowAction: canChange ? onRowAction : undefined }), [canChange, onRowAction]);
  const toolbar = useCallback(
    (table: DataTableInstance<LabTestRow>) => (
      <DataTableToolbar
        table={table}
        searchColumn="name"
        searchPlaceholder="Search lab tests"
        searchLabel="Search lab tests by name, synonym, code or LOINC"
        filters={<LabTestStateChoice value={state} />}
      >
        {canChange ? <AddLabTestButton /> : null}
      </DataTableToolbar>
    ),
    [state, canChange],
  );
  const emptyMessage = params.q ? 'No test matches the search.' : EMPTY_MESSAGES[state];
  return (
    <>
      <DataTable data={list.rows} columns={columns} getRowId={rowId} server={server} toolbar={toolbar} label="Lab tests" emptyMessage={emptyMessage} busy={restoring} />
      {canChange ? <RetireLabTestDialog test={retiring} onClose={() => setRetiring(null)} /> : null}
    </>
  );
}
