import { integer, text } from 'drizzle-orm/pg-core';
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
