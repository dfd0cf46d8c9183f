'use client';

import { Paperclip } from 'lucide-react';
import type { ReactNode } from 'react';
import { columnRules, createDataTableColumnHelper } from '@/components/data-table';
import { VOIDED_ROW_CLASS, VoidedNote } from '@/components/forms/voided-note';
import { ReportStatusBadge } from '@/components/reports/report-status-badge';
import type { PatientReport, PatientReportKind } from '@/lib/reports/queries/patient-reports';
import { formatDate } from '@/lib/format';
import { inlineAttachmentUrl } from '@/app/doctor/reports/_components/attachment-links';

// The columns of one patient's reports, shared by the patients list's side sheet and the chart's Medical reports:
// both show the rows of the one query (lib/reports/queries/patient-reports.ts) the same way, so neither can tell the doctor
// something the other contradicts.

const column = createDataTableColumnHelper<PatientReport>();

export const REPORT_KIND_LABEL: Record<PatientReportKind, string> = {
  medical: 'Medical report',
  investigation: 'Investigation',
  operation: 'Operation report',
  birth: 'Birth report',
  death: 'Death report',
};

/** A voided report's cell, struck through: the note under its title says so in words. */
const Struck = ({ report, children }: { report: PatientReport; children: ReactNode }) => <span className={report.voided ? VOIDED_ROW_CLASS : undefined}>{children}</span>;

export const PATIENT_REPORT_COLUMNS = column.columns([
  column.accessor('date', { meta: { card: 'key' }, header: 'Date', cell: (info) => <Struck report={info.row.original}>{formatDate(info.getValue())}</Struck>, ...columnRules() }),
  column.accessor('kind', { meta: { card: 'key' }, header: 'Kind', cell: (info) => <Struck report={info.row.original}>{REPORT_KIND_LABEL[info.getValue()]}</Struck>, ...columnRules() }),
  column.accessor('title', {
    meta: { card: 'title' },
    header: 'Report',
    cell: ({ row: { original: report } }) => (
      <div className="min-w-0 space-y-0.5">
        <p className={report.voided ? `font-medium ${VOIDED_ROW_CLASS}` : 'font-medium'}>{report.title}</p>
        {report.summary ? <p className={`line-clamp-2 text-xs text-muted-foreground ${report.voided ? VOIDED_ROW_CLASS : ''}`}>{report.summary}</p> : null}
        {report.voided ? <VoidedNote {...report.voided} /> : null}
      </div>
    ),
    ...columnRules(),
  }),
  column.accessor('status', {
    meta: { card: 'key' },
    header: 'Status',
    cell: (info) => {
      const status = info.getValue();
      return status ? <ReportStatusBadge status={status} /> : <span className="text-muted-foreground">—</span>;
    },
    ...columnRules(),
  }),
  column.accessor('attachment', {
    header: 'Attachment',
    cell: ({ row: { original: report } }) =>
      report.attachment ? (
        // Opens the file in a new tab: a PDF or an image in the browser's own viewer, a CSV downloads.
        <a
          href={inlineAttachmentUrl(report.attachment.id)}
          target="_blank"
          rel="noopener"
          title={report.attachment.fileName}
          className="inline-flex max-w-48 items-start gap-1 font-medium text-primary underline underline-offset-4"
        >
          <Paperclip aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
          <span className="min-w-0 whitespace-normal [overflow-wrap:anywhere]">{report.attachment.fileName}</span>
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : (
        <span className="text-muted-foreground">None</span>
      ),
    // The file is the row's action: kept in view at the right edge when the table scrolls sideways. A long name
    // wraps within the column's width rather than being cut short.
    meta: { pinned: 'right' },
    ...columnRules(),
  }),
]);

/** A row's key: the id alone does not name it, the list being drawn from several tables. */
export const patientReportRowId = (report: PatientReport) => `${report.kind}-${report.id}`;
