'use client';

import { useState } from 'react';
import { DataTable, DataTableToolbar } from '@/components/data-table';
import { ConfirmDeleteDialog } from '@/components/records/confirm-delete-dialog';
import { deleteCaseReport } from '@/lib/actions/reports';
import { REPORTS_PAGE_SIZE } from '@/lib/constants';
import type { CaseReport } from '@/lib/data/case-reports';
import { CASE_REPORT_COLUMNS, CaseReportActionsContext, type CaseReportActions } from './case-report-columns';
import { CaseReportAlert, CaseReportSheet, KIND_LABEL } from './case-report-details';
import { NewCaseReportDialog, type SignedInDoctor } from './new-case-report-dialog';

const rowId = (report: CaseReport) => String(report.id);

/** The Birth or the Death tab. */
export function CaseReportsTable({ kind, reports, doctor }: { kind: CaseReport['kind']; reports: CaseReport[]; doctor: SignedInDoctor }) {
  const [clicked, setClicked] = useState<CaseReport | null>(null);
  const [viewed, setViewed] = useState<CaseReport | null>(null);
  const [deleting, setDeleting] = useState<CaseReport | null>(null);
  const [actions] = useState<CaseReportActions>(() => ({ view: setViewed, remove: setDeleting }));
  const label = KIND_LABEL[kind];

  return (
    <CaseReportActionsContext value={actions}>
      <DataTable
        data={reports}
        columns={CASE_REPORT_COLUMNS}
        pageSize={REPORTS_PAGE_SIZE}
        label={`${label} reports`}
        getRowId={rowId}
        onRowClick={setClicked}
        toolbar={(table) => (
          <DataTableToolbar table={table} searchColumn="patient" searchPlaceholder="Search by name" searchLabel={`Search ${label.toLowerCase()} reports by name`}>
            <NewCaseReportDialog kind={kind} doctor={doctor} />
          </DataTableToolbar>
        )}
      />
      <CaseReportAlert report={clicked} onClose={() => setClicked(null)} />
      <CaseReportSheet report={viewed} onClose={() => setViewed(null)} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.caseId ?? 'this report'}?`}
        description={`The ${label.toLowerCase()} report of ${deleting?.patient.name ?? 'this patient'} will be deleted for good.`}
        onConfirm={() => deleteCaseReport({ kind, id: deleting?.id })}
        successMessage={`${label} report deleted successfully`}
      />
    </CaseReportActionsContext>
  );
}
