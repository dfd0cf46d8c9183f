import { sql } from 'drizzle-orm';
import { openPglite } from './open';
import { queryRows } from './testing';

// A fresh database runs initdb, which takes seconds on a busy machine.
jest.setTimeout(30_000);

describe('openPglite', () => {
  it('runs the embedded database with small shared buffers and the trigram library loaded', async () => {
    const handle = await openPglite();
    try {
      const [shown] = await queryRows<{ shared_buffers: string }>(handle.db, sql`show shared_buffers`);
      expect(shown.shared_buffers).toBe('32MB');
      await handle.db.execute(sql`create extension if not exists pg_trgm`);
      const [similar] = await queryRows<{ value: number }>(handle.db, sql`select similarity('okafor', 'okafur') as value`);
      expect(Number(similar.value)).toBeGreaterThan(0);
    } finally {
      await handle.close();
    }
  });
});
