import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * One row per table whose writes expire cached figures (patients, appointments, transactions,
 * transaction_items; the wards' admissions, bed_stays and beds): its generation goes up by one in every transaction
 * that changes the table, at commit (the triggers of migrations 0020 and 0030), so that every server on one PostgreSQL sees a write at its next read.
 */
export const cacheGenerations = pgTable('cache_generations', {
  tableName: text('table_name').primaryKey(),
  generation: bigint('generation', { mode: 'number' }).notNull().default(0),
});
