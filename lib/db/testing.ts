import { randomBytes } from 'node:crypto';
import { existsSync, openAsBlob } from 'node:fs';
import path from 'node:path';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { Client } from 'pg';
import { restoreEmbeddedDatabase } from './backup';
import { openPglite, openPostgres } from './open';
import { rowsOf } from './rows';
import type { Db, DbHandle } from './types';

/** Runs `statement` on the server of `url` through a short connection of its own (create or drop a database, which
 * cannot run inside the database being copied or dropped). */
export async function onServer(url: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A node of PostgreSQL's EXPLAIN (format json), with the fields the plan tests read. */
export interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Sort Key'?: string[];
  Plans?: PlanNode[];
}

const planNodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(planNodes)];

/**
 * Every node of the query's plan, with sequential scans off for the one transaction (SET LOCAL). At a test's few
 * thousand rows the planner would rather read a whole table than an index; the plan then shows whether an index
 * can serve the query at all, which is what breaks if a query or an index changes form. Both drivers answer
 * EXPLAIN's json as parsed objects, or as text.
 */
export async function planOf(db: Db, query: SQLWrapper): Promise<PlanNode[]> {
  const [row] = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return rowsOf<{ 'QUERY PLAN': unknown }>(tx, sql`explain (format json) ${query}`);
  });
  const raw = row['QUERY PLAN'];
  const [{ Plan }] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
  return planNodes(Plan);
}

/**
 * Jest's global setup (tests/global-setup.mjs) builds each template once per run and names their folder
 * here: `migrated.tar` (an empty migrated database) and `seeded.tar` (the base sample data at TEST_NOW).
 */
export const TEMPLATES_ENV = 'HMS_TEST_DB_TEMPLATES';
export type TemplateName = 'migrated' | 'seeded';

export const templateFile = (folder: string, name: TemplateName) => path.join(folder, `${name}.tar`);

/** The file of the run's template `name`, or undefined when the run has none (a test file run without Jest's setup). */
function runTemplateFile(name: TemplateName): string | undefined {
  const folder = process.env[TEMPLATES_ENV];
  return folder && existsSync(templateFile(folder, name)) ? templateFile(folder, name) : undefined;
}

/**
 * An in-memory PGlite loaded from the run's template `name`, or undefined when there is none (then build it).
 * The template is handed over as a Blob backed by its file: reading it into a Buffer and wrapping that in a Blob
 * made two more copies of its 47 MB, and on these machines touching new memory costs as much as the copy itself
 * (about a third of a second a file).
 */
export async function openPgliteTemplate(name: TemplateName): Promise<DbHandle | undefined> {
  const file = runTemplateFile(name);
  return file ? openPglite(undefined, { loadDataDir: await openAsBlob(file) }) : undefined;
}

/**
 * Fills the new folder `dataDir` with an existing, migrated and empty embedded database, as a server would find it
 * after its first start: restored from the run's migrated template (the product's own restore), or made here
 * when there is none. Running initdb and the migrations on disk took several seconds a folder.
 */
export async function fillFolderWithMigratedDatabase(dataDir: string): Promise<void> {
  const file = runTemplateFile('migrated');
  if (file) {
    await restoreEmbeddedDatabase(await openAsBlob(file), dataDir);
    return;
  }
  const handle = await openPglite(dataDir);
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
}

/**
 * With DATABASE_URL (npm run test:pg), the global setup builds the templates as two databases on that server,
 * `<prefix>_migrated` and `<prefix>_seeded`, and names the prefix here.
 */
export const PG_TEMPLATES_ENV = 'HMS_TEST_PG_TEMPLATES';
export const postgresTemplateName = (prefix: string, name: TemplateName) => `${prefix}_${name}`;

/**
 * A fresh database for one test file, as the template `template` left it: migrated (the default), or migrated and
 * seeded with the base sample data. By default an in-memory PGlite (a copy of the run's template when there is one);
 * with DATABASE_URL set, a throwaway database created on that PostgreSQL server (the role needs CREATEDB) and
 * dropped on close, so the same suite runs against both engines. There it is a copy of the run's template database
 * when there is one (copying took a fraction of what migrating each file's database did); else it is migrated here,
 * and a seeded one is left for the caller to seed (`seeded: false`).
 */
export async function createTestDatabase(): Promise<DbHandle>;
export async function createTestDatabase(template: TemplateName): Promise<DbHandle & { seeded: boolean }>;
export async function createTestDatabase(template: TemplateName = 'migrated'): Promise<DbHandle & { seeded: boolean }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const copy = await openPgliteTemplate(template);
    if (copy) return { ...copy, seeded: template === 'seeded' };
    const handle = await openPglite();
    await handle.migrate();
    return { ...handle, seeded: false };
  }
  const name = `hospital_test_${randomBytes(6).toString('hex')}`;
  const prefix = process.env[PG_TEMPLATES_ENV];
  await onServer(url, prefix ? `CREATE DATABASE "${name}" TEMPLATE "${postgresTemplateName(prefix, template)}"` : `CREATE DATABASE "${name}"`);
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const handle = openPostgres(testUrl.toString());
  if (!prefix) await handle.migrate();
  return {
    ...handle,
    seeded: Boolean(prefix) && template === 'seeded',
    close: async () => {
      await handle.close();
      await onServer(url, `DROP DATABASE IF EXISTS "${name}"`);
    },
  };
}
