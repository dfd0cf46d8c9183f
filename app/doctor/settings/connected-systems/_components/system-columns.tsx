'use client';

import { columnRules, createDataTableColumnHelper } from '@/components/data-table';
import { InstantDate } from '@/components/instant-date';
import { Badge } from '@/components/ui/badge';
import { CopyableValue } from './copyable-value';
import type { SystemRow } from './system-row';
import { stateOf } from './system-labels';
import { SystemRowActions, type SystemRowHandlers } from './system-row-actions';

const col = createDataTableColumnHelper<SystemRow>();

/**
 * The Connected systems table's columns. On a phone each system is a card named by its name, its state beside it,
 * its actions at the top and the rest as labelled fields; long values (a client id, many scopes) wrap.
 */
export function getSystemColumns(handlers: SystemRowHandlers) {
  return col.columns([
    col.accessor('name', {
      meta: { card: 'title' },
      header: 'Name',
      // A long name wraps (room kept for about twenty letters in the table) rather than widen the table; on a phone's
      // card it wraps beside the buttons.
      cell: ({ getValue }) => <span className="block font-medium sm:min-w-40 whitespace-normal [overflow-wrap:anywhere]">{getValue()}</span>,
      ...columnRules(),
    }),
    col.accessor('enabled', {
      meta: { card: 'key' },
      header: 'State',
      cell: ({ getValue }) => <Badge variant={getValue() ? 'success' : 'destructive'}>{stateOf(getValue())}</Badge>,
      ...columnRules(),
    }),
    col.accessor('clientId', {
      header: 'Client ID',
      cell: ({ row }) => (
        <CopyableValue value={row.original.clientId} copyLabel={`Copy the client ID of ${row.original.name}`} copiedMessage={`Client ID of ${row.original.name} copied`} className="min-w-48" />
      ),
      ...columnRules(),
    }),
    col.accessor('scopes', {
      header: 'Scopes',
      cell: ({ getValue }) => <span className="block max-w-64 min-w-32 font-mono text-xs whitespace-normal [overflow-wrap:anywhere]">{getValue()}</span>,
      ...columnRules(),
    }),
    col.accessor('keyCount', { header: 'Keys', cell: ({ getValue }) => getValue(), ...columnRules() }),
    col.accessor('lastUsedAt', {
      header: 'Last used',
      cell: ({ getValue }) => {
        const at = getValue();
        return at ? <InstantDate iso={at} withTime /> : <span className="text-muted-foreground">Never</span>;
      },
      ...columnRules(),
    }),
    col.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => <SystemRowActions row={row.original} {...handlers} />,
      ...columnRules(),
    }),
  ]);
}
