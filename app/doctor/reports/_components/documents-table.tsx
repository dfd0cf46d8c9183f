'use client';

import { useState } from 'react';
import { DataTable } from '@/components/data-table';
import { ConfirmDeleteDialog } from '@/components/records/confirm-delete-dialog';
import { deleteDocument } from '@/lib/actions/reports';
import { REPORTS_PAGE_SIZE } from '@/lib/constants';
import type { OperationDocument } from '@/lib/data/documents';
import { DocumentDrawer, PreviewDialog } from './attachment-viewers';
import { DOCUMENT_COLUMNS, DocumentActionsContext, type DocumentActions } from './document-columns';
import { EditDocumentDialog } from './edit-document-dialog';
import { useAttachmentPreview } from './use-attachment-preview';

const rowId = (document: OperationDocument) => String(document.id);

/** The Operation Reports tab: the documents table. */
export function DocumentsTable({ documents }: { documents: OperationDocument[] }) {
  const [opened, setOpened] = useState<OperationDocument | null>(null);
  const [previewed, setPreviewed] = useState<OperationDocument | null>(null);
  const [editing, setEditing] = useState<OperationDocument | null>(null);
  const [deleting, setDeleting] = useState<OperationDocument | null>(null);
  const { state, load } = useAttachmentPreview();
  const [actions] = useState<DocumentActions>(() => {
    const show = (setShown: (document: OperationDocument) => void) => (document: OperationDocument) => {
      if (!document.attachment) return;
      setShown(document);
      load(document.attachment.id);
    };
    return { open: show(setOpened), preview: show(setPreviewed), edit: setEditing, remove: setDeleting };
  });

  return (
    <DocumentActionsContext value={actions}>
      <DataTable data={documents} columns={DOCUMENT_COLUMNS} pageSize={REPORTS_PAGE_SIZE} label="Operation reports" getRowId={rowId} />
      <DocumentDrawer subject={opened?.surgery ?? null} state={state} onClose={() => setOpened(null)} />
      <PreviewDialog subject={previewed?.surgery ?? null} state={state} onClose={() => setPreviewed(null)} />
      {editing ? <EditDocumentDialog key={editing.id} document={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this operation report?"
        description={`${deleting?.surgery ?? 'The report'} (Id ${deleting?.id ?? ''}) and its document will be deleted for good.`}
        onConfirm={() => deleteDocument(deleting?.id)}
        successMessage="Operation report deleted successfully"
      />
    </DocumentActionsContext>
  );
}
