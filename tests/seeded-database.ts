import { setDbForTests } from '@/lib/db/client';
import type { Db, DbHandle } from '@/lib/db/types';
import { createSeededTestDatabase } from '@/mocks/testing';

/**
 * For a test file of server actions or routes: its own copy of the seeded database, which the app's
 * `getDb()` answers with from before the file's first test until after its last. Call it at the top of the
 * file (its `beforeAll` then runs before the file's own) and read `.db` inside the tests.
 */
export function withSeededDatabase(): { readonly db: Db } {
  let handle: DbHandle | undefined;
  beforeAll(async () => {
    handle = await createSeededTestDatabase();
    setDbForTests(handle.db);
  });
  afterAll(async () => {
    setDbForTests(undefined);
    await handle?.close();
  });
  return {
    get db() {
      if (!handle) throw new Error('The seeded database opens in beforeAll; read it inside a test.');
      return handle.db;
    },
  };
}
