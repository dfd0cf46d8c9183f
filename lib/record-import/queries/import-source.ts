import 'server-only';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { connectedSystems, doctors, recordImports } from '@/lib/db/schema';
import type { ImportSource } from '@/lib/record-import/rules/source-line';
import { doctorDisplayName } from '@/lib/staff/queries/doctor-name';

// Every row an import stored names its import (`import_id`). A read that shows where a row came from joins, left:
//   .leftJoin(recordImports, eq(recordImports.id, table.importId))
//   .leftJoin(importer, eq(importer.id, recordImports.importedById))
//   .leftJoin(connectedSystems, eq(connectedSystems.id, recordImports.importedBySystemId))
// and selects importSourceColumns(), so that every list and every FHIR resource names the source alike.

/** The doctor or administrator who imported a record, joined under their own name so that the author's join stays `doctors`. */
export const importer = alias(doctors, 'importer');

/** The source's columns, for a select joined as above (left joins: a row this clinic recorded has none). */
export const importSourceColumns = () => ({
  sourceName: recordImports.sourceName,
  importedAt: recordImports.importedAt,
  importedBy: sql<string | null>`case when ${importer.id} is null then null else ${doctorDisplayName(importer)} end`,
  importedBySystem: connectedSystems.name,
});

/** The source of a row selected with importSourceColumns(), or null for a row this clinic recorded itself. */
export function importSourceOf(row: { sourceName: string | null; importedAt: Date | null; importedBy: string | null; importedBySystem: string | null }): ImportSource | null {
  if (row.sourceName === null || row.importedAt === null) return null;
  return { sourceName: row.sourceName, importedAt: row.importedAt.toISOString(), importedBy: row.importedBy, importedBySystem: row.importedBySystem };
}
