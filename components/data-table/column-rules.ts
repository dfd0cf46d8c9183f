/** What a screen allows on a column: sorting from its header menu, hiding from its header menu and View. */
export interface ColumnRules {
  sortable?: boolean;
  hideable?: boolean;
}

/**
 * Turns a plain statement of a column's rules into TanStack column options. Both default to `false`,
 * so `columnRules()` is a column that can neither sort nor hide.
 *
 * @example helper.accessor('name', { header: 'Name', ...columnRules({ sortable: true }) })
 */
export function columnRules({ sortable = false, hideable = false }: ColumnRules = {}) {
  return { enableSorting: sortable, enableHiding: hideable };
}
