'use client';

import { columnRules, createDataTableColumnHelper } from '@/components/data-table';
import { Badge } from '@/components/ui/badge';
import { capitalise, formatDate } from '@/lib/format';
import type { ChartListPage } from '@/lib/patients/queries/chart';
import type { ChartProblem } from '@/lib/problems/queries/chart';
import { ChartTable } from './chart-table';
import { ImportSourceCell } from './import-source-cell';
import { VoidedCell } from './voided-cell';

/** FHIR's clinical statuses in the chart's words; one the chart does not know reads as sent. */
const STATUS_WORDS: Record<string, string> = {
  active: 'Active',
  recurrence: 'Active (recurrence)',
  relapse: 'Active (relapse)',
  inactive: 'Inactive',
  remission: 'In remission',
  resolved: 'Resolved',
};

const ACTIVE = new Set(['active', 'recurrence', 'relapse']);

/** A verification status worth saying: a confirmed problem (or one that does not say) needs no word. */
const doubtOf = (status: string | null) => (status && status !== 'confirmed' ? capitalise(status.replaceAll('-', ' ')) : null);

const column = createDataTableColumnHelper<ChartProblem>();

const columns = column.columns([
  column.accessor('name', {
    meta: { card: 'title' },
    header: 'Problem',
    cell: (info) => {
      const doubt = doubtOf(info.row.original.verificationStatus);
      return (
        <VoidedCell voided={info.row.original.voided} note>
          <span className="font-medium [overflow-wrap:anywhere]">{info.getValue()}</span>
          {doubt ? <span className="block text-xs text-muted-foreground">{doubt}</span> : null}
        </VoidedCell>
      );
    },
    ...columnRules(),
  }),
  column.accessor('clinicalStatus', {
    meta: { card: 'key' },
    header: 'Status',
    cell: (info) => (
      <VoidedCell voided={info.row.original.voided}>
        <Badge variant={ACTIVE.has(info.getValue()) ? 'warning' : 'secondary'}>{STATUS_WORDS[info.getValue()] ?? capitalise(info.getValue())}</Badge>
      </VoidedCell>
    ),
    ...columnRules(),
  }),
  column.accessor('onsetOn', {
    meta: { card: 'key' },
    header: 'Onset',
    cell: (info) => <VoidedCell voided={info.row.original.voided}>{info.getValue() ? formatDate(info.getValue()!) : 'Not recorded'}</VoidedCell>,
    ...columnRules(),
  }),
  column.accessor('resolvedOn', {
    header: 'Resolved',
    cell: (info) => <VoidedCell voided={info.row.original.voided}>{info.getValue() ? formatDate(info.getValue()!) : '—'}</VoidedCell>,
    ...columnRules(),
  }),
  column.accessor('source', { header: 'Source', cell: (info) => <ImportSourceCell source={info.getValue()} />, ...columnRules() }),
]);

/** The patient's problem list: the active problems first, then the resolved and inactive, each with its onset and source. */
export function ProblemsList({ list }: { list: ChartListPage<ChartProblem> }) {
  return <ChartTable list={list} name="problems" columns={columns} emptyMessage="No problems recorded." />;
}
