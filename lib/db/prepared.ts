import type { Db } from './types';

/**
 * A query built and named once per database, for the few that run on every request (the session, the bell):
 * drizzle writes its SQL once instead of on each call, and PostgreSQL parses and plans it once per connection
 * instead of on each call (a named prepared statement; PGlite runs it as any other query). `name` must be
 * unique in the app: PostgreSQL refuses two texts under one name on a connection.
 *
 *   const lookup = preparedQuery((db) => db.select().from(t).where(eq(t.id, sql.placeholder('id'))).prepare('t_by_id'));
 *   const rows = await lookup(db).execute({ id });
 */
export function preparedQuery<Prepared>(prepare: (db: Db) => Prepared): (db: Db) => Prepared {
  const byDatabase = new WeakMap<Db, Prepared>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (!prepared) {
      prepared = prepare(db);
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
}
