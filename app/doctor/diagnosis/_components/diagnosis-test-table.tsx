'use client';

import { Plus } from 'lucide-react';
import Link from 'next/link';
import { useMemo, useOptimistic, useState, useTransition } from 'react';
import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '@/components/clinical/confirm-delete-dialog';
import { DataTable, DataTableToolbar, useTableUrl, type DataTableInstance } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { deleteDiagnosisTest } from '@/lib/actions/diagnosis-tests';
import type { Actor } from '@/lib/auth/roles';
import type { DiagnosisTestListParams, DiagnosisTestRecord } from '@/lib/data/diagnosis-tests';
import type { ListPage } from '@/lib/data/paging';
import type { DiagnosisTestRowAction } from './diagnosis-test-actions';
import { getDiagnosisTestColumns } from './diagnosis-test-columns';
import { DiagnosisTestView } from './diagnosis-test-view';

const rowId = (row: DiagnosisTestRecord) => String(row.id);

/** "15 diagnosis tests", or while a search is on "3 of 15 diagnosis tests". */
const countText = (found: number, all: number, searching: boolean) =>
  searching ? `${found} of ${all} diagnosis tests` : `${found} diagnosis ${found === 1 ? 'test' : 'tests'}`;

interface DiagnosisTestTableProps {
  list: ListPage<DiagnosisTestRecord>;
  params: DiagnosisTestListParams;
  /** How many tests there are in all (the list's total is what the search found). */
  all: number;
  actor: Actor;
}

/** One page of diagnosis tests, paged and searched by the server through the URL. */
export function DiagnosisTestTable({ list, params, all, actor }: DiagnosisTestTableProps) {
  const { state } = useTableUrl({ params: { ...params, page: list.page }, total: list.total, searchColumn: 'patientName' });
  // One dialog at a time: the view of a test or the confirmation of its delete.
  const [dialog, setDialog] = useState<DiagnosisTestRowAction | null>(null);
  const [, startTransition] = useTransition();
  // A deleted row leaves at once; the server's answer (or its refusal) settles it.
  const [shown, removeShown] = useOptimistic(list.rows, (rows, id: number) => rows.filter((row) => row.id !== id));
  const { id: actorId, role } = actor;
  const columns = useMemo(() => getDiagnosisTestColumns({ onRowAction: setDialog, actor: { id: actorId, role } }), [actorId, role]);
  // Rows deleted a moment ago leave the counts too, before the server's new page arrives.
  const removed = list.rows.length - shown.length;

  function confirmDelete() {
    const test = dialog?.type === 'delete' ? dialog.test : null;
    if (!test) return;
    setDialog(null);
    startTransition(async () => {
      removeShown(test.id);
      try {
        const result = await deleteDiagnosisTest(test.id);
        if (result.ok) toast.success('Diagnosis test deleted successfully');
        else toast.error(result.message);
      } catch {
        toast.error('Could not reach the server. The diagnosis test was not deleted.');
      }
    });
  }

  const toolbar = (table: DataTableInstance<DiagnosisTestRecord>) => (
    <>
      <DataTableToolbar
        table={table}
        searchColumn="patientName"
        searchLabel="Search diagnosis tests"
        searchPlaceholder="Search by patient, report number or doctor"
      >
        <Button asChild>
          <Link href="/doctor/new-diagnosis">
            <Plus aria-hidden="true" />
            New Patient Diagnosis Test
          </Link>
        </Button>
      </DataTableToolbar>
      <p className="text-sm text-muted-foreground" data-testid="diagnosis-test-count">
        {countText(list.total - removed, all - removed, params.q !== '')}
      </p>
    </>
  );

  return (
    <>
      <DataTable
        data={shown}
        columns={columns}
        getRowId={rowId}
        server={state}
        toolbar={toolbar}
        emptyMessage="No patient diagnosis"
        label="Diagnosis tests"
      />
      <DiagnosisTestView test={dialog?.type === 'view' ? dialog.test : null} onClose={() => setDialog(null)} />
      <ConfirmDeleteDialog
        open={dialog?.type === 'delete'}
        onOpenChange={(open) => (open ? undefined : setDialog(null))}
        onConfirm={confirmDelete}
        title="Confirm Delete"
        description="Are you sure you want to delete this patient?"
        confirmLabel="Yes, Delete"
      />
    </>
  );
}
