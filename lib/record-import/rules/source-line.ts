import { formatInstantDate } from '@/lib/clinic-time';

/** Where an imported row came from: the import that brought it, as the chart says it. */
export interface ImportSource {
  /** The hospital or system the record came from ("Lagos University Teaching Hospital"). */
  sourceName: string;
  /** ISO instant of the import. */
  importedAt: string;
  /** "Dr. Ada Obi": the doctor or administrator who imported it; null when a system did, or the account is gone. */
  importedBy: string | null;
  /** The connected system that imported it; null when a person did. */
  importedBySystem: string | null;
}

/**
 * "from Lagos University Teaching Hospital, imported 28 Nov 2026 by Dr. Ada Obi" (or by the connected system's name).
 * The day is the clinic's, whatever the server's zone: the same import reads the same on every screen. An importer
 * whose account is gone is left out rather than guessed.
 */
export function sourceLine({ sourceName, importedAt, importedBy, importedBySystem }: ImportSource): string {
  const by = importedBy ?? importedBySystem;
  return `from ${sourceName}, imported ${formatInstantDate(importedAt)}${by ? ` by ${by}` : ''}`;
}
