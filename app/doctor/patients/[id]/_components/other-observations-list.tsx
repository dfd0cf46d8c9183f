'use client';

import { columnRules, createDataTableColumnHelper } from '@/components/data-table';
import { formatInstantDate, instantDay } from '@/components/format-date';
import type { ListPage } from '@/lib/db/paging';
import type { ChartOtherObservation } from '@/lib/other-observations/queries/chart';
import { categoryWords, valueWords } from '@/lib/other-observations/rules/observation-words';
import { ChartTable } from './chart-table';
import { ImportSourceCell } from './import-source-cell';

const column = createDataTableColumnHelper<ChartOtherObservation>();

const columns = column.columns([
  column.accessor('name', {
    meta: { card: 'title' },
    header: 'Observation',
    // A LOINC name runs long ("Generalized anxiety disorder 7 item (GAD-7) total score [Reported.PHQ]"): it wraps
    // within a line's measure, so that the value and the source still show beside it.
    cell: (info) => <span className="block max-w-xs font-medium whitespace-normal [overflow-wrap:anywhere] sm:min-w-48">{info.getValue()}</span>,
    ...columnRules(),
  }),
  column.display({
    id: 'value',
    meta: { card: 'key' },
    header: 'Value',
    cell: (info) => {
      const observation = info.row.original;
      return (
        <div className="max-w-sm whitespace-normal sm:min-w-56">
          <span className="[overflow-wrap:anywhere]">{valueWords(observation)}</span>
          {/* A questionnaire's items, a panel's members: each under the value, as "name: value". */}
          {observation.parts.length > 0 ? (
            <ul aria-label={`Parts of ${observation.name}`} className="mt-1 space-y-0.5 text-xs text-muted-foreground">
              {observation.parts.map((part, index) => (
                <li key={index} className="[overflow-wrap:anywhere]">
                  {part.name}: {valueWords(part)}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      );
    },
    ...columnRules(),
  }),
  column.accessor('takenAt', {
    meta: { card: 'key' },
    header: 'Date',
    cell: (info) => <time dateTime={instantDay(info.getValue())}>{formatInstantDate(info.getValue())}</time>,
    ...columnRules(),
  }),
  column.accessor('category', { header: 'Category', cell: (info) => categoryWords(info.getValue()), ...columnRules() }),
  column.accessor('source', { header: 'Source', cell: (info) => <ImportSourceCell source={info.getValue()} />, ...columnRules() }),
]);

/**
 * What records brought in observed that is neither a vital sign the clinic measures nor a laboratory result (a pain
 * score, a smoking status, a questionnaire's score), the latest first: each with its value, its day, its category
 * and its source.
 */
export function OtherObservationsList({ list }: { list: ListPage<ChartOtherObservation> }) {
  return <ChartTable list={list} name="otherObservations" columns={columns} emptyMessage="No other observations recorded." />;
}
