'use client';

import { useOptimistic, useState, useTransition } from 'react';
import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '@/components/clinical/confirm-delete-dialog';
import { DataTable, DataTableToolbar, type DataTableInstance } from '@/components/data-table';
import { deleteDiagnosisCategory } from '@/lib/actions/diagnosis-categories';
import type { DiagnosisCategoryRecord } from '@/lib/data/diagnosis-categories';
import { AskDeleteCategoryContext, CATEGORY_COLUMNS } from './category-columns';
import { NewCategoryDialog } from './new-category-dialog';

const rowId = (row: DiagnosisCategoryRecord) => String(row.id);

function toolbar(table: DataTableInstance<DiagnosisCategoryRecord>) {
  return (
    <DataTableToolbar table={table} searchColumn="name" searchPlaceholder="Search categories" searchLabel="Search diagnosis categories">
      <NewCategoryDialog />
    </DataTableToolbar>
  );
}

export function CategoryTable({ categories }: { categories: DiagnosisCategoryRecord[] }) {
  const [deleting, setDeleting] = useState<DiagnosisCategoryRecord | null>(null);
  const [, startTransition] = useTransition();
  // The row leaves at once; a refusal (the category is in use) brings it back with the reason.
  const [shown, removeShown] = useOptimistic(categories, (rows, id: number) => rows.filter((row) => row.id !== id));

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
    <AskDeleteCategoryContext value={setDeleting}>
      <DataTable data={shown} columns={CATEGORY_COLUMNS} getRowId={rowId} toolbar={toolbar} label="Diagnosis categories" />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        onConfirm={confirmDelete}
        title="Confirm Delete"
        description={`Are you sure you want to delete the diagnosis category ${deleting?.name ?? ''}?`}
        confirmLabel="Yes, Delete"
      />
    </AskDeleteCategoryContext>
  );
}
