import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '@/lib/db/rows';
import * as schema from '@/lib/db/schema';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';

// Migration 0033's totals per day where several connections write at once: PostgreSQL only (PGlite has one
// connection). jest.config.mjs runs a *.postgres.test.ts file only under `npm run test:pg`.

jest.setTimeout(60_000);

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe('transaction_day_totals on PostgreSQL', () => {
  it('moves two transactions between the same two statuses in opposite ways at once: the second waits, and both are counted', async () => {
    const db = handle.db;
    const [{ id: patientId }] = await db
      .insert(schema.patients)
      .values({ firstName: 'Uche', lastName: 'Concurrent', phone: '+234 803 000 0002', gender: 'male', dateOfBirth: '1980-02-02' })
      .returning({ id: schema.patients.id });
    const made = await db
      .insert(schema.transactions)
      .values([
        { patientId, date: '2026-05-05', status: 'pending', payerBank: 'Zenith Bank', taxKobo: 100 },
        { patientId, date: '2026-05-05', status: 'success', payerBank: 'Zenith Bank', taxKobo: 10 },
      ])
      .returning({ id: schema.transactions.id });
    await db.insert(schema.transactionItems).values([
      { transactionId: made[0].id, label: 'Check-up', amountKobo: 1_000 },
      { transactionId: made[1].id, label: 'Check-up', amountKobo: 2_000 },
    ]);

    // One pays the pending one and has not committed when another moves the paid one back to pending: both touch
    // the same two rows of totals. The second waits for the first, and then adds to what the first committed.
    let oneMoved = () => {};
    let twoWaits = () => {};
    const oneHasMoved = new Promise<void>((resolve) => (oneMoved = resolve));
    const twoIsWaiting = new Promise<void>((resolve) => (twoWaits = resolve));
    const waitBriefly = (tx: typeof db) => tx.execute(sql`set local lock_timeout = '10s'`);
    const move = (tx: typeof db, id: number, status: 'success' | 'pending') => tx.update(schema.transactions).set({ status }).where(eq(schema.transactions.id, id));
    const one = db.transaction(async (tx) => {
      await waitBriefly(tx);
      await move(tx, made[0].id, 'success');
      oneMoved();
      await twoIsWaiting;
    });
    const two = db.transaction(async (tx) => {
      await waitBriefly(tx);
      await oneHasMoved;
      await move(tx, made[1].id, 'pending');
    });
    // The second transaction's move is waiting for a lock the first holds.
    await oneHasMoved;
    for (;;) {
      const [waiting] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
      if (waiting.n > 0) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
    twoWaits();
    await expect(Promise.all([one, two])).resolves.toEqual([undefined, undefined]);

    const totals = await db.select().from(schema.transactionDayTotals).where(eq(schema.transactionDayTotals.date, '2026-05-05'));
    expect(Object.fromEntries(totals.map((row) => [row.status, row.kobo]))).toEqual({ success: 1_100, pending: 2_010 });
  });
});
