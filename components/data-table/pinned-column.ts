import type { RowData } from '@tanstack/react-table';
import type { DataTableColumn } from './data-table-features';

/** The id that every table gives its row-actions column. */
export const ACTIONS_COLUMN_ID = 'actions';

/** Whether a column stays at the right edge while the table scrolls sideways (a phone): its actions stay reachable. */
export function isPinnedRight<TData extends RowData>(column: DataTableColumn<TData>): boolean {
  return column.id === ACTIONS_COLUMN_ID || column.columnDef.meta?.pinned === 'right';
}

/**
 * A pinned cell: sticky at the right, opaque (the scrolled cells pass under it) and set off by a shadow on its
 * left (a border would not move with a sticky cell of a collapsed-border table).
 */
export const PINNED_RIGHT_CLASS = 'sticky right-0 z-10 bg-background shadow-[inset_1px_0_0_var(--border),-4px_0_6px_-4px_rgb(0_0_0/0.15)]';
