import type { ConnectedSystemRow } from '@/lib/connected-systems/queries';

/** A system as the screen's list shows it: its last use as an ISO instant (the browser gets text, not a Date). */
export type SystemRow = Omit<ConnectedSystemRow, 'lastUsedAt' | 'createdAt'> & { lastUsedAt: string | null };

export function toSystemRow({ id, clientId, name, scopes, enabled, keyCount, lastUsedAt }: ConnectedSystemRow): SystemRow {
  return { id, clientId, name, scopes, enabled, keyCount, lastUsedAt: lastUsedAt?.toISOString() ?? null };
}
