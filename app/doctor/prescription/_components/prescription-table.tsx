'use client';

import { Plus } from 'lucide-react';
import { useMemo, useOptimistic, useState, useTransition } from 'react';
import { toast } from '@/components/ui/toast';
import { runInstantAction } from '@/components/forms/instant-action';
import { DataTable, DataTableToolbar, useTableUrl, type DataTableInstance } from '@/components/data-table';
import { OpenedPart } from '@/components/opened-part';
import { lazyPart } from '@/components/ui/lazy-part';
import { LinkButton } from '@/components/ui/link-button';
import { setPrescriptionStatus } from '@/lib/prescriptions/actions';
import type { Actor } from '@/lib/auth/roles';
import type { ListPage } from '@/lib/db/paging';
import type { PrescriptionListParams, PrescriptionListRow } from '@/lib/prescriptions/queries/prescriptions';
import { getPrescriptionColumns } from './prescription-columns';
import type { PrescriptionRowAction } from './prescription-row-actions';

type StatusChange = { id: number; status: boolean };

function applyChange(rows: PrescriptionListRow[], change: StatusChange): PrescriptionListRow[] {
  return rows.map((row) => (row.id === change.id ? { ...row, status: change.status } : row));
}

const rowId = (row: PrescriptionListRow) => String(row.id);

/** The delete confirmation (its reason's rules, the void action): fetched when a delete is first asked for. */
export const prescriptionDeleteDialog = lazyPart(() => import('./prescription-delete-dialog').then((module) => module.PrescriptionDeleteDialog));

function toolbar(table: DataTableInstance<PrescriptionListRow>) {
  return (
    <DataTableToolbar table={table} searchColumn="patientName" searchLabel="Search prescriptions by patient name" searchPlaceholder="Search by patient name">
      <LinkButton href="/doctor/prescription/create-prescription" icon={Plus}>
        New Prescription
      </LinkButton>
    </DataTableToolbar>
  );
}

interface PrescriptionTableProps {
  list: ListPage<PrescriptionListRow>;
  params: PrescriptionListParams;
  actor: Actor;
}

/** One page of prescriptions, paged and searched by the server through the URL. */
export function PrescriptionTable({ list, params, actor }: PrescriptionTableProps) {
  const { state } = useTableUrl({ params: { ...params, page: list.page }, total: list.total, searchColumn: 'patientName' });
  // The one dialog of this table: the confirmation of a delete, which voids the prescription with a reason.
  const [deleting, setDeleting] = useState<PrescriptionListRow | null>(null);
  const [, startTransition] = useTransition();
  // Switches show at once; the server's answer settles them (a refusal puts them back). Deletions wait for it.
  const [shown, applyShown] = useOptimistic(list.rows, applyChange);
  const { id: actorId, role } = actor;
  const close = () => setDeleting(null);

  const columns = useMemo(() => {
    const toggleStatus = (row: PrescriptionListRow, status: boolean) =>
      startTransition(async () => {
        applyShown({ id: row.id, status });
        const result = await runInstantAction(() => setPrescriptionStatus({ id: row.id, status }));
        if (result?.ok) toast.success('Prescription status updated');
      });
    const onRowAction = (action: PrescriptionRowAction) => (action.type === 'status' ? toggleStatus(action.row, action.status) : setDeleting(action.row));
    return getPrescriptionColumns({ onRowAction, actor: { id: actorId, role } });
  }, [actorId, role, applyShown]);

  return (
    <>
      <DataTable data={shown} columns={columns} getRowId={rowId} server={state} toolbar={toolbar} label="Prescriptions" />
      <OpenedPart part={prescriptionDeleteDialog} open={deleting !== null} name="Are you sure?" onClose={close} props={{ prescription: deleting, onClose: close }} />
    </>
  );
}
