import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** What both engines (PGlite and node-postgres) and a transaction inside either satisfy. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Engine = 'pglite' | 'postgres';

/** An open database together with what is needed to close it. */
export interface DbHandle {
  db: Db;
  engine: Engine;
  /** The embedded database itself (engine 'pglite'), for what drizzle does not do: a backup. */
  client?: PGlite;
  close: () => Promise<void>;
  /** Applies the pending drizzle-kit migrations; idempotent. */
  migrate: () => Promise<void>;
}
