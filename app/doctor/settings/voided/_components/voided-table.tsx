'use client';

import Link from '@/components/ui/link';
import { useCallback, useMemo } from 'react';
import { columnRules, createDataTableColumnHelper, DataTable, useUrlPages } from '@/components/data-table';
import { formatInstantDate } from '@/components/format-date';
import type { VoidedRecordRow } from '@/lib/reports/queries/voided-records';
import type { VoidableKind } from '@/lib/reports/writes/voiding';
import { patientChartHref, type ChartTab } from '@/lib/patients/rules/chart-tabs';
import { VOIDED_PAGE_SIZE } from '@/lib/reports/schema/void';

export const VOIDED_PATH = '/doctor/settings/voided';

/** What each kind of record is called on this screen. */
export const VOIDED_KIND_LABELS: Record<VoidableKind, string> = {
  'diagnosis-test': 'Diagnosis test',
  prescription: 'Prescription',
  'medical-report': 'Medical report',
  'case-report': 'Birth or death report',
  investigation: 'Investigation',
  document: 'Operation report',
};

/** The part of the patient's chart that lists each kind of record (struck through once voided). */
const CHART_TAB_OF: Record<VoidableKind, ChartTab> = {
  'diagnosis-test': 'tests',
  prescription: 'prescriptions',
  'medical-report': 'reports',
  'case-report': 'reports',
  investigation: 'reports',
  document: 'reports',
};

/** A record dated by day (YYYY-MM-DD) is shown as it is; an instant in the clinic's day. */
const formatRecordDate = (value: string) => formatInstantDate(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);

const col = createDataTableColumnHelper<VoidedRecordRow>();

const rowId = (row: VoidedRecordRow) => `${row.kind}-${row.id}`;

function getVoidedColumns() {
  return col.columns([
    col.accessor('voidedAt', {
      meta: { card: 'key' },
      header: 'Voided on',
      cell: ({ getValue }) => <time dateTime={getValue()} className="whitespace-nowrap">{formatInstantDate(getValue())}</time>,
      ...columnRules(),
    }),
    col.accessor('kind', { meta: { card: 'key' }, header: 'Kind', cell: ({ getValue }) => VOIDED_KIND_LABELS[getValue()], ...columnRules() }),
    col.display({
      id: 'record',
      meta: { card: 'title' },
      header: 'Record',
      cell: ({ row }) => (
        <span className="flex flex-col">
          <span className="font-medium">{row.original.label}</span>
          <span className="text-xs text-muted-foreground">{formatRecordDate(row.original.recordDate)}</span>
        </span>
      ),
      ...columnRules(),
    }),
    col.display({
      id: 'patient',
      header: 'Patient',
      cell: ({ row }) => {
        const { patientId, patientName, kind } = row.original;
        if (patientId === null) return patientName ?? <span className="text-muted-foreground">—</span>;
        return (
          <Link href={patientChartHref(patientId, CHART_TAB_OF[kind])} className="font-medium text-primary underline underline-offset-4">
            {patientName ?? `Patient ${patientId}`}
          </Link>
        );
      },
      ...columnRules(),
    }),
    col.accessor('voidedBy', { header: 'Voided by', cell: ({ getValue }) => getValue() ?? 'a removed account', ...columnRules() }),
    col.accessor('reason', { header: 'Reason', ...columnRules() }),
  ]);
}

/** One page of voided records from the server; paging is in the URL (?page=). */
export function VoidedTable({ rows, page, pageCount }: { rows: VoidedRecordRow[]; page: number; pageCount: number }) {
  const pageHref = useCallback((next: number) => (next === 1 ? VOIDED_PATH : `${VOIDED_PATH}?page=${next}`), []);
  const { paging } = useUrlPages(page, VOIDED_PAGE_SIZE, pageHref);
  const columns = useMemo(() => getVoidedColumns(), []);
  return <DataTable data={rows} columns={columns} label="Voided records" getRowId={rowId} emptyMessage="No voided records on this page." pageCount={pageCount} {...paging} />;
}
