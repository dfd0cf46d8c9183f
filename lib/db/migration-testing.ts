import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { migrationsFolder, openPglite, openPostgres } from './open';
import { onServer } from './testing';
import type { DbHandle } from './types';

/**
 * A new database migrated up to, but not including, the migration `tag`, so that a test can fill it with rows
 * as they were and then apply the rest (`handle.migrate()`) to see what the migration does to them. Like
 * createTestDatabase, on PGlite in memory, or with DATABASE_URL on a throwaway PostgreSQL database (dropped on
 * close): a migration's hand-written SQL runs on both engines.
 */
export async function createDatabaseBefore(tag: string): Promise<DbHandle> {
  const folder = mkdtempSync(path.join(tmpdir(), 'hms-migrations-'));
  cpSync(migrationsFolder(), folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const upTo = journal.entries.findIndex((entry) => entry.tag === tag);
  if (upTo < 0) throw new Error(`No migration ${tag}`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }));

  try {
    const url = process.env.DATABASE_URL;
    if (!url) {
      const handle = await openPglite();
      await migratePglite(handle.db as Parameters<typeof migratePglite>[0], { migrationsFolder: folder });
      return handle;
    }
    const name = `hospital_test_${randomBytes(6).toString('hex')}`;
    await onServer(url, `CREATE DATABASE "${name}"`);
    const testUrl = new URL(url);
    testUrl.pathname = `/${name}`;
    const handle = openPostgres(testUrl.toString());
    await migratePostgres(handle.db as Parameters<typeof migratePostgres>[0], { migrationsFolder: folder });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await onServer(url, `DROP DATABASE IF EXISTS "${name}"`);
      },
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
