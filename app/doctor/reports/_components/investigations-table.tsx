'use client';

import { useState } from 'react';
import { DataTable, DataTableToolbar } from '@/components/data-table';
import { ConfirmDeleteDialog } from '@/components/records/confirm-delete-dialog';
import { deleteInvestigation } from '@/lib/actions/reports';
import { REPORTS_PAGE_SIZE } from '@/lib/constants';
import type { Investigation } from '@/lib/data/investigations';
import { PreviewDialog } from './attachment-viewers';
import { INVESTIGATION_COLUMNS, InvestigationActionsContext, type InvestigationActions } from './investigation-columns';
import { InvestigationSheet } from './investigation-sheet';
import { NewInvestigationDialog } from './new-investigation-dialog';
import { useAttachmentPreview } from './use-attachment-preview';

const rowId = (investigation: Investigation) => String(investigation.id);

/** The Investigation tab. */
export function InvestigationsTable({ investigations }: { investigations: Investigation[] }) {
  const [viewed, setViewed] = useState<Investigation | null>(null);
  const [previewed, setPreviewed] = useState<Investigation | null>(null);
  const [deleting, setDeleting] = useState<Investigation | null>(null);
  const { state, load } = useAttachmentPreview();
  const [actions] = useState<InvestigationActions>(() => ({
    view: setViewed,
    remove: setDeleting,
    preview: (investigation) => {
      if (!investigation.attachment) return;
      setPreviewed(investigation);
      load(investigation.attachment.id);
    },
  }));

  return (
    <InvestigationActionsContext value={actions}>
      <DataTable
        data={investigations}
        columns={INVESTIGATION_COLUMNS}
        pageSize={REPORTS_PAGE_SIZE}
        label="Investigation reports"
        getRowId={rowId}
        toolbar={(table) => (
          <DataTableToolbar table={table} searchColumn="user" searchPlaceholder="Search by name" searchLabel="Search investigation reports by name">
            <NewInvestigationDialog />
          </DataTableToolbar>
        )}
      />
      <InvestigationSheet investigation={viewed} onClose={() => setViewed(null)} />
      <PreviewDialog subject={previewed ? previewed.title : null} state={state} onClose={() => setPreviewed(null)} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this investigation report?"
        description={`${deleting?.title ?? 'The report'} of ${deleting?.user.name ?? 'this patient'} and its attachment will be deleted for good.`}
        onConfirm={() => deleteInvestigation(deleting?.id)}
        successMessage="Investigation report deleted successfully"
      />
    </InvestigationActionsContext>
  );
}
