import type { SQL } from 'drizzle-orm';
import type { Db } from './types';

/**
 * The rows of a raw SQL query (`db.execute`), typed as the caller says. drizzle types `execute`'s answer by driver;
 * both of ours (PGlite and node-postgres) answer `{ rows }`, which this reads in one place.
 */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
