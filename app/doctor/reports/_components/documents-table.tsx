'use client';

import { useCallback, useMemo, useState } from 'react';
import { DataTable, useTableUrl } from '@/components/data-table';
import { OpenedPart } from '@/components/opened-part';
import type { OperationDocument } from '@/lib/reports/queries/documents';
import type { ListPage } from '@/lib/db/paging';
import type { TableParams } from '@/lib/lists/table-url';
import { getDocumentColumns, type DocumentRowAction } from './document-columns';
import { REPORT_LIST_PREFIX } from './report-lists';
import { documentDeleteDialog, documentDrawer, editDocumentDialog, previewDialog } from './report-parts';
import { DOCUMENT_VOID_TITLE } from './report-void-titles';
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
  const drawn = shown('open')?.surgery ?? null;
  const previewed = shown('preview')?.surgery ?? null;
  const editing = shown('edit');
  const deleting = shown('delete');
  const close = () => setDialog(null);

  return (
    <>
      <DataTable data={list.rows} columns={columns} server={state} label="Operation reports" getRowId={rowId} />
      <OpenedPart part={documentDrawer} open={drawn !== null} name={drawn ? `Document: ${drawn}` : 'Document'} onClose={close} props={{ subject: drawn, state: preview, onClose: close }} />
      <OpenedPart part={previewDialog} open={previewed !== null} name={previewed ? `Preview: ${previewed}` : 'Preview'} onClose={close} props={{ subject: previewed, state: preview, onClose: close }} />
      {/* Mounted per document (keyed), so that the form starts from that document's values. */}
      {editing ? (
        <OpenedPart key={editing.id} part={editDocumentDialog} open name="Edit Operation Report" onClose={close} props={{ document: editing, onClose: close }} />
      ) : null}
      <OpenedPart part={documentDeleteDialog} open={deleting !== null} name={DOCUMENT_VOID_TITLE} onClose={close} props={{ report: deleting, onClose: close }} />
    </>
  );
}
