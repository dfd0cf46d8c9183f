'use client';

import { useCallback, useMemo, useState } from 'react';
import { DataTable, DataTableToolbar, useTableUrl, type DataTableInstance } from '@/components/data-table';
import { VoidDialog } from '@/components/forms/void-dialog';
import { voidInvestigation } from '@/lib/actions/reports';
import type { Investigation, InvestigationListParams } from '@/lib/data/investigations';
import type { ListPage } from '@/lib/data/paging';
import { PreviewDialog } from './attachment-viewers';
import { getInvestigationColumns, type InvestigationRowAction } from './investigation-columns';
import { InvestigationSheet } from './investigation-sheet';
import { NewInvestigationDialog } from './new-investigation-dialog';
import { REPORT_LIST_PREFIX } from './report-lists';
import { useAttachmentPreview } from './use-attachment-preview';

const rowId = (investigation: Investigation) => String(investigation.id);

function toolbar(table: DataTableInstance<Investigation>) {
  return (
    <DataTableToolbar table={table} searchColumn="user" searchPlaceholder="Search by name" searchLabel="Search investigation reports by name">
      <NewInvestigationDialog />
    </DataTableToolbar>
  );
}

/** The Investigation tab: one page of reports, paged and searched by the server through the URL. */
export function InvestigationsTable({ list, params }: { list: ListPage<Investigation>; params: InvestigationListParams }) {
  const { state } = useTableUrl({ params: { ...params, page: list.page }, total: list.total, searchColumn: 'user', prefix: REPORT_LIST_PREFIX.investigation });
  // One dialog at a time: the view sheet, the preview or the delete question.
  const [dialog, setDialog] = useState<InvestigationRowAction | null>(null);
  const { state: preview, load } = useAttachmentPreview();
  const onRowAction = useCallback(
    (action: InvestigationRowAction) => {
      if (action.type === 'preview') {
        if (!action.investigation.attachment) return;
        load(action.investigation.attachment.id);
      }
      setDialog(action);
    },
    [load],
  );
  const columns = useMemo(() => getInvestigationColumns({ onRowAction }), [onRowAction]);
  const shown = (type: InvestigationRowAction['type']) => (dialog?.type === type ? dialog.investigation : null);
  const previewed = shown('preview');
  const deleting = shown('delete');
  const close = () => setDialog(null);

  return (
    <>
      <DataTable data={list.rows} columns={columns} server={state} label="Investigation reports" getRowId={rowId} toolbar={toolbar} />
      <InvestigationSheet investigation={shown('view')} onClose={close} />
      <PreviewDialog subject={previewed ? previewed.title : null} state={preview} onClose={close} />
      <VoidDialog
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        open={deleting !== null}
        onOpenChange={(open) => !open && close()}
        title="Delete this investigation report?"
        description="The report leaves this list and is kept as voided, with its attachment and your reason."
        record={deleting ? `${deleting.title} of ${deleting.user.name}` : null}
        onConfirm={(reason) => voidInvestigation({ id: deleting?.id, reason })}
        successMessage="Investigation report deleted successfully"
      />
    </>
  );
}
