import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn, type PgSelect } from 'drizzle-orm/pg-core';
import { connectedSystems, doctors, recordImports } from '@/lib/db/schema';
import type { ImportSource } from '@/lib/record-import/rules/source-line';
import { doctorDisplayName } from '@/lib/staff/queries/doctor-name';

// Every row an import stored names its import (`import_id`). A read that shows where a row came from joins its import
// with withImportSource() and selects importSourceColumns(), so that every list and every FHIR resource names the
// source alike.

/** The doctor or administrator who imported a record, joined under their own name so that the author's join stays `doctors`. */
export const importer = alias(doctors, 'importer');

/**
 * A select (in Drizzle's dynamic mode: `.$dynamic()`) joined, left, with the import of its rows (`importId`), who
 * imported it and the connected system that did: a row this clinic recorded itself finds none.
 */
export function withImportSource<T extends PgSelect>(select: T, importId: AnyPgColumn) {
  return select
    .leftJoin(recordImports, eq(recordImports.id, importId))
    .leftJoin(importer, eq(importer.id, recordImports.importedById))
    .leftJoin(connectedSystems, eq(connectedSystems.id, recordImports.importedBySystemId));
}

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
