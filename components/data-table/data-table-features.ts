import {
  columnFilteringFeature,
  columnVisibilityFeature,
  createColumnHelper,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  filterFn_arrIncludes,
  filterFn_arrIncludesSome,
  filterFn_equals,
  filterFn_equalsString,
  filterFn_inDateRange,
  filterFn_inNumberRange,
  filterFn_includesString,
  filterFn_weakEquals,
  metaHelper,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  type Column,
  type ColumnDef,
  type ReactTable,
  type Row,
  type RowData,
} from '@tanstack/react-table';
import type { CardRole } from './card-layout';

/**
 * Per-column metadata: `label` names the column where its header is not plain text (View menu, a card's field);
 * `pinned: 'right'` keeps a column at the right edge of the table's scroll container (the row actions, id
 * `actions`, are pinned without it); `card` is where the column goes in a row's card on a phone (CardRole).
 */
export interface DataTableColumnMeta {
  label?: string;
  pinned?: 'right';
  card?: CardRole;
}

/**
 * The features every table of the app opts into (TanStack Table v9 registers features and row models
 * explicitly; an API whose feature is missing here does not exist on the table). Each row-model slot
 * follows its feature. The filter and sort registries hold the names `'auto'` resolves to.
 */
export const dataTableFeatures = tableFeatures({
  columnFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  filterFns: {
    includesString: filterFn_includesString,
    inNumberRange: filterFn_inNumberRange,
    equals: filterFn_equals,
    equalsString: filterFn_equalsString,
    weakEquals: filterFn_weakEquals,
    arrIncludes: filterFn_arrIncludes,
    arrIncludesSome: filterFn_arrIncludesSome,
    inDateRange: filterFn_inDateRange,
  },
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, text: sortFn_text, datetime: sortFn_datetime, basic: sortFn_basic },
  columnVisibilityFeature,
  rowSelectionFeature,
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
  columnMeta: metaHelper<DataTableColumnMeta>(),
});

export type DataTableFeatures = typeof dataTableFeatures;
/** A column definition for `DataTable` (what `createDataTableColumnHelper<T>().columns([...])` returns). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each column keeps its own value type, as TanStack's helper does
export type DataTableColumnDef<TData extends RowData> = ColumnDef<DataTableFeatures, TData, any>;
/** The table instance handed to toolbars (React adapter: `table.state` is the reactive state). */
export type DataTableInstance<TData extends RowData> = ReactTable<DataTableFeatures, TData>;
export type DataTableColumn<TData extends RowData, TValue = unknown> = Column<DataTableFeatures, TData, TValue>;
export type DataTableRow<TData extends RowData> = Row<DataTableFeatures, TData>;

/** Column helper bound to the data table's features: `const col = createDataTableColumnHelper<Appointment>()`. */
export function createDataTableColumnHelper<TData extends RowData>() {
  return createColumnHelper<DataTableFeatures, TData>();
}
