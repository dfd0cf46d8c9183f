'use client';

import { useCallback, useMemo } from 'react';
import { DataTable, DataTableToolbar, useTableUrl, type DataTableInstance } from '@/components/data-table';
import { UrlChoice } from '@/components/data-table/url-choice';
import type { MedicineOption } from '@/lib/medicines/queries';
import type { ListPage } from '@/lib/db/paging';
import type { MedicineSource } from '@/lib/db/schema/medicines';
import type { TableParams } from '@/lib/lists/table-url';
import { AddMedicineDialog } from './add-medicine-dialog';
import { getMedicineColumns } from './medicine-columns';
import { SOURCE_OPTIONS } from './medicine-labels';

const rowId = (row: MedicineOption) => String(row.id);

interface MedicinesTableProps {
  list: ListPage<MedicineOption>;
  params: Pick<TableParams, 'page' | 'pageSize' | 'q'>;
  source: MedicineSource | undefined;
  /** Administrators add medicines to the clinic's list; doctors see the list only. */
  canAdd: boolean;
}

/** The formulary, one page at a time, searched by name and narrowed to a source by the server through the URL. */
export function MedicinesTable({ list, params, source, canAdd }: MedicinesTableProps) {
  const { state } = useTableUrl({ params: { ...params, page: list.page, sort: null, dir: 'asc' }, total: list.total, searchColumn: 'name' });
  const columns = useMemo(() => getMedicineColumns(), []);
  const toolbar = useCallback(
    (table: DataTableInstance<MedicineOption>) => (
      <DataTableToolbar
        table={table}
        searchColumn="name"
        searchPlaceholder="Search medicines"
        searchLabel="Search medicines by name"
        filters={<UrlChoice id="medicines-source" label="Source" param="source" value={source} allLabel="All sources" options={SOURCE_OPTIONS} />}
      >
        {canAdd ? <AddMedicineDialog /> : null}
      </DataTableToolbar>
    ),
    [source, canAdd],
  );
  const emptyMessage = params.q || source ? 'No medicine matches the search.' : 'The formulary has no medicines yet.';
  return <DataTable data={list.rows} columns={columns} getRowId={rowId} server={state} toolbar={toolbar} label="Medicines" emptyMessage={emptyMessage} />;
}
