'use client';

import { useMemo, useOptimistic, useState, useTransition } from 'react';
import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '@/components/clinical/confirm-delete-dialog';
import { DataTable, DataTableToolbar, useTableUrl, type DataTableInstance } from '@/components/data-table';
import { deleteDiagnosisCategory } from '@/lib/actions/diagnosis-categories';
import type { CategoryListParams, DiagnosisCategoryRecord } from '@/lib/data/diagnosis-categories';
import type { ListPage } from '@/lib/data/paging';
import { getCategoryColumns, type CategoryRowAction } from './category-columns';
import { NewCategoryDialog } from './new-category-dialog';

const rowId = (row: DiagnosisCategoryRecord) => String(row.id);

function toolbar(table: DataTableInstance<DiagnosisCategoryRecord>) {
  return (
    <DataTableToolbar table={table} searchColumn="name" searchPlaceholder="Search categories" searchLabel="Search diagnosis categories">
      <NewCategoryDialog />
    </DataTableToolbar>
  );
}

/** One page of categories, paged, sorted and searched by the server through the URL. */
export function CategoryTable({ list, params }: { list: ListPage<DiagnosisCategoryRecord>; params: CategoryListParams }) {
  const { state } = useTableUrl({ params: { ...params, page: list.page }, total: list.total, searchColumn: 'name' });
  const [deleting, setDeleting] = useState<DiagnosisCategoryRecord | null>(null);
  const [, startTransition] = useTransition();
  // The row leaves at once; a refusal (the category is in use) brings it back with the reason.
  const [shown, removeShown] = useOptimistic(list.rows, (rows, id: number) => rows.filter((row) => row.id !== id));
  const columns = useMemo(() => getCategoryColumns({ onRowAction: (action: CategoryRowAction) => setDeleting(action.category) }), []);

  function confirmDelete() {
    const category = deleting;
    if (!category) return;
    setDeleting(null);
    startTransition(async () => {
      removeShown(category.id);
      try {
        const result = await deleteDiagnosisCategory(category.id);
        if (result.ok) toast.success(`Diagnosis category ${category.name} deleted successfully`);
        else toast.error(result.message);
      } catch {
        toast.error('Could not reach the server. The category was not deleted.');
      }
    });
  }

  return (
    <>
      <DataTable data={shown} columns={columns} getRowId={rowId} server={state} toolbar={toolbar} label="Diagnosis categories" />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        onConfirm={confirmDelete}
        title="Confirm Delete"
        description={`Are you sure you want to delete the diagnosis category ${deleting?.name ?? ''}?`}
        confirmLabel="Yes, Delete"
      />
    </>
  );
}
