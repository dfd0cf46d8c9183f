'use client';

import { columnRules, createDataTableColumnHelper } from '@/components/data-table';
import { formatInstantDate } from '@/components/format-date';
import { capitalise } from '@/lib/format';
import type { ChartPastVisit } from '@/lib/past-visits/queries/chart';
import type { ListPage } from '@/lib/db/paging';
import { ChartTable } from './chart-table';
import { ImportSourceCell } from './import-source-cell';

/** The visit's day on the clinic's calendar, and the last day when it lasted longer (an admission). */
function daysOf({ startedAt, endedAt }: ChartPastVisit): string {
  const start = formatInstantDate(startedAt);
  const end = endedAt ? formatInstantDate(endedAt) : start;
  return end === start ? start : `${start} to ${end}`;
}

/** "Ambulatory: General examination"; what the record gave of the two; '' for neither. */
const visitWords = ({ kind, type }: ChartPastVisit) => [kind ? capitalise(kind) : '', type].filter(Boolean).join(': ');

const column = createDataTableColumnHelper<ChartPastVisit>();

const columns = column.columns([
  column.accessor('startedAt', { meta: { card: 'title' }, header: 'Date', cell: (info) => <span className="font-medium">{daysOf(info.row.original)}</span>, ...columnRules() }),
  column.display({
    id: 'visit',
    meta: { card: 'key' },
    header: 'Visit',
    cell: (info) => {
      const { status, reason } = info.row.original;
      return (
        <>
          {visitWords(info.row.original) || 'Visit'}
          {reason ? <span className="block text-xs text-muted-foreground">For {reason}</span> : null}
          {status !== 'finished' ? <span className="block text-xs text-muted-foreground">{capitalise(status.replaceAll('-', ' '))}</span> : null}
        </>
      );
    },
    ...columnRules(),
  }),
  column.accessor('place', { header: 'Where', cell: (info) => info.getValue() || '—', ...columnRules() }),
  column.accessor('practitioner', { header: 'Seen by', cell: (info) => info.getValue() || '—', ...columnRules() }),
  column.accessor('source', { header: 'Source', cell: (info) => <ImportSourceCell source={info.getValue()} />, ...columnRules() }),
]);

/** Visits to other hospitals and clinics, from records brought in, the latest first: none is an appointment of this clinic. */
export function VisitsElsewhereList({ list }: { list: ListPage<ChartPastVisit> }) {
  return <ChartTable list={list} name="visitsElsewhere" columns={columns} emptyMessage="No visits elsewhere recorded." />;
}
