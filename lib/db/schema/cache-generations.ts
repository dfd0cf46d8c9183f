import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * One row per table whose writes expire cached figures (patients, appointments, transactions; the wards' admissions,
 * bed_stays and beds; and the completed visits, old and recent): its generation goes up by one in every transaction
 * that changes the table, at commit (the triggers of migrations 0020, 0030, 0031 and 0034), so that every server on
 * one PostgreSQL sees a write at its next read. The transaction items had one until no cached figure read them.
 */
export const cacheGenerations = pgTable('cache_generations', {
  tableName: text('table_name').primaryKey(),
  generation: bigint('generation', { mode: 'number' }).notNull().default(0),
});
