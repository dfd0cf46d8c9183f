'use client';

import Link from '@/components/ui/link';
import { columnRules, createDataTableColumnHelper } from '@/components/data-table';
import { AUDIT_ACTION_LABELS, AUDIT_OUTCOME_LABELS, auditActor, auditPatient, auditSubject, formatAuditInstant } from '@/components/audit/audit-labels';
import { Badge } from '@/components/ui/badge';
import type { AuditRow } from '@/lib/audit/queries/trail';

const OUTCOME_VARIANT = { success: 'secondary', refused: 'outline', failed: 'destructive' } as const;

const col = createDataTableColumnHelper<AuditRow>();

/** What a row's link filters the screen by: a person, or a patient (by their number, as the screen writes them). */
export type AuditRowFilter = { person: number } | { patient: number } | { patientNumber: number };

/** The Audit screen's columns; a person or a patient links to the screen filtered by them. */
export function getAuditColumns({ filterHref }: { filterHref: (filter: AuditRowFilter) => string }) {
  return col.columns([
    col.accessor('at', {
      meta: { card: 'key' },
      header: 'When',
      cell: ({ getValue }) => <time dateTime={getValue()} className="whitespace-nowrap">{formatAuditInstant(getValue())}</time>,
      ...columnRules(),
    }),
    col.display({
      id: 'who',
      meta: { card: 'title' },
      header: 'Who',
      cell: ({ row }) => {
        const { actorId, actorEmail } = row.original;
        const name = auditActor(row.original);
        return (
          <span className="flex flex-col">
            {actorId ? <Link href={filterHref({ person: actorId })} className="font-medium underline-offset-4 hover:underline">{name}</Link> : <span className="font-medium">{name}</span>}
            {actorEmail && actorEmail !== name && <span className="text-xs text-muted-foreground">{actorEmail}</span>}
          </span>
        );
      },
      ...columnRules(),
    }),
    col.accessor('action', { meta: { card: 'key' }, header: 'Action', cell: ({ getValue }) => AUDIT_ACTION_LABELS[getValue()], ...columnRules() }),
    col.display({ id: 'what', meta: { card: 'key' }, header: 'What', cell: ({ row }) => auditSubject(row.original), ...columnRules() }),
    col.display({
      id: 'patient',
      header: 'Patient',
      cell: ({ row }) => {
        const { patientId, patientNumber } = row.original;
        const patient = auditPatient(row.original);
        if (!patient || patientId === null) return <span className="text-muted-foreground">—</span>;
        const filter = patientNumber === null ? { patient: patientId } : { patientNumber };
        return (
          <span className="flex flex-col">
            <Link href={filterHref(filter)} className="underline-offset-4 hover:underline">
              {patient.name}
            </Link>
            {patient.number && <span className="text-xs text-muted-foreground tabular-nums">{patient.number}</span>}
          </span>
        );
      },
      ...columnRules(),
    }),
    col.accessor('address', { header: 'Address', ...columnRules() }),
    col.accessor('outcome', {
      header: 'Outcome',
      cell: ({ getValue }) => <Badge variant={OUTCOME_VARIANT[getValue()]}>{AUDIT_OUTCOME_LABELS[getValue()]}</Badge>,
      ...columnRules(),
    }),
    col.accessor('detail', { header: 'Detail', cell: ({ getValue }) => getValue() ?? '', ...columnRules() }),
  ]);
}
