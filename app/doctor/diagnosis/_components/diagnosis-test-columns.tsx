'use client';

import { columnRules, createDataTableColumnHelper, DataTableColumnHeader } from '@/components/data-table';
import { formatInstantDate, instantDay } from '@/components/clinical/format-date';
import { PersonCell } from '@/components/clinical/person-cell';
import { Badge } from '@/components/ui/badge';
import type { DiagnosisTestRecord } from '@/lib/data/diagnosis-tests';
import { DiagnosisTestRowActions } from './diagnosis-test-actions';

const col = createDataTableColumnHelper<DiagnosisTestRecord>();

/** SPEC.md section 2's columns; built once, at module scope, as TanStack Table v9 expects. */
export const DIAGNOSIS_TEST_COLUMNS = col.columns([
  col.accessor('reportNumber', {
    header: ({ column }) => <DataTableColumnHeader column={column} title="REPORT NUMBER" />,
    cell: ({ row }) => <span className="font-medium">{row.original.reportNumber}</span>,
    ...columnRules(),
  }),
  col.accessor('patientName', {
    header: ({ column }) => <DataTableColumnHeader column={column} title="PATIENT" />,
    cell: ({ row }) => <PersonCell name={row.original.patientName} email={row.original.patientEmail} avatar={row.original.patientAvatar} />,
    ...columnRules(),
  }),
  col.accessor('doctorName', {
    header: ({ column }) => <DataTableColumnHeader column={column} title="DOCTOR" />,
    cell: ({ row }) => <PersonCell name={row.original.doctorName} email={row.original.doctorEmail} avatar={row.original.doctorAvatar} />,
    ...columnRules(),
  }),
  col.accessor('categoryName', {
    header: ({ column }) => <DataTableColumnHeader column={column} title="DIAGNOSIS CATEGORY" />,
    cell: ({ row }) => <Badge variant="secondary">{row.original.categoryName}</Badge>,
    ...columnRules(),
  }),
  col.accessor('createdOn', {
    header: ({ column }) => <DataTableColumnHeader column={column} title="CREATED ON" />,
    cell: ({ row }) => <time dateTime={instantDay(row.original.createdOn)}>{formatInstantDate(row.original.createdOn)}</time>,
    ...columnRules(),
  }),
  col.display({
    id: 'actions',
    header: 'ACTION',
    cell: ({ row }) => <DiagnosisTestRowActions test={row.original} />,
    ...columnRules(),
  }),
]);
