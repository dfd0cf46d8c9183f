import { sql } from 'drizzle-orm';
import { index, type PgColumn } from 'drizzle-orm/pg-core';

/**
 * A GIN trigram index (pg_trgm, created by migration 0003) on lower(column). It serves the app's "contains"
 * search, `lower(column) like '%…%'`, which no btree can: a search that finds nothing then reads no rows.
 * A search must be written in that form (not `ilike`) for the index to serve it. The btree indexes on
 * lower(column) stay for equality and for sorting by name.
 */
export const containsSearchIndex = (name: string, column: PgColumn) => index(name).using('gin', sql`lower(${column}) gin_trgm_ops`);
