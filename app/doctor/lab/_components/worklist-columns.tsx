'use client';

import type { ReactNode } from 'react';
import { columnRules, createDataTableColumnHelper } from '@/components/data-table';
import { InstantDate } from '@/components/instant-date';
import type { WorklistRow, WorklistStatus } from '@/lib/lab/queries/worklist';
import { patientIdentity } from './patient-identity';
import { PriorityBadge } from './priority-badge';
import { RowActions, type WorklistAction } from './row-actions';

const col = createDataTableColumnHelper<WorklistRow>();

const none = <span className="text-muted-foreground">—</span>;

/** A step's time, and who or what with it. */
function Step({ iso, children }: { iso: string | null; children?: ReactNode }) {
  if (!iso) return none;
  return (
    <div className="space-y-0.5">
      {children ? <p>{children}</p> : null}
      <p className="text-xs text-muted-foreground">
        <InstantDate iso={iso} withTime />
      </p>
    </div>
  );
}

/** The column of the step that brought the order to this list, where it has one. */
function stepColumn(list: WorklistStatus) {
  if (list === 'collected') {
    return col.accessor('collectedAt', {
      meta: { label: 'Specimen' },
      header: 'Specimen',
      cell: ({ row }) => <Step iso={row.original.collectedAt}>{row.original.accession}</Step>,
      ...columnRules(),
    });
  }
  if (list === 'resulted') {
    return col.accessor('resultedAt', { meta: { label: 'Resulted' }, header: 'Resulted', cell: ({ getValue }) => <Step iso={getValue()} />, ...columnRules() });
  }
  if (list === 'released') {
    return col.accessor('releasedAt', {
      meta: { label: 'Released' },
      header: 'Released',
      cell: ({ row }) => (
        <Step iso={row.original.releasedAt}>
          {row.original.amendedAt ? (
            <>
              Amended <InstantDate iso={row.original.amendedAt} withTime />
            </>
          ) : null}
        </Step>
      ),
      ...columnRules(),
    });
  }
  return null;
}

/**
 * The worklist's columns; on a phone each row is a card named by its patient, with the priority, the order number
 * and the tests under the name. The row's buttons report to `onRowAction`.
 */
export function getWorklistColumns({ list, onRowAction }: { list: WorklistStatus; onRowAction: (action: WorklistAction) => void }) {
  const step = stepColumn(list);
  return col.columns([
    col.accessor('priority', { meta: { label: 'Priority', card: 'key' }, header: 'Priority', cell: ({ getValue }) => <PriorityBadge priority={getValue()} />, ...columnRules() }),
    col.accessor('number', { meta: { label: 'Order', card: 'key' }, header: 'Order', cell: ({ getValue }) => <span className="font-medium whitespace-nowrap tabular-nums">{getValue()}</span>, ...columnRules() }),
    col.accessor((row) => row.patient.name, {
      id: 'patient',
      meta: { label: 'Patient', card: 'title' },
      header: 'Patient',
      cell: ({ row }) => (
        <div className="min-w-0">
          <p className="font-medium [overflow-wrap:anywhere]">{row.original.patient.name}</p>
          <p className="text-xs font-normal whitespace-nowrap text-muted-foreground">{patientIdentity(row.original.patient)}</p>
        </div>
      ),
      ...columnRules(),
    }),
    col.accessor('tests', {
      meta: { label: 'Tests', card: 'key' },
      header: 'Tests',
      cell: ({ getValue }) => (
        <ul className="max-w-72 space-y-0.5">
          {getValue().map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      ),
      ...columnRules(),
    }),
    col.accessor('orderedAt', {
      meta: { label: 'Ordered' },
      header: 'Ordered',
      cell: ({ row }) => <Step iso={row.original.orderedAt}>{row.original.orderedBy ?? 'A former member of staff'}</Step>,
      ...columnRules(),
    }),
    ...(step ? [step] : []),
    col.display({ id: 'actions', meta: { label: 'Action', card: 'actions' }, header: 'Action', cell: ({ row }) => <RowActions list={list} row={row.original} onRowAction={onRowAction} />, ...columnRules() }),
  ]);
}
