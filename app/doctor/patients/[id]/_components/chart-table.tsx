'use client';

import type { RowData } from '@tanstack/react-table';
import { DataTable, useTableUrl, type DataTableColumnDef } from '@/components/data-table';
import type { ListPage } from '@/lib/data/paging';
import { CHART_LISTS, chartTableParams, type ChartList } from './chart-lists';

/** One page of a chart list, paged by the server through its own `?{list}Page=`. */
export function ChartTable<T extends RowData & { id: number }>({
  list,
  name,
  columns,
  label,
  emptyMessage,
}: {
  list: ListPage<T>;
  name: ChartList;
  columns: ReadonlyArray<DataTableColumnDef<T>>;
  label: string;
  emptyMessage: string;
}) {
  const { state } = useTableUrl({ params: chartTableParams(list.page), total: list.total, prefix: CHART_LISTS[name] });
  return <DataTable data={list.rows} columns={columns} getRowId={(row) => String(row.id)} server={state} label={label} emptyMessage={emptyMessage} />;
}
