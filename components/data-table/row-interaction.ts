import type { HTMLAttributes } from 'react';
import type { RowData } from '@tanstack/react-table';

import type { DataTableRow } from './data-table-features';

/** Elements that handle their own clicks: a click on one inside a row is not a row click. */
const INTERACTIVE_SELECTOR = [
  'a[href]',
  'button',
  'input',
  'select',
  'textarea',
  'label',
  'summary',
  '[contenteditable="true"]',
  '[role="button"]',
  '[role="link"]',
  '[role="checkbox"]',
  '[role="switch"]',
  '[role="combobox"]',
  '[role="menu"]',
  '[role="menuitem"]',
  '[role="menuitemcheckbox"]',
  '[role="menuitemradio"]',
  '[role="option"]',
  '[role="dialog"]',
  '[role="alertdialog"]',
  '[data-row-click="ignore"]',
].join(',');

interface RowEvent {
  target: EventTarget;
  currentTarget: EventTarget & Element;
}

/**
 * True when an event reaching a row belongs to something else: an interactive element inside the row,
 * or content React portals into the row's tree (an open menu or dialog), which is outside the row's DOM.
 */
export function isForeignRowEvent({ target, currentTarget }: RowEvent): boolean {
  if (!(target instanceof Element)) return false;
  if (!currentTarget.contains(target)) return true;
  const interactive = target.closest(INTERACTIVE_SELECTOR);
  return interactive !== null && interactive !== currentTarget && currentTarget.contains(interactive);
}

export type DataTableRowHandler<TData extends RowData> = (data: TData, row: DataTableRow<TData>) => void;

export interface DataTableRowHandlers<TData extends RowData> {
  onRowClick?: DataTableRowHandler<TData>;
  onRowDoubleClick?: DataTableRowHandler<TData>;
  onRowHover?: DataTableRowHandler<TData>;
}

/**
 * Props for a body `<tr>` (or a row's card, `<li>`). A clickable row is focusable, opens with Enter and shows a
 * pointer; clicks on its buttons, links and menus stay theirs.
 */
export function rowInteractionProps<TData extends RowData>(
  row: DataTableRow<TData>,
  { onRowClick, onRowDoubleClick, onRowHover }: DataTableRowHandlers<TData>,
): HTMLAttributes<HTMLElement> {
  const props: HTMLAttributes<HTMLElement> = {};
  if (onRowClick) {
    props.tabIndex = 0;
    props.className = 'cursor-pointer focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring';
    props.onClick = (event) => {
      if (!isForeignRowEvent(event)) onRowClick(row.original, row);
    };
    props.onKeyDown = (event) => {
      if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
      event.preventDefault();
      onRowClick(row.original, row);
    };
  }
  if (onRowDoubleClick) {
    props.onDoubleClick = (event) => {
      if (!isForeignRowEvent(event)) onRowDoubleClick(row.original, row);
    };
  }
  if (onRowHover) props.onMouseEnter = () => onRowHover(row.original, row);
  return props;
}
