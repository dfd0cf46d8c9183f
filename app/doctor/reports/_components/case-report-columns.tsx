'use client';

import { PanelRight, Trash2 } from 'lucide-react';
import { columnRules, createDataTableColumnHelper } from '@/components/data-table';
import { IconButton } from '@/components/forms/icon-button';
import { PersonCell } from '@/components/forms/person-cell';
import type { CaseReport } from '@/lib/reports/queries/case-reports';
import { formatDate } from '@/lib/format';

/** What a row's buttons ask the table to do. */
export type CaseReportRowAction = { type: 'view' | 'delete'; report: CaseReport };

function Actions({ report, onRowAction }: { report: CaseReport; onRowAction: (action: CaseReportRowAction) => void }) {
  return (
    <div className="flex items-center gap-1">
      <IconButton label={`View ${report.caseId}`} onClick={() => onRowAction({ type: 'view', report })}>
        <PanelRight aria-hidden="true" />
      </IconButton>
      <IconButton
        label={`Delete ${report.caseId}`}
        onClick={() => onRowAction({ type: 'delete', report })}
        className="size-8 text-destructive hover:text-destructive"
      >
        <Trash2 aria-hidden="true" />
      </IconButton>
    </div>
  );
}

const col = createDataTableColumnHelper<CaseReport>();

/** Birth and Death tables; PATIENT's value is the name, which the search box searches (on the server). */
export const getCaseReportColumns = ({ onRowAction }: { onRowAction: (action: CaseReportRowAction) => void }) =>
  col.columns([
    col.accessor('caseId', { meta: { card: 'key' }, header: 'CASE ID', ...columnRules() }),
    col.accessor((report) => report.patient.name, {
      id: 'patient',
      meta: { card: 'title' },
      header: 'PATIENT',
      cell: ({ row }) => <PersonCell {...row.original.patient} />,
      ...columnRules(),
    }),
    col.accessor((report) => report.doctor.name, {
      id: 'doctor',
      header: 'DOCTOR',
      cell: ({ row }) => <PersonCell {...row.original.doctor} />,
      ...columnRules(),
    }),
    col.accessor('date', { meta: { card: 'key' }, header: 'DATE', cell: ({ getValue }) => formatDate(getValue()), ...columnRules() }),
    col.display({ id: 'actions', header: 'Actions', cell: ({ row }) => <Actions report={row.original} onRowAction={onRowAction} />, ...columnRules() }),
  ]);
