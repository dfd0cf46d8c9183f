'use client';

import { columnRules, createDataTableColumnHelper, DataTableColumnHeader } from '@/components/data-table';
import { InstantDate } from '@/components/instant-date';
import { PersonCell } from '@/components/forms/person-cell';
import { Badge } from '@/components/ui/badge';
import type { Actor } from '@/lib/auth/roles';
import type { DiagnosisTestRecord } from '@/lib/diagnosis/queries/tests';
import { DiagnosisTestRowActions, type DiagnosisTestRowAction } from './diagnosis-test-actions';

const col = createDataTableColumnHelper<DiagnosisTestRecord>();

interface DiagnosisTestColumnsOptions {
  onRowAction: (action: DiagnosisTestRowAction) => void;
  /** The signed-in doctor, who may change only the tests mayChange allows. */
  actor: Actor;
}

/**
 * The brief's columns, none of which sorts or hides; the row's buttons report to `onRowAction`.
 * `patientName` also carries the search box's text to the server (useTableUrl's searchColumn).
 */
export const getDiagnosisTestColumns = ({ onRowAction, actor }: DiagnosisTestColumnsOptions) =>
  col.columns([
    col.accessor('reportNumber', {
      meta: { label: 'Report number' },
      header: ({ column }) => <DataTableColumnHeader column={column} title="REPORT NUMBER" />,
      cell: ({ row }) => <span className="font-medium">{row.original.reportNumber}</span>,
      ...columnRules(),
    }),
    col.accessor('patientName', {
      meta: { label: 'Patient', card: 'title' },
      header: ({ column }) => <DataTableColumnHeader column={column} title="PATIENT" />,
      cell: ({ row }) => <PersonCell name={row.original.patientName} email={row.original.patientEmail} avatar={row.original.patientAvatar} />,
      ...columnRules(),
    }),
    col.accessor('doctorName', {
      meta: { label: 'Doctor' },
      header: ({ column }) => <DataTableColumnHeader column={column} title="DOCTOR" />,
      cell: ({ row }) => <PersonCell name={row.original.doctorName} email={row.original.doctorEmail} avatar={row.original.doctorAvatar} />,
      ...columnRules(),
    }),
    col.accessor('categoryName', {
      meta: { label: 'Diagnosis category', card: 'key' },
      header: ({ column }) => <DataTableColumnHeader column={column} title="DIAGNOSIS CATEGORY" />,
      cell: ({ row }) => <Badge variant="secondary">{row.original.categoryName}</Badge>,
      ...columnRules(),
    }),
    col.accessor('createdOn', { meta: { label: 'Created on', card: 'key' }, header: ({ column }) => <DataTableColumnHeader column={column} title="CREATED ON" />, cell: ({ getValue }) => <InstantDate iso={getValue()} />, ...columnRules() }),
    col.display({ id: 'actions', header: 'ACTION', cell: ({ row }) => <DiagnosisTestRowActions test={row.original} actor={actor} onRowAction={onRowAction} />, ...columnRules() }),
  ]);
