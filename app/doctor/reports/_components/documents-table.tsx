'use client';

import { useCallback, useMemo, useState } from 'react';
import { DataTable, useTableUrl } from '@/components/data-table';
import { VoidDialog } from '@/components/forms/void-dialog';
import { voidDocument } from '@/lib/actions/reports';
import type { OperationDocument } from '@/lib/data/documents';
import type { ListPage } from '@/lib/data/paging';
import type { TableParams } from '@/lib/validations/table-params';
import { DocumentDrawer, PreviewDialog } from './attachment-viewers';
import { getDocumentColumns, type DocumentRowAction } from './document-columns';
import { EditDocumentDialog } from './edit-document-dialog';
import { REPORT_LIST_PREFIX } from './report-lists';
import { useAttachmentPreview } from './use-attachment-preview';

const rowId = (document: OperationDocument) => String(document.id);

/** The Operation Reports tab: one page of the documents table, paged by the server through the URL (no search box). */
export function DocumentsTable({ list, params }: { list: ListPage<OperationDocument>; params: TableParams<never> }) {
  const { state } = useTableUrl({ params: { ...params, page: list.page }, total: list.total, prefix: REPORT_LIST_PREFIX.operation });
  // One dialog at a time: the drawer, the preview, the edit form or the delete question.
  const [dialog, setDialog] = useState<DocumentRowAction | null>(null);
  const { state: preview, load } = useAttachmentPreview();
  const onRowAction = useCallback(
    (action: DocumentRowAction) => {
      if (action.type === 'open' || action.type === 'preview') {
        if (!action.document.attachment) return;
        load(action.document.attachment.id);
      }
      setDialog(action);
    },
    [load],
  );
  const columns = useMemo(() => getDocumentColumns({ onRowAction }), [onRowAction]);
  const shown = (type: DocumentRowAction['type']) => (dialog?.type === type ? dialog.document : null);
  const editing = shown('edit');
  const deleting = shown('delete');
  const close = () => setDialog(null);

  return (
    <>
      <DataTable data={list.rows} columns={columns} server={state} label="Operation reports" getRowId={rowId} />
      <DocumentDrawer subject={shown('open')?.surgery ?? null} state={preview} onClose={close} />
      <PreviewDialog subject={shown('preview')?.surgery ?? null} state={preview} onClose={close} />
      {editing ? <EditDocumentDialog key={editing.id} document={editing} onClose={close} /> : null}
      <VoidDialog
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        open={deleting !== null}
        onOpenChange={(open) => !open && close()}
        title="Delete this operation report?"
        description="The report leaves this list and is kept as voided, with its document and your reason."
        record={deleting ? `${deleting.surgery} (Id ${deleting.id})` : null}
        onConfirm={(reason) => voidDocument({ id: deleting?.id, reason })}
        successMessage="Operation report deleted successfully"
      />
    </>
  );
}
