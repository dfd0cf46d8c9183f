export { DataTable, type DataTableProps } from './data-table';
export { useTableUrl, type ServerTableState, type UseTableUrlOptions } from './use-table-url';
export { useListUrl } from './use-list-url';
export { isForeignRowEvent, type DataTableRowHandler, type DataTableRowHandlers } from './row-interaction';
export {
  DataTableColumnHeader,
  SORT_STATE_LABELS,
  ariaSortOf,
  sortStateOf,
} from './data-table-column-header';
export {
  DataTableFilterFields,
  DataTableTextFilter,
  DataTableToolbar,
  GENERIC_FILTER_FIELDS,
  type DataTableFilterField,
  type DataTableToolbarProps,
} from './data-table-toolbar';
export { DataTablePagination, pageLabel, type DataTablePaginationProps } from './data-table-pagination';
export { DataTableViewOptions, columnLabel } from './data-table-view-options';
export { columnRules, type ColumnRules } from './column-rules';
export { PageSizeSelect } from './page-size-select';
export { useUrlPages } from './use-url-pages';
export {
  createDataTableColumnHelper,
  dataTableFeatures,
  type DataTableColumn,
  type DataTableColumnDef,
  type DataTableColumnMeta,
  type DataTableFeatures,
  type DataTableInstance,
  type DataTableRow,
} from './data-table-features';
export { cardRoleOf, cardSections, type CardRole } from './card-layout';
