'use client';

import { useMemo, useState } from 'react';
import { ConfirmDialog } from '@/components/forms/confirm-dialog';
import { DataTable, DataTableToolbar, useTableUrl, type DataTableInstance } from '@/components/data-table';
import { deleteDiagnosisCategory } from '@/lib/diagnosis/actions/categories';
import type { CategoryListParams, DiagnosisCategoryRecord } from '@/lib/diagnosis/queries/categories';
import type { ListPage } from '@/lib/db/paging';
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
  const columns = useMemo(() => getCategoryColumns({ onRowAction: (action: CategoryRowAction) => setDeleting(action.category) }), []);

  return (
    <>
      <DataTable data={list.rows} columns={columns} getRowId={rowId} server={state} toolbar={toolbar} label="Diagnosis categories" />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        onConfirm={() => deleteDiagnosisCategory(deleting?.id)}
        successMessage={`Diagnosis category ${deleting?.name ?? ''} deleted successfully`}
        pendingLabel="Deleting..."
        title="Confirm Delete"
        description={`Are you sure you want to delete the diagnosis category ${deleting?.name ?? ''}?`}
        confirmLabel="Yes, Delete"
      />
    </>
  );
}
