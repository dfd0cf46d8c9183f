'use client';

import { Eye, PanelRight, Trash2 } from 'lucide-react';
import { columnRules, createDataTableColumnHelper } from '@/components/data-table';
import { IconButton } from '@/components/forms/icon-button';
import { PersonCell } from '@/components/forms/person-cell';
import { ReportStatusBadge } from '@/components/reports/report-status-badge';
import type { Investigation } from '@/lib/reports/queries/investigations';
import { formatDate } from '@/lib/format';
import { attachmentUrl } from './attachment-links';

/** What a row's buttons ask the table to do. */
export type InvestigationRowAction = { type: 'view' | 'preview' | 'delete'; investigation: Investigation };

function Actions({ investigation, onRowAction }: { investigation: Investigation; onRowAction: (action: InvestigationRowAction) => void }) {
  const subject = `${investigation.title} of ${investigation.user.name}`;
  return (
    <div className="flex items-center gap-1">
      <IconButton label={`View ${subject}`} onClick={() => onRowAction({ type: 'view', investigation })}>
        <PanelRight aria-hidden="true" />
      </IconButton>
      <IconButton
        label={`Delete ${subject}`}
        onClick={() => onRowAction({ type: 'delete', investigation })}
        className="size-8 text-destructive hover:text-destructive"
      >
        <Trash2 aria-hidden="true" />
      </IconButton>
      {/* The prototype's extra icon button: a quick look at the attachment. */}
      <IconButton
        label={`Preview the attachment of ${subject}`}
        onClick={() => onRowAction({ type: 'preview', investigation })}
        disabled={!investigation.attachment}
      >
        <Eye aria-hidden="true" />
      </IconButton>
    </div>
  );
}

const col = createDataTableColumnHelper<Investigation>();

/** The Investigation table; USER's value is the name, which the search box searches (on the server). */
export const getInvestigationColumns = ({ onRowAction }: { onRowAction: (action: InvestigationRowAction) => void }) =>
  col.columns([
    col.accessor((investigation) => investigation.user.name, {
      id: 'user',
      meta: { card: 'key' },
      header: 'USER',
      cell: ({ row }) => <PersonCell {...row.original.user} />,
      ...columnRules(),
    }),
    col.accessor('date', { meta: { card: 'key' }, header: 'DATE', cell: ({ getValue }) => formatDate(getValue()), ...columnRules() }),
    col.accessor('title', { meta: { card: 'title' }, header: 'TITLE', ...columnRules() }),
    col.accessor('status', { meta: { card: 'key' }, header: 'STATUS', cell: ({ getValue }) => <ReportStatusBadge status={getValue()} />, ...columnRules() }),
    col.display({
      id: 'attachment',
      header: 'ATTACHMENT',
      cell: ({ row }) => {
        const file = row.original.attachment;
        if (!file) return <span className="text-muted-foreground">No file</span>;
        return (
          <a href={attachmentUrl(file.id)} download={file.fileName} className="font-medium text-primary underline-offset-4 hover:underline">
            Download<span className="sr-only"> {file.fileName}</span>
          </a>
        );
      },
      ...columnRules(),
    }),
    col.display({ id: 'actions', header: 'Actions', cell: ({ row }) => <Actions investigation={row.original} onRowAction={onRowAction} />, ...columnRules() }),
  ]);
