'use client';

import { columnRules, createDataTableColumnHelper } from '@/components/data-table';
import { capitalise, formatDate } from '@/lib/format';
import type { ChartMedicationHistory } from '@/lib/medication-history/queries/chart';
import type { ChartListPage } from '@/lib/patients/queries/chart';
import { ChartTable } from './chart-table';
import { ImportSourceCell } from './import-source-cell';
import { VoidedCell } from './voided-cell';

/** What the record said of it: that the patient took it, or that it was prescribed there. */
const KIND_WORDS = { statement: 'Taken', request: 'Prescribed' } as const;

/** When it was taken, in words: "15 Jun 2020 to 8 Mar 2021", "Since 15 Jun 2020", "Prescribed 1 Feb 2024". */
function periodOf({ startedOn, endedOn, recordedOn, kind }: ChartMedicationHistory): string {
  if (startedOn && endedOn) return `${formatDate(startedOn)} to ${formatDate(endedOn)}`;
  if (startedOn) return `Since ${formatDate(startedOn)}`;
  if (endedOn) return `Until ${formatDate(endedOn)}`;
  if (recordedOn) return `${kind === 'request' ? 'Prescribed' : 'Recorded'} ${formatDate(recordedOn)}`;
  return 'Not recorded';
}

const column = createDataTableColumnHelper<ChartMedicationHistory>();

const columns = column.columns([
  column.accessor('name', {
    meta: { card: 'title' },
    header: 'Medicine',
    cell: (info) => (
      <VoidedCell voided={info.row.original.voided} note>
        <span className="font-medium [overflow-wrap:anywhere]">{info.getValue()}</span>
        {info.row.original.dosage ? <span className="block text-xs text-muted-foreground">{info.row.original.dosage}</span> : null}
        {/* What the record noted ("Stopped early: a rash"), each note on its line. */}
        {info.row.original.note ? <span className="block text-xs whitespace-pre-line text-muted-foreground [overflow-wrap:anywhere]">{info.row.original.note}</span> : null}
      </VoidedCell>
    ),
    ...columnRules(),
  }),
  column.display({
    id: 'period',
    meta: { card: 'key' },
    header: 'When',
    cell: (info) => <VoidedCell voided={info.row.original.voided}>{periodOf(info.row.original)}</VoidedCell>,
    ...columnRules(),
  }),
  column.accessor('status', {
    meta: { card: 'key' },
    header: 'Status',
    cell: (info) => (
      <VoidedCell voided={info.row.original.voided}>
        {KIND_WORDS[info.row.original.kind]}, {capitalise(info.getValue().replaceAll('-', ' ')).toLowerCase()}
      </VoidedCell>
    ),
    ...columnRules(),
  }),
  column.accessor('prescriber', {
    header: 'Prescriber',
    cell: (info) => (
      <VoidedCell voided={info.row.original.voided}>
        {info.getValue() ?? '—'}
        {info.row.original.reason ? <span className="block text-xs text-muted-foreground">For {info.row.original.reason}</span> : null}
      </VoidedCell>
    ),
    ...columnRules(),
  }),
  column.accessor('source', { header: 'Source', cell: (info) => <ImportSourceCell source={info.getValue()} />, ...columnRules() }),
]);

/**
 * Medicines the patient took or was prescribed elsewhere, newest first, under the clinic's own prescriptions: none of
 * them is a prescription of this clinic, and each row says where it came from.
 */
export function MedicationHistoryList({ list }: { list: ChartListPage<ChartMedicationHistory> }) {
  return <ChartTable list={list} name="medicationHistory" columns={columns} emptyMessage="No medication history from elsewhere." />;
}
