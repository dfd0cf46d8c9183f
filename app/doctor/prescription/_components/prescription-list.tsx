'use client';

import { Plus } from 'lucide-react';
import Link from 'next/link';
import { useMemo, useOptimistic, useState, useTransition } from 'react';
import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '@/components/clinical/confirm-delete-dialog';
import { SearchBox } from '@/components/clinical/search-box';
import { DataTable } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { deletePrescription, setPrescriptionStatus } from '@/lib/actions/prescriptions';
import type { PrescriptionListRow } from '@/lib/data/prescriptions';
import { PRESCRIPTION_COLUMNS } from './prescription-columns';
import { PrescriptionActionsContext } from './prescription-row-actions';
import type { Actor } from '@/lib/auth/roles';

type Change = { type: 'delete'; id: number } | { type: 'status'; id: number; status: boolean };

function applyChange(rows: PrescriptionListRow[], change: Change): PrescriptionListRow[] {
  if (change.type === 'delete') return rows.filter((row) => row.id !== change.id);
  return rows.map((row) => (row.id === change.id ? { ...row, status: change.status } : row));
}

const rowId = (row: PrescriptionListRow) => String(row.id);
const OFFLINE = 'Could not reach the server. Nothing was changed.';

export function PrescriptionList({ prescriptions, actor }: { prescriptions: PrescriptionListRow[]; actor: Actor }) {
  const [search, setSearch] = useState('');
  const [deleting, setDeleting] = useState<PrescriptionListRow | null>(null);
  const [, startTransition] = useTransition();
  // Switches and deletions show at once; the server's answer settles them (a refusal puts them back).
  const [shown, applyShown] = useOptimistic(prescriptions, applyChange);

  const needle = search.trim().toLowerCase();
  const rows = useMemo(() => (needle ? shown.filter((row) => row.patientName.toLowerCase().includes(needle)) : shown), [shown, needle]);

  const actions = useMemo(
    () => ({
      actor,
      askDelete: setDeleting,
      toggleStatus: (row: PrescriptionListRow, status: boolean) =>
        startTransition(async () => {
          applyShown({ type: 'status', id: row.id, status });
          try {
            const result = await setPrescriptionStatus({ id: row.id, status });
            if (result.ok) toast.success('Prescription status updated');
            else toast.error(result.message);
          } catch {
            toast.error(OFFLINE);
          }
        }),
    }),
    [actor, applyShown],
  );

  function confirmDelete() {
    const row = deleting;
    if (!row) return;
    setDeleting(null);
    startTransition(async () => {
      applyShown({ type: 'delete', id: row.id });
      try {
        const result = await deletePrescription(row.id);
        if (result.ok) toast.success('Prescription deleted successfully');
        else toast.error(result.message);
      } catch {
        toast.error(OFFLINE);
      }
    });
  }

  return (
    <PrescriptionActionsContext value={actions}>
      <div className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <SearchBox label="Search prescriptions by patient name" placeholder="Search by patient name" value={search} onChange={setSearch} />
          <Button asChild>
            <Link href="/doctor/prescription/create-prescription">
              <Plus aria-hidden="true" />
              New Prescription
            </Link>
          </Button>
        </div>
        <DataTable data={rows} columns={PRESCRIPTION_COLUMNS} getRowId={rowId} label="Prescriptions" />
      </div>
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        onConfirm={confirmDelete}
        title="Are you sure?"
        description="This action cannot be undone. This will permanently delete the prescription."
        confirmLabel="Delete"
      />
    </PrescriptionActionsContext>
  );
}
