'use client';

import { Paperclip } from 'lucide-react';
import type { ReactNode } from 'react';
import { columnRules, createDataTableColumnHelper } from '@/components/data-table';
import { VOIDED_ROW_CLASS, VoidedNote } from '@/components/forms/voided-note';
import { Badge } from '@/components/ui/badge';
import type { ChartListPage } from '@/lib/data/patient-chart';
import type { PatientReport, PatientReportKind } from '@/lib/data/patient-reports';
import { capitalise, formatDate } from '@/lib/format';
import { inlineAttachmentUrl } from '@/app/doctor/reports/_components/attachment-links';
import { ChartTable } from './chart-table';

const column = createDataTableColumnHelper<PatientReport>();

export const REPORT_KIND_LABEL: Record<PatientReportKind, string> = {
  medical: 'Medical report',
  investigation: 'Investigation',
  operation: 'Operation report',
  birth: 'Birth report',
  death: 'Death report',
};

/** As the patient sheet and the reports screen show a status; any other word is shown plain. */
const VARIANT: Record<string, 'secondary' | 'destructive' | 'outline' | 'default'> = {
  normal: 'secondary',
  abnormal: 'destructive',
  pending: 'outline',
  Completed: 'default',
  Pending: 'secondary',
  'In Progress': 'outline',
};

/** A voided report's cell, struck through: the note under its title says so in words. */
const Struck = ({ report, children }: { report: PatientReport; children: ReactNode }) => <span className={report.voided ? VOIDED_ROW_CLASS : undefined}>{children}</span>;

const columns = column.columns([
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
      return status ? <Badge variant={VARIANT[status] ?? 'outline'}>{capitalise(status)}</Badge> : <span className="text-muted-foreground">—</span>;
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
          className="inline-flex max-w-40 items-center gap-1 font-medium text-primary underline underline-offset-4"
        >
          <Paperclip aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="truncate">{report.attachment.fileName}</span>
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : (
        <span className="text-muted-foreground">None</span>
      ),
    // The file is the row's action: kept in view at the right edge when the table scrolls on a phone (a long
    // name is cut short there; the link's title and accessible name keep it whole).
    meta: { pinned: 'right' },
    ...columnRules(),
  }),
]);

/**
 * Everything filed for the patient, newest first: medical reports, investigations and operation reports with
 * their files, birth and death reports. A voided one still shows, struck through, with who voided it and why.
 */
export function ReportsList({ list }: { list: ChartListPage<PatientReport> }) {
  return <ChartTable list={list} name="reports" columns={columns} emptyMessage="No medical reports yet." rowId={(report) => `${report.kind}-${report.id}`} />;
}
