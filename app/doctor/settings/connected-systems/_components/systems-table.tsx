'use client';

import { useCallback, useMemo, useOptimistic, useState, useTransition } from 'react';
import { DataTable, useUrlPages } from '@/components/data-table';
import { runInstantAction } from '@/components/forms/instant-action';
import { toast } from '@/components/ui/toast';
import { setSystemEnabled } from '@/lib/connected-systems/actions';
import { connectedSystemsHref } from './connected-systems-href';
import { DeleteSystemDialog } from './delete-system-dialog';
import { getSystemColumns } from './system-columns';
import type { SystemRow } from './system-row';

/** How the row reads while the server saves the change; its answer settles it (a refusal puts it back). */
const applyEnabled = (rows: SystemRow[], { id, enabled }: { id: number; enabled: boolean }) => rows.map((row) => (row.id === id ? { ...row, enabled } : row));

const rowId = (row: SystemRow) => String(row.id);

/**
 * One page of the connected systems from the server (`?page=`). Disable and Enable act at once (Enable undoes
 * Disable); Delete asks first.
 */
export function SystemsTable({ rows, page, pageCount, pageSize }: { rows: SystemRow[]; page: number; pageCount: number; pageSize: number }) {
  const [pending, startTransition] = useTransition();
  const [deleting, setDeleting] = useState<SystemRow | null>(null);
  const [shown, applyShown] = useOptimistic(rows, applyEnabled);
  const { pending: turningPage, paging } = useUrlPages(page, pageSize, connectedSystemsHref);

  const toggle = useCallback(
    (row: SystemRow) =>
      startTransition(async () => {
        const enabled = !row.enabled;
        applyShown({ id: row.id, enabled });
        const result = await runInstantAction(() => setSystemEnabled({ id: row.id, enabled }));
        if (result?.ok) toast.success(`${row.name} ${enabled ? 'enabled' : 'disabled'}`);
      }),
    [applyShown],
  );

  const columns = useMemo(() => getSystemColumns({ onToggle: toggle, onDelete: setDeleting }), [toggle]);

  return (
    <>
      <DataTable
        data={shown}
        columns={columns}
        label="Connected systems"
        getRowId={rowId}
        emptyMessage="No connected systems on this page."
        pageCount={pageCount}
        {...paging}
        busy={pending || turningPage}
      />
      <DeleteSystemDialog system={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
