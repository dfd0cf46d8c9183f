import type { RowData } from '@tanstack/react-table';
import type { DataTableColumn } from './data-table-features';
import { isPinnedRight } from './pinned-column';
import { columnLabel } from './data-table-view-options';

/**
 * Where a column's cell goes in a row's card (below `sm`, a phone): `title` names the card (its first line, and the
 * card's accessible name), `key` is one of the few fields a doctor scans for (under the title, unlabelled on
 * screen), `detail` a labelled field below, `actions` the row's controls, `hidden` not on the card.
 * A column without one is a detail; the pinned (actions) column is the card's actions.
 */
export type CardRole = 'title' | 'key' | 'detail' | 'actions' | 'hidden';

export function cardRoleOf<TData extends RowData>(column: DataTableColumn<TData>): CardRole {
  const declared = column.columnDef.meta?.card;
  if (declared) return declared;
  return isPinnedRight(column) ? 'actions' : 'detail';
}

/** A cell of the card, with the label its column header gives it (a card has no header row). */
export interface CardField<TCell> {
  cell: TCell;
  label: string;
}

export interface CardSections<TCell> {
  title?: CardField<TCell>;
  keys: Array<CardField<TCell>>;
  details: Array<CardField<TCell>>;
  actions: Array<CardField<TCell>>;
}

/**
 * Sorts a row's visible cells into the card's parts, each part in the table's column order. Without a declared
 * title the first key (else the first detail) names the card, so that every card has a name.
 */
export function cardSections<TData extends RowData, TCell extends { column: DataTableColumn<TData> }>(
  cells: ReadonlyArray<TCell>,
): CardSections<TCell> {
  const sections: CardSections<TCell> = { keys: [], details: [], actions: [] };
  for (const cell of cells) {
    const field = { cell, label: columnLabel(cell.column) };
    const role = cardRoleOf(cell.column);
    if (role === 'title' && !sections.title) sections.title = field;
    else if (role === 'key' || role === 'title') sections.keys.push(field);
    else if (role === 'detail') sections.details.push(field);
    else if (role === 'actions') sections.actions.push(field);
  }
  sections.title ??= sections.keys.shift() ?? sections.details.shift();
  return sections;
}
