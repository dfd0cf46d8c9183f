import type { Coding, Meta } from '@medplum/fhirtypes';
import { formatInstantDate } from '@/lib/clinic-time';
import type { ImportSource } from '@/lib/record-import/rules/source-line';

// A record brought in from another hospital is served through FHIR as it came in, and each of its resources says
// where it came from. R4's `meta.source` is a URI (the sending system's address, which a record sent as a file
// rarely names), so the words go in a tag, which another system shows as it is: "Imported from Hospital X on
// 28 Nov 2026 by Dr. Ada Obi". The tag's code is the import's id in a code system of this server's imports.

/** An imported row's import: its id (the tag's code) and its source (the tag's words). */
export interface ImportedFrom {
  importId: number;
  source: ImportSource;
}

/** The code system of this server's imports, under the clinic's own address: each import is a code of it. */
export const importCodeSystem = (appUrl: string): string => `${appUrl}/fhir/CodeSystem/record-import`;

/** "Imported from Hospital X on 28 Nov 2026 by Dr. Ada Obi" (or by the connected system), on the clinic's calendar. */
export function importedFromText({ sourceName, importedAt, importedBy, importedBySystem }: ImportSource): string {
  const by = importedBy ?? importedBySystem;
  return `Imported from ${sourceName} on ${formatInstantDate(importedAt)}${by ? ` by ${by}` : ''}`;
}

/** The tag an imported resource carries. */
export const importTag = ({ importId, source }: ImportedFrom, system: string): Coding => ({ system, code: String(importId), display: importedFromText(source) });

/** The `meta` of a resource that may have been imported: its tag when it was, nothing when the clinic recorded it. */
export const importMeta = (from: ImportedFrom | null, system: string): { meta?: Meta } => (from ? { meta: { tag: [importTag(from, system)] } } : {});

/** A row's import, from its `importId` and the source its read joined (null for a row the clinic recorded). */
export const importedFrom = (importId: number | null, source: ImportSource | null): ImportedFrom | null => (importId !== null && source ? { importId, source } : null);
