import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * One row per table whose writes expire cached figures (patients, appointments, transactions,
 * transaction_items): its generation goes up by one in every transaction that changes the table, at commit
 * (migration 0020's triggers), so that every server on one PostgreSQL sees a write at its next read.
 */
export const cacheGenerations = pgTable('cache_generations', {
  tableName: text('table_name').primaryKey(),
  generation: bigint('generation', { mode: 'number' }).notNull().default(0),
});
