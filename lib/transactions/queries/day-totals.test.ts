import { asc, eq, sql } from 'drizzle-orm';
import { rowsOf } from '@/lib/db/rows';
import * as schema from '@/lib/db/schema';
import { createTestDatabase } from '@/lib/db/testing';
import type { Db, DbHandle } from '@/lib/db/types';

// transaction_day_totals is kept by the database's triggers (migration 0033): after any write to transactions or
// their items it must be what adding up every transaction's tax and items per date and status gives.

let handle: DbHandle;
let patientId: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  [{ id: patientId }] = await handle.db
    .insert(schema.patients)
    .values({ firstName: 'Ngozi', lastName: 'Totals', phone: '+234 803 000 0001', gender: 'female', dateOfBirth: '1985-05-05' })
    .returning({ id: schema.patients.id });
});
afterAll(() => handle.close());

type Totals = Array<{ date: string; status: string; kobo: number }>;

/** The totals as the triggers keep them, without the days a write brought back to nothing. */
async function kept(db: Db): Promise<Totals> {
  const rows = await db
    .select({ date: schema.transactionDayTotals.date, status: schema.transactionDayTotals.status, kobo: schema.transactionDayTotals.kobo })
    .from(schema.transactionDayTotals)
    .orderBy(asc(schema.transactionDayTotals.date), asc(schema.transactionDayTotals.status));
  return rows.filter((row) => row.kobo !== 0);
}

/** The same totals added up from every transaction and item. */
async function addedUp(db: Db): Promise<Totals> {
  const rows = await rowsOf<{ date: string; status: string; kobo: string | number | bigint }>(
    db,
    sql`
    select t.date::text as date, t.status::text as status, sum(t.tax_kobo + coalesce(i.kobo, 0))::bigint as kobo
    from transactions t
    left join (select transaction_id, sum(amount_kobo) as kobo from transaction_items group by transaction_id) i on i.transaction_id = t.id
    group by t.date, t.status
    order by t.date, t.status`,
  );
  return rows
    .map((row) => ({ date: row.date, status: row.status, kobo: Number(row.kobo) }))
    .filter((row) => row.kobo !== 0);
}

async function transaction(date: string, status: 'success' | 'pending' | 'failed', taxKobo: number, items: number[]) {
  const [{ id }] = await handle.db
    .insert(schema.transactions)
    .values({ patientId, date, status, payerBank: 'Zenith Bank', taxKobo })
    .returning({ id: schema.transactions.id });
  if (items.length > 0) await handle.db.insert(schema.transactionItems).values(items.map((amountKobo, index) => ({ transactionId: id, label: `Item ${index + 1}`, amountKobo })));
  return id;
}

describe('transaction_day_totals', () => {
  it('follows every kind of write to transactions and their items', async () => {
    const db = handle.db;
    const first = await transaction('2026-03-01', 'pending', 150, [1_000, 2_500]);
    const second = await transaction('2026-03-01', 'success', 0, [4_000]);
    const third = await transaction('2026-02-10', 'failed', 75, []);
    // In the order of the status type: success, pending, failed.
    expect(await kept(db)).toEqual([
      { date: '2026-02-10', status: 'failed', kobo: 75 },
      { date: '2026-03-01', status: 'success', kobo: 4_000 },
      { date: '2026-03-01', status: 'pending', kobo: 3_650 },
    ]);
    expect(await kept(db)).toEqual(await addedUp(db));

    // Paid: the whole transaction, items and tax, moves from pending to success.
    await db.update(schema.transactions).set({ status: 'success' }).where(eq(schema.transactions.id, first));
    expect(await kept(db)).toEqual([
      { date: '2026-02-10', status: 'failed', kobo: 75 },
      { date: '2026-03-01', status: 'success', kobo: 7_650 },
    ]);

    // Its date and tax corrected; an item's amount corrected; an item moved to another transaction.
    await db.update(schema.transactions).set({ date: '2026-02-10', taxKobo: 200 }).where(eq(schema.transactions.id, first));
    const [item] = await db.select().from(schema.transactionItems).where(eq(schema.transactionItems.transactionId, second));
    await db.update(schema.transactionItems).set({ amountKobo: 4_400 }).where(eq(schema.transactionItems.id, item.id));
    await db.update(schema.transactionItems).set({ transactionId: third }).where(eq(schema.transactionItems.id, item.id));
    expect(await kept(db)).toEqual(await addedUp(db));
    expect(await kept(db)).toContainEqual({ date: '2026-02-10', status: 'failed', kobo: 75 + 4_400 });

    // A change of nothing the totals read leaves them.
    await db.update(schema.transactions).set({ documentation: 'receipt.pdf' }).where(eq(schema.transactions.id, third));
    expect(await kept(db)).toEqual(await addedUp(db));

    // An item deleted on its own; a transaction deleted with its items (by cascade), counted once.
    const [other] = await db.select().from(schema.transactionItems).where(eq(schema.transactionItems.transactionId, first));
    await db.delete(schema.transactionItems).where(eq(schema.transactionItems.id, other.id));
    expect(await kept(db)).toEqual(await addedUp(db));
    await db.delete(schema.transactions).where(eq(schema.transactions.id, first));
    expect(await kept(db)).toEqual(await addedUp(db));
    expect(await kept(db)).toEqual([{ date: '2026-02-10', status: 'failed', kobo: 4_475 }]);
  });

  it('is added up again when the items or the transactions are emptied at once', async () => {
    const db = handle.db;
    await transaction('2026-04-02', 'success', 300, [10_000, 20_000]);
    await db.execute(sql`truncate transaction_items`);
    expect(await kept(db)).toEqual(await addedUp(db));
    expect(await kept(db)).toContainEqual({ date: '2026-04-02', status: 'success', kobo: 300 });
    await db.execute(sql`truncate transactions cascade`);
    expect(await kept(db)).toEqual([]);
  });
});
