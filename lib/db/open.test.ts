import { sql } from 'drizzle-orm';
import { openPglite } from './open';
import { rowsOf } from './rows';

// A fresh database runs initdb, which takes seconds on a busy machine.
jest.setTimeout(30_000);

describe('openPglite', () => {
  it('runs the embedded database with small shared buffers and the trigram library loaded', async () => {
    const handle = await openPglite();
    try {
      const [shown] = await rowsOf<{ shared_buffers: string }>(handle.db, sql`show shared_buffers`);
      expect(shown.shared_buffers).toBe('32MB');
      await handle.db.execute(sql`create extension if not exists pg_trgm`);
      const [similar] = await rowsOf<{ value: number }>(handle.db, sql`select similarity('okafor', 'okafur') as value`);
      expect(Number(similar.value)).toBeGreaterThan(0);
    } finally {
      await handle.close();
    }
  });

  it('reads dates, times and values alike in and out of transactions, with the parsing set once on the database', async () => {
    const handle = await openPglite();
    try {
      const read = (db: typeof handle.db) =>
        rowsOf<{ at: unknown; day: unknown; stamp: unknown; n: unknown; days: unknown }>(
          db,
          sql`select timestamptz '2026-03-01 10:00:00+00' as at, date '2026-03-01' as day, timestamp '2026-03-01 10:00:00' as stamp, 42::int as n, array[date '2026-03-01'] as days`,
        );
      const outside = await read(handle.db);
      const inside = await handle.db.transaction(async (tx) => read(tx as unknown as typeof handle.db));
      expect(inside).toEqual(outside);
      // drizzle's columns then read the text PostgreSQL sent; raw SQL gets it as text.
      expect(outside[0]).toMatchObject({ day: '2026-03-01', stamp: '2026-03-01 10:00:00', n: 42 });
      expect(String(outside[0].at)).toMatch(/^2026-03-01 1\d:00:00\+/);
      // A failing statement inside a transaction rolls it back, as before.
      await expect(
        handle.db.transaction(async (tx) => {
          await tx.execute(sql`create table t (x int)`);
          await tx.execute(sql`select 1 / 0`);
        }),
      ).rejects.toThrow();
      await expect(handle.db.execute(sql`select * from t`)).rejects.toThrow();
    } finally {
      await handle.close();
    }
  });
});
