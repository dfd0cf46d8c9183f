'use client';

import type { RowData } from '@tanstack/react-table';
import { DataTable, useTableUrl, type DataTableColumnDef } from '@/components/data-table';
import type { ListPage } from '@/lib/db/paging';
import { CHART_LISTS, chartTableParams, type ChartList } from './chart-lists';
import { ChartSection } from './chart-section';

/** One list of the chart as its own section: one page, paged by the server through its own `?{list}Page=`. */
export function ChartTable<T extends RowData & { id: number }>({
  list,
  name,
  columns,
  emptyMessage,
  rowId = (row) => String(row.id),
}: {
  /** `voided`: how many of the rows are voided records, when the list shows them. */
  list: ListPage<T> & { voided?: number };
  name: ChartList;
  columns: ReadonlyArray<DataTableColumnDef<T>>;
  emptyMessage: string;
  /** A row's key, when the id alone does not name it (a list drawn from several tables). */
  rowId?: (row: T) => string;
}) {
  const { state } = useTableUrl({ params: chartTableParams(list.page), total: list.total, prefix: name });
  const { id, title, link } = CHART_LISTS[name];
  return (
    <ChartSection id={id} title={title} total={list.total} voided={list.voided} link={link}>
      <DataTable data={list.rows} columns={columns} getRowId={rowId} server={state} label={`${title} of this patient`} emptyMessage={emptyMessage} />
    </ChartSection>
  );
}
