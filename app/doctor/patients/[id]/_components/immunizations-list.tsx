'use client';

import { columnRules, createDataTableColumnHelper } from '@/components/data-table';
import { formatDate } from '@/lib/format';
import type { ChartImmunization } from '@/lib/immunizations/queries/chart';
import type { ChartListPage } from '@/lib/patients/queries/chart';
import { ChartTable } from './chart-table';
import { ImportSourceCell } from './import-source-cell';
import { VoidedCell } from './voided-cell';

/** What a status other than given says beside the vaccine: a record may list a vaccine that was due and not given. */
const STATUS_NOTES: Record<string, string> = { 'not-done': 'Not given', 'entered-in-error': 'Entered in error where it was recorded' };

/** "Dose 2" for a number in the series; a dose named in words ("Booster") as sent. */
const doseWords = (dose: string) => (/^\d+$/.test(dose) ? `Dose ${dose}` : dose);

const column = createDataTableColumnHelper<ChartImmunization>();

const columns = column.columns([
  column.accessor('vaccine', {
    meta: { card: 'title' },
    header: 'Vaccine',
    cell: (info) => {
      const note = STATUS_NOTES[info.row.original.status];
      return (
        <VoidedCell voided={info.row.original.voided} note>
          <span className="font-medium [overflow-wrap:anywhere]">{info.getValue()}</span>
          {note ? <span className="block text-xs font-medium text-destructive">{note}</span> : null}
        </VoidedCell>
      );
    },
    ...columnRules(),
  }),
  column.accessor('givenOn', {
    meta: { card: 'key' },
    header: 'Date',
    cell: (info) => <VoidedCell voided={info.row.original.voided}>{formatDate(info.getValue())}</VoidedCell>,
    ...columnRules(),
  }),
  column.accessor('doseNumber', {
    meta: { card: 'key' },
    header: 'Dose',
    cell: (info) => <VoidedCell voided={info.row.original.voided}>{info.getValue() ? doseWords(info.getValue()!) : '—'}</VoidedCell>,
    ...columnRules(),
  }),
  column.accessor('performer', {
    header: 'Given by',
    cell: (info) => <VoidedCell voided={info.row.original.voided}>{info.getValue() ?? '—'}</VoidedCell>,
    ...columnRules(),
  }),
  column.accessor('source', { header: 'Source', cell: (info) => <ImportSourceCell source={info.getValue()} />, ...columnRules() }),
]);

/** The patient's immunizations, the latest given first: each vaccine with its date, its dose where the record gives one, and its source. */
export function ImmunizationsList({ list }: { list: ChartListPage<ChartImmunization> }) {
  return <ChartTable list={list} name="immunizations" columns={columns} emptyMessage="No immunizations recorded." />;
}
