'use client';

import { useMemo, useState } from 'react';
import { DataTable, DataTableToolbar, useTableUrl, type DataTableInstance } from '@/components/data-table';
import { VoidDialog } from '@/components/forms/void-dialog';
import { voidCaseReport } from '@/lib/actions/reports';
import type { CaseReport, CaseReportListParams } from '@/lib/data/case-reports';
import type { ListPage } from '@/lib/data/paging';
import { getCaseReportColumns } from './case-report-columns';
import { CaseReportAlert, CaseReportSheet, KIND_LABEL } from './case-report-details';
import { NewCaseReportDialog, type SignedInDoctor } from './new-case-report-dialog';
import { REPORT_LIST_PREFIX } from './report-lists';

const rowId = (report: CaseReport) => String(report.id);

/** The one dialog the table shows at a time: the row click's alert, the view sheet or the delete question. */
type CaseReportDialog = { type: 'alert' | 'view' | 'delete'; report: CaseReport };

interface CaseReportsTableProps {
  kind: CaseReport['kind'];
  list: ListPage<CaseReport>;
  params: CaseReportListParams;
  doctor: SignedInDoctor;
}

/** The Birth or the Death tab: one page of reports, paged and searched by the server through the URL. */
export function CaseReportsTable({ kind, list, params, doctor }: CaseReportsTableProps) {
  const { state } = useTableUrl({ params: { ...params, page: list.page }, total: list.total, searchColumn: 'patient', prefix: REPORT_LIST_PREFIX[kind] });
  const [dialog, setDialog] = useState<CaseReportDialog | null>(null);
  const columns = useMemo(() => getCaseReportColumns({ onRowAction: setDialog }), []);
  const label = KIND_LABEL[kind];
  const shown = (type: CaseReportDialog['type']) => (dialog?.type === type ? dialog.report : null);
  const deleting = shown('delete');
  const close = () => setDialog(null);

  const toolbar = (table: DataTableInstance<CaseReport>) => (
    <DataTableToolbar table={table} searchColumn="patient" searchPlaceholder="Search by name" searchLabel={`Search ${label.toLowerCase()} reports by name`}>
      <NewCaseReportDialog kind={kind} doctor={doctor} />
    </DataTableToolbar>
  );

  return (
    <>
      <DataTable
        data={list.rows}
        columns={columns}
        server={state}
        label={`${label} reports`}
        getRowId={rowId}
        onRowClick={(report) => setDialog({ type: 'alert', report })}
        toolbar={toolbar}
      />
      <CaseReportAlert report={shown('alert')} onClose={close} />
      <CaseReportSheet report={shown('view')} onClose={close} />
      <VoidDialog
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        open={deleting !== null}
        onOpenChange={(open) => !open && close()}
        title={`Delete ${deleting?.caseId ?? 'this report'}?`}
        description={`The ${label.toLowerCase()} report leaves this list and is kept as voided, with your reason.`}
        record={deleting ? `${deleting.caseId} of ${deleting.patient.name}` : null}
        onConfirm={(reason) => voidCaseReport({ kind, id: deleting?.id, reason })}
        successMessage={`${label} report deleted successfully`}
      />
    </>
  );
}
