import { sql } from 'drizzle-orm';
import { index, integer, text, type ExtraConfigColumn } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { doctors } from './doctors';

/**
 * A clinical record is voided, never deleted: when, by whom and why. A voided row leaves the lists and their
 * counts; the patient's chart still shows it, struck through. All three are null while the record stands.
 */
export const voidedColumns = () => ({
  voidedAt: timestamptz('voided_at'),
  voidedById: integer('voided_by_id').references(() => doctors.id, { onDelete: 'set null' }),
  voidReason: text('void_reason'),
});

/**
 * The voided rows alone, newest first: what the administrators' Voided records screen reads from each table. A
 * handful of rows, where a scan of the table would read millions (7 % of /about's throughput at 1,000,000 patients).
 */
export const voidedIndex = (table: string, voidedAt: ExtraConfigColumn) =>
  index(`${table}_voided_at_idx`).on(voidedAt.desc()).where(sql`${voidedAt} is not null`);
