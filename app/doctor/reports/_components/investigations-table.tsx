'use client';

import { useCallback, useMemo, useState } from 'react';
import { DataTable, DataTableToolbar, useTableUrl, type DataTableInstance } from '@/components/data-table';
import { OpenedPart } from '@/components/opened-part';
import type { Investigation, InvestigationListParams } from '@/lib/reports/queries/investigations';
import type { ListPage } from '@/lib/db/paging';
import { getInvestigationColumns, type InvestigationRowAction } from './investigation-columns';
import { NewInvestigationButton } from './new-report-buttons';
import { REPORT_LIST_PREFIX } from './report-lists';
import { investigationDeleteDialog, investigationSheet, previewDialog } from './report-parts';
import { INVESTIGATION_VOID_TITLE } from './report-void-titles';
import { useAttachmentPreview } from './use-attachment-preview';

const rowId = (investigation: Investigation) => String(investigation.id);

function toolbar(table: DataTableInstance<Investigation>) {
  return (
    <DataTableToolbar table={table} searchColumn="user" searchPlaceholder="Search by name" searchLabel="Search investigation reports by name">
      <NewInvestigationButton />
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
  const viewed = shown('view');
  const previewed = shown('preview');
  const deleting = shown('delete');
  const close = () => setDialog(null);
  const subject = previewed ? previewed.title : null;

  return (
    <>
      <DataTable data={list.rows} columns={columns} server={state} label="Investigation reports" getRowId={rowId} toolbar={toolbar} />
      <OpenedPart part={investigationSheet} open={viewed !== null} name={viewed?.title ?? 'Investigation'} onClose={close} props={{ investigation: viewed, onClose: close }} />
      <OpenedPart part={previewDialog} open={subject !== null} name={subject ? `Preview: ${subject}` : 'Preview'} onClose={close} props={{ subject, state: preview, onClose: close }} />
      <OpenedPart part={investigationDeleteDialog} open={deleting !== null} name={INVESTIGATION_VOID_TITLE} onClose={close} props={{ report: deleting, onClose: close }} />
    </>
  );
}
