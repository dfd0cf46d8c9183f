'use client';

import { Plus } from 'lucide-react';
import Link from '@/components/ui/link';
import { useMemo, useState } from 'react';
import { VoidDialog, voidingText } from '@/components/forms/void-dialog';
import { DataTable, DataTableToolbar, useTableUrl, type DataTableInstance } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { voidDiagnosisTest } from '@/lib/diagnosis/actions/tests';
import type { Actor } from '@/lib/auth/roles';
import type { DiagnosisTestListParams, DiagnosisTestRecord } from '@/lib/diagnosis/queries/tests';
import type { ListPage } from '@/lib/db/paging';
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
  // One dialog at a time: the view of a test or the confirmation of its delete (which voids it with a reason).
  const [dialog, setDialog] = useState<DiagnosisTestRowAction | null>(null);
  const deleting = dialog?.type === 'delete' ? dialog.test : null;
  const { id: actorId, role } = actor;
  const columns = useMemo(() => getDiagnosisTestColumns({ onRowAction: setDialog, actor: { id: actorId, role } }), [actorId, role]);
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
        {countText(list.total, all, params.q !== '')}
      </p>
    </>
  );

  return (
    <>
      <DataTable
        data={list.rows}
        columns={columns}
        getRowId={rowId}
        server={state}
        toolbar={toolbar}
        emptyMessage="No patient diagnosis"
        label="Diagnosis tests"
      />
      <DiagnosisTestView test={dialog?.type === 'view' ? dialog.test : null} onClose={() => setDialog(null)} />
      <VoidDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDialog(null))}
        record={deleting ? `${deleting.reportNumber} of ${deleting.patientName}` : null}
        onConfirm={(reason) => voidDiagnosisTest({ id: deleting?.id, reason })}
        successMessage="Diagnosis test voided"
        title="Confirm Delete"
        description={voidingText('diagnosis test')}
      />
    </>
  );
}
