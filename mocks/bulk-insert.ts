import { getTableColumns, sql, type SQL, type SQLChunk } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { rowsOf } from '@/lib/db/rows';
import type { Db } from '@/lib/db/types';

// Not `server-only`: the bulk seed (plain Node) uses it.

/** One value as an element of a PostgreSQL array literal. */
function arrayElement(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  const text = value instanceof Date ? value.toISOString() : String(value);
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * Inserts many rows as one statement with one parameter per column:
 * `insert into t (a, b) select * from unnest($1::text[], $2::int[]) returning id`. Building a
 * thousands-of-parameters VALUES list costs more than the database's own work, so the bulk seed uses
 * this. Columns and their SQL types come from the Drizzle table; values go through each column's own
 * driver mapping, as they would with `db.insert()`. Ids come back in the order of `rows`.
 */
export async function insertMany<T extends PgTable>(db: Db, table: T, rows: ReadonlyArray<T['$inferInsert']>): Promise<number[]> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table);
  // The rows come from one generator: the first one names the columns given (the others take their defaults).
  const keys = Object.keys(rows[0]).filter((key) => key in columns);
  const names: SQLChunk[] = [];
  const arrays: SQL[] = [];
  for (const key of keys) {
    const column = columns[key];
    const values = rows.map((row) => {
      const value = (row as Record<string, unknown>)[key];
      return value === null || value === undefined ? value : column.mapToDriverValue(value);
    });
    names.push(sql.identifier(column.name));
    arrays.push(sql`${`{${values.map(arrayElement).join(',')}}`}::${sql.raw(column.getSQLType())}[]`);
  }
  const inserted = await rowsOf<{ id: number }>(db, sql`insert into ${table} (${sql.join(names, sql`, `)}) select * from unnest(${sql.join(arrays, sql`, `)}) returning "id"`);
  return inserted.map((row) => row.id);
}
