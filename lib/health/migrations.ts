import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder } from '@/lib/db/open';
import { rowsOf } from '@/lib/db/rows';
import type { Db } from '@/lib/db/types';

/** A migration as drizzle-kit's journal lists it; `when` is what drizzle records as `created_at` once applied. */
export interface JournalEntry {
  tag: string;
  when: number;
}

/** drizzle's record of applied migrations: the same schema and table for PGlite and node-postgres (pg-core's dialect). */
const MIGRATIONS_TABLE = 'drizzle.__drizzle_migrations';

/** drizzle-kit's journal in `folder` (drizzle/meta/_journal.json): every migration, oldest first. */
export function readJournal(folder: string): JournalEntry[] {
  const parsed = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return parsed.entries.map(({ tag, when }) => ({ tag, when }));
}

let shipped: JournalEntry[] | undefined;

/** The migrations this build ships, read once: they cannot change while the server runs. */
export const migrationJournal = (): JournalEntry[] => (shipped ??= readJournal(migrationsFolder()));

/**
 * The `created_at` of the latest migration drizzle applied, or null when it applied none (no table yet, or an
 * empty one). drizzle applies every journal entry whose `when` is later than this, so the same comparison
 * says what is pending.
 */
export async function lastAppliedMigration(db: Db): Promise<number | null> {
  const [table] = await rowsOf<{ present: boolean }>(db, sql`select to_regclass(${MIGRATIONS_TABLE}) is not null as present`);
  if (!table?.present) return null;
  const [row] = await rowsOf<{ last: string | number | bigint | null }>(db, sql`select max(created_at) as last from drizzle.__drizzle_migrations`);
  return row?.last === null || row?.last === undefined ? null : Number(row.last);
}

/** The journal's migrations that drizzle has not applied to a database whose latest is `lastApplied`. */
export function pendingMigrations(entries: readonly JournalEntry[], lastApplied: number | null): JournalEntry[] {
  return entries.filter((entry) => lastApplied === null || entry.when > lastApplied);
}
