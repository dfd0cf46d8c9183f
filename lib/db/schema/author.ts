import { integer } from 'drizzle-orm/pg-core';
import { doctors } from './doctors';

/**
 * The doctor who created the row: only they or an administrator may change or delete it. Null for rows
 * whose author's account is gone (only an administrator may change those).
 */
export const authorId = () => integer('author_id').references(() => doctors.id, { onDelete: 'set null' });
