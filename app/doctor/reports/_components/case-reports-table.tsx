'use client';

import { useMemo, useState } from 'react';
import { DataTable, DataTableToolbar, useTableUrl, type DataTableInstance } from '@/components/data-table';
import { OpenedPart } from '@/components/opened-part';
import type { CaseReport, CaseReportListParams } from '@/lib/reports/queries/case-reports';
import type { ListPage } from '@/lib/db/paging';
import { getCaseReportColumns } from './case-report-columns';
import { NewCaseReportButton } from './new-report-buttons';
import { KIND_LABEL, REPORT_LIST_PREFIX, type NewReportOpening, type SignedInDoctor } from './report-lists';
import { caseReportAlert, caseReportDeleteDialog, caseReportSheet } from './report-parts';
import { caseReportVoidTitle } from './report-void-titles';

const rowId = (report: CaseReport) => String(report.id);

/** The one dialog the table shows at a time: the row click's alert, the view sheet or the delete question. */
type CaseReportDialog = { type: 'alert' | 'view' | 'delete'; report: CaseReport };

interface CaseReportsTableProps {
  kind: CaseReport['kind'];
  list: ListPage<CaseReport>;
  params: CaseReportListParams;
  doctor: SignedInDoctor;
  /** The New Report dialog opened by the address, with its patient chosen; null when the address opens none. */
  opening?: NewReportOpening | null;
}

/** The Birth or the Death tab: one page of reports, paged and searched by the server through the URL. */
export function CaseReportsTable({ kind, list, params, doctor, opening = null }: CaseReportsTableProps) {
  const { state } = useTableUrl({ params: { ...params, page: list.page }, total: list.total, searchColumn: 'patient', prefix: REPORT_LIST_PREFIX[kind] });
  const [dialog, setDialog] = useState<CaseReportDialog | null>(null);
  const columns = useMemo(() => getCaseReportColumns({ onRowAction: setDialog }), []);
  const label = KIND_LABEL[kind];
  const shown = (type: CaseReportDialog['type']) => (dialog?.type === type ? dialog.report : null);
  const alerted = shown('alert');
  const viewed = shown('view');
  const deleting = shown('delete');
  const close = () => setDialog(null);

  const toolbar = (table: DataTableInstance<CaseReport>) => (
    <DataTableToolbar table={table} searchColumn="patient" searchPlaceholder="Search by name" searchLabel={`Search ${label.toLowerCase()} reports by name`}>
      <NewCaseReportButton kind={kind} doctor={doctor} opening={opening} />
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
      <OpenedPart part={caseReportAlert} open={alerted !== null} name={`${label} report`} onClose={close} props={{ report: alerted, onClose: close }} />
      <OpenedPart part={caseReportSheet} open={viewed !== null} name={`${label} report`} onClose={close} props={{ report: viewed, onClose: close }} />
      <OpenedPart part={caseReportDeleteDialog} open={deleting !== null} name={caseReportVoidTitle(deleting)} onClose={close} props={{ kind, report: deleting, onClose: close }} />
    </>
  );
}
