import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * `column DESC NULLS LAST`: the order of an index declared with `.desc()`, which drizzle-kit writes as
 * DESC NULLS LAST. Drizzle's `desc(column)` is a bare DESC, which PostgreSQL reads as NULLS FIRST, and an
 * index in the other null order cannot give it: the planner then reads the whole table and sorts it
 * (the Audit screen's first page sorted all 82,000 lines of the trail, 45 ms, to show ten). Order by this
 * wherever the columns are those of such an index; for a NOT NULL column the rows come in the same order.
 */
export const newestFirst = (column: AnyColumn | SQL | SQL.Aliased): SQL => sql`${column} desc nulls last`;
